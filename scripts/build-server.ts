/**
 * The production server as compiled JavaScript: `dist-server/main.js` (`npm start`) and
 * `dist-server/worker.js` (`npm run worker`), one ES module bundle each with the packages left in
 * node_modules, so nothing compiles TypeScript while the site runs (ADR 018). With `--if-stale`
 * it builds only when a source file the last build read (listed in its metafile) has changed.
 */
import { build, type Metafile } from 'esbuild';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PROJECT_ROOT } from '../adapters/project-root';

export const SERVER_OUT_DIR = path.join(PROJECT_ROOT, 'dist-server');
const METAFILE = path.join(SERVER_OUT_DIR, 'meta.json');
const ENTRIES = ['server/main.ts', 'server/worker.ts'];
/** Inputs outside the bundle's own list that change what it does. */
const ALSO_READ = ['package-lock.json', 'tsconfig.json', 'scripts/build-server.ts'];

const mtime = (file: string): number => (existsSync(file) ? statSync(file).mtimeMs : Number.POSITIVE_INFINITY);

export const serverBuildIsStale = (): boolean => {
  if (!existsSync(METAFILE) || ENTRIES.some((entry) => !existsSync(outFile(entry)))) return true;
  const builtAt = statSync(METAFILE).mtimeMs;
  const { inputs } = JSON.parse(readFileSync(METAFILE, 'utf8')) as Metafile;
  return [...Object.keys(inputs), ...ALSO_READ].some((input) => mtime(path.join(PROJECT_ROOT, input)) > builtAt);
};

const outFile = (entry: string): string => path.join(SERVER_OUT_DIR, `${path.basename(entry, '.ts')}.js`);

export const buildServer = async (): Promise<void> => {
  const result = await build({
    absWorkingDir: PROJECT_ROOT,
    entryPoints: ENTRIES,
    outdir: SERVER_OUT_DIR,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  // Written last: a build that failed half way leaves the old metafile, so the next start builds again.
  writeFileSync(METAFILE, JSON.stringify(result.metafile));
};

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.join(PROJECT_ROOT, 'scripts', 'build-server.ts')) {
  const { values } = parseArgs({ options: { 'if-stale': { type: 'boolean' } } });
  if (!values['if-stale'] || serverBuildIsStale()) {
    const started = performance.now();
    await buildServer();
    console.log(`Built the server into dist-server in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}
