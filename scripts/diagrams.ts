import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MACHINE_DOCS_DIR, discoverMachines, expectedDiagramFiles, staleFiles } from './diagrams-lib';

/** `npm run diagrams`: regenerates docs/machines/ from every machine under domain/. */
const root = process.cwd();
const outDir = join(root, MACHINE_DOCS_DIR);

const machines = await discoverMachines(root);
const files = expectedDiagramFiles(machines);

mkdirSync(outDir, { recursive: true });
for (const name of staleFiles(readdirSync(outDir), files)) {
  rmSync(join(outDir, name));
  console.log(`removed ${MACHINE_DOCS_DIR}/${name}`);
}
for (const [name, content] of files) {
  writeFileSync(join(outDir, name), content);
}
console.log(`wrote ${files.size} files to ${MACHINE_DOCS_DIR}/: ${[...files.keys()].join(', ')}`);
