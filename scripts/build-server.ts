/**
 * The production server as compiled JavaScript: `dist-server/main.js` (`npm start`) and
 * `dist-server/worker.js` (`npm run worker`), and `dist-server/render-thread-entry.js`, the
 * report thread either starts (ADR 038), one ES module bundle each with the packages left in
 * node_modules, so nothing compiles TypeScript while the site runs (ADR 018). With `--if-stale`
 * it builds only when a source file the last build read (listed in its metafile) has changed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { build, type Metafile } from 'esbuild';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { packGazetteer } from '../adapters/gazetteer';
import { PROJECT_ROOT } from '../adapters/project-root';

export const SERVER_OUT_DIR = path.join(PROJECT_ROOT, 'dist-server');
/**
 * How node runs the compiled server and worker (`npm start`, `npm run worker`, the load bench):
 * a small young generation and a bounded old one keep the heap near the live data after a load
 * instead of at the size the load grew it to (ADR 018).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--max-old-space-size=192'] as const;
/** esbuild's list of what a build read and wrote, kept beside it for `--if-stale`. */
/**
 * The compiled server started as `npm start` starts it, with these settings over the caller's
 * environment, once its health check answers (within a minute); for the benches and scripts
 * that drive the real site.
 */
export const startCompiledServer = async (port: number, env: Record<string, string>): Promise<ChildProcess> => {
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(SERVER_OUT_DIR, 'main.js')], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const ready = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error('The server did not start within a minute');
};

const metafileIn = (outDir: string): string => path.join(outDir, 'meta.json');
const METAFILE = metafileIn(SERVER_OUT_DIR);
/** The report thread's code is an entry of its own: a worker thread starts from a file. */
const ENTRIES = ['server/main.ts', 'server/worker.ts', 'adapters/pdf/render-thread-entry.ts'];
/** Inputs outside the bundle's own list that change what it does. */
const ALSO_READ = ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.base.json', 'scripts/build-server.ts'];

/**
 * Packages compiled into the bundle, so only what the server uses of them is loaded: effect and
 * the email components are wide libraries of which the server uses a few parts (the components'
 * index re-exports the renderer, and only with both inside can the unused components, a syntax
 * highlighter and Tailwind among them, drop out). React and the renderers that use it are inside
 * so they are its production build (below), one copy for emails and PDFs alike. Every other
 * package stays in node_modules.
 */
const BUNDLED = new Set(['effect', '@react-email/components', '@react-email/render', 'react', 'react-dom', '@react-pdf/renderer']);

/**
 * Packages that find files of their own at run time, so stay in node_modules: pdfkit (under
 * @react-pdf/renderer, installed at the top of node_modules) loads its standard fonts through its
 * package's import map, which a bundle no longer sits in.
 */
const KEPT_OUTSIDE = ['pdfkit'];

const externalPackages = (): string[] => {
  const { dependencies = {}, devDependencies = {} } = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
  return Object.keys({ ...dependencies, ...devDependencies })
    .filter((name) => !BUNDLED.has(name))
    .concat(KEPT_OUTSIDE)
    .flatMap((name) => [name, `${name}/*`]);
};

const mtime = (file: string): number => (existsSync(file) ? statSync(file).mtimeMs : Number.POSITIVE_INFINITY);

export const serverBuildIsStale = (): boolean => {
  if (!existsSync(METAFILE) || ENTRIES.some((entry) => !existsSync(outFile(entry)))) return true;
  const builtAt = statSync(METAFILE).mtimeMs;
  const { inputs } = JSON.parse(readFileSync(METAFILE, 'utf8')) as Metafile;
  return [...Object.keys(inputs), ...ALSO_READ].some((input) => mtime(path.join(PROJECT_ROOT, input)) > builtAt);
};

const outFile = (entry: string): string => path.join(SERVER_OUT_DIR, `${path.basename(entry, '.ts')}.js`);

/** Builds into dist-server; a test may build elsewhere (inside the project, so node_modules is found from there). */
export const buildServer = async (outDir: string = SERVER_OUT_DIR): Promise<Metafile> => {
  const result = await build({
    absWorkingDir: PROJECT_ROOT,
    // Each named by its file alone, all side by side in the output folder, whatever folder it comes from.
    entryPoints: ENTRIES.map((entry) => ({ in: entry, out: path.basename(entry, '.ts') })),
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: externalPackages(),
    // The server is a production build whatever NODE_ENV says of its settings, as the UI is: React
    // renders emails and PDFs with its production build, several times cheaper than its development one.
    define: { 'process.env.NODE_ENV': '"production"' },
    // Bundled CommonJS packages require node's own modules.
    banner: { js: "import { createRequire as __moonwiseRequire } from 'node:module'; const require = __moonwiseRequire(import.meta.url);" },
    // Modules imported on demand (the PDF renderer) stay chunks of their own, loaded when first needed.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  // Written last: a build that failed half way leaves the old metafile, so the next start builds again.
  writeFileSync(metafileIn(outDir), JSON.stringify(result.metafile));
  return result.metafile;
};

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.join(PROJECT_ROOT, 'scripts', 'build-server.ts')) {
  const { values } = parseArgs({ options: { 'if-stale': { type: 'boolean' } } });
  if (!values['if-stale'] || serverBuildIsStale()) {
    const started = performance.now();
    await buildServer();
    console.log(`Built the server into dist-server in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  // Here rather than in the server, so the server only reads the packed file (ADR 018); where the
  // file cannot be written the server builds the index itself, with more memory for a moment.
  try {
    if (packGazetteer().rebuilt) console.log('Packed the gazetteer');
  } catch (error) {
    console.warn(`The gazetteer could not be packed (${error instanceof Error ? error.message : String(error)}); the server will index it at start.`);
  }
}
