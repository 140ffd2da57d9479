/** `npm run build`: the browser build and the pre-rendered pages (server/ui-build.ts), into dist/ or --out-dir. */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildUi } from '../server/ui-build';

const projectRoot = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { 'out-dir': { type: 'string' } } });
const outDir = path.resolve(values['out-dir'] ?? path.join(projectRoot, 'dist'));
const started = performance.now();
await buildUi(projectRoot, outDir);
console.log(`Built the site into ${path.relative(projectRoot, outDir) || '.'} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
