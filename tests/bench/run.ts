import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { measure, printTable, type BenchCase } from './harness';

/**
 * `npm run bench`: runs every tests/bench/*.bench.ts (each exports `title` and `cases`)
 * and prints figures. Targets are printed beside the figures, not asserted: timing
 * assertions flake on a shared two-core machine. `npm run bench -- <filter>` runs the
 * files whose name contains the filter. A bench whose work awaits (HTTP, a database) exports
 * an async `main()` instead, which measures and prints its own tables.
 */
const filter = process.argv[2] ?? '';
// The benches load the sources in this process; React (emails, PDFs) then runs the build the
// compiled server bundles, not its development build, which costs several times more per render.
// The benches' own servers set NODE_ENV for their settings explicitly, so this reaches only libraries.
process.env.NODE_ENV ??= 'production';
const dir = import.meta.dirname;
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts') && f.includes(filter))
  .sort();

for (const file of files) {
  const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as { title: string; cases?: BenchCase[]; main?: () => Promise<void> };
  if (mod.main) await mod.main();
  else printTable(`${mod.title} (${file})`, (mod.cases ?? []).map((c) => measure(c)));
}
if (files.length === 0) console.info(`No benchmark matches "${filter}".`);
