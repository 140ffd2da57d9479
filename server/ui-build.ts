import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SITE_PAGES, SITE_URL_PLACEHOLDER } from '../domain/site';

/** Inputs whose change means the built UI is stale. */
const UI_INPUTS = ['ui', 'domain', 'content', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

/** Where the built site keeps its pre-rendered pages: `/moon-signs/aries` → `prerendered/moon-signs/aries.html`. */
export const PRERENDERED_DIR = 'prerendered';

const newestMtime = (entry: string): number => {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs);
};

/** True when dist/ is missing or older than any UI input, so `npm start` rebuilds only when needed. */
export const uiBuildIsStale = (root: string, outDir: string): boolean => {
  const builtAt = newestMtime(path.join(outDir, 'index.html'));
  if (builtAt === 0) return true;
  return UI_INPUTS.some((input) => newestMtime(path.join(root, input)) > builtAt);
};

/**
 * Pages built in the browser only: forms (what a visitor types before the page hydrates would be
 * lost) and pages that show one visitor's order or reports. The reading form's page is
 * pre-rendered without its fields, which appear once it hydrates: it is where most visitors
 * arrive, so its first paint should not wait for the app.
 */
const BROWSER_ONLY_PAGES = new Set([
  '/free-moon-reading/upgrade-click',
  '/contact',
  '/tools/calculators/moon-sign-calculator',
  '/tools/quizzes/manifestation-readiness-quiz',
  '/report-library',
  '/report-status',
  '/checkout',
  '/order-confirmation',
  '/your-data',
]);

/** The content pages: their HTML is the same for every visitor, so it is built once. */
export const prerenderPaths = (): string[] => SITE_PAGES.map((entry) => entry.path).filter((path) => !BROWSER_ONLY_PAGES.has(path));

export const prerenderedFile = (pagePath: string): string => `${pagePath === '/' ? '/index' : pagePath}.html`;

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface RenderedPage {
  readonly html: string;
  readonly head: { readonly title: string; readonly description: string } | null;
}

/** The app shell with one page's HTML, title, description and canonical address filled in. */
export const pageDocument = (shell: string, pagePath: string, page: RenderedPage): string => {
  let document = shell.replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
  if (page.head) {
    document = document
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.head.title)}</title>`)
      .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeHtml(page.head.description)}"`);
  }
  return document.replace('</head>', `  <link rel="canonical" href="${SITE_URL_PLACEHOLDER}${pagePath === '/' ? '/' : pagePath}" />\n  </head>`);
};

/**
 * The site: Vite's browser build, then every page of the table rendered to HTML with the same
 * React tree (a server build of ui/entry-server.tsx), so crawlers and visitors without JavaScript
 * get the text, and the browser hydrates instead of drawing from nothing.
 */
export const buildUi = async (root: string, outDir = path.join(root, 'dist')): Promise<void> => {
  // Vite is loaded only when a build is needed, so a warm start stays fast.
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn', build: { outDir } });
  // Inside node_modules so the server build finds React and the router as a server would; named
  // after the output folder's full path, so two checkouts sharing one node_modules never collide.
  const serverBuildDir = path.join(root, 'node_modules', '.moonwise-prerender', createHash('sha256').update(outDir).digest('hex').slice(0, 16));
  await build({
    root,
    logLevel: 'warn',
    publicDir: false,
    build: { ssr: 'ui/entry-server.tsx', outDir: serverBuildDir, emptyOutDir: true, sourcemap: false },
  });
  const { renderPage } = (await import(pathToFileURL(path.join(serverBuildDir, 'entry-server.js')).href)) as {
    renderPage: (path: string, origin: string) => Promise<RenderedPage>;
  };
  const shell = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  for (const pagePath of prerenderPaths()) {
    const file = path.join(outDir, PRERENDERED_DIR, prerenderedFile(pagePath));
    mkdirSync(path.dirname(file), { recursive: true });
    const page = await renderPage(pagePath, 'http://prerender.invalid').catch((cause: unknown) => {
      throw new Error(`Pre-rendering ${pagePath} failed (pages must render without window or document): ${String(cause)}`, { cause });
    });
    writeFileSync(file, pageDocument(shell, pagePath, page));
  }
  rmSync(serverBuildDir, { recursive: true, force: true });
};
