import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SITE_PAGES, SITE_URL_PLACEHOLDER, type SitePage } from '../domain/site';

/** Inputs whose change means the built UI is stale. */
const UI_INPUTS = ['ui', 'domain', 'content', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', 'adapters/card-image'];

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

/**
 * Where the built site keeps every page's head without its body (the page then renders in the
 * browser): for the pages built in the browser only, and for any page's address with a query.
 */
export const PAGE_HEADS_DIR = 'page-heads';

/** The Page Not Found page, pre-rendered: the server's 404 answer to an address the site has no page at. */
export const NOT_FOUND_FILE = 'not-found.html';

/** Where the build writes the link-preview pictures: under /assets, served with long caching. */
const LINK_PREVIEW_DIR = 'assets/link-previews';

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface PageHead {
  readonly title: string;
  readonly description: string;
}

interface RenderedPage {
  readonly html: string;
  readonly head: PageHead | null;
}

/** A page's link-preview picture (1200×630 PNG): its path on the site, and words for it. */
export interface LinkPreview {
  readonly imagePath: string;
  readonly alt: string;
}

const isArticle = (pagePath: string): boolean => /^\/blog\/[^/]+\/[^/]+$/.test(pagePath);

/** Open Graph and Twitter card tags: what a shared link's preview shows. */
const linkPreviewTags = (pageUrl: string | null, head: PageHead, pagePath: string | null, preview: LinkPreview): string[] => {
  const imageUrl = `${SITE_URL_PLACEHOLDER}${preview.imagePath}`;
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}" />`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`;
  return [
    property('og:site_name', 'Moonwise'),
    property('og:type', pagePath !== null && isArticle(pagePath) ? 'article' : 'website'),
    property('og:title', head.title),
    property('og:description', head.description),
    ...(pageUrl === null ? [] : [property('og:url', pageUrl)]),
    property('og:image', imageUrl),
    property('og:image:type', 'image/png'),
    property('og:image:width', '1200'),
    property('og:image:height', '630'),
    property('og:image:alt', preview.alt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', head.title),
    named('twitter:description', head.description),
    named('twitter:image', imageUrl),
    named('twitter:image:alt', preview.alt),
  ];
};

const shellHead = (shell: string): PageHead => ({
  title: /<title>([^<]*)<\/title>/.exec(shell)?.[1] ?? 'Moonwise',
  description: /<meta name="description" content="([^"]*)"/.exec(shell)?.[1] ?? '',
});

/**
 * The app shell with one page's HTML, title, description, canonical address and link-preview tags
 * filled in: the one place the built pages' head tags are written. `pagePath` null is a document
 * for no one address (the Page Not Found page): no canonical link and no og:url.
 */
export const pageDocument = (shell: string, pagePath: string | null, page: RenderedPage, preview?: LinkPreview): string => {
  let document = shell.replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
  if (page.head) {
    document = document
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.head.title)}</title>`)
      .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeHtml(page.head.description)}"`);
  }
  const pageUrl = pagePath === null ? null : `${SITE_URL_PLACEHOLDER}${pagePath}`;
  const tags = [
    ...(pageUrl === null ? [] : [`<link rel="canonical" href="${pageUrl}" />`]),
    ...(preview === undefined ? [] : linkPreviewTags(pageUrl, page.head ?? shellHead(shell), pagePath, preview)),
  ];
  return document.replace('</head>', `${tags.map((tag) => `  ${tag}\n`).join('')}  </head>`);
};

/** The Page Not Found page's root is drawn afresh in the browser, not hydrated: the layout around it depends on the address. */
export const FRESH_RENDER_MARK = 'data-render="fresh"';

/** What the pre-renderer's server build of ui/entry-server.tsx gives the build. */
export interface ServerBuild {
  renderPage: (path: string, origin: string) => Promise<RenderedPage>;
  APP_ICONS: readonly { src: string; size: number; purpose: string }[];
  appIconSvg: (size: number, options: { maskable: boolean }) => string;
  webAppManifest: () => object;
  tablePageHead: (path: string, entry: { title: string; description: string }) => PageHead;
  linkPreviewSvg: (card: { pagePath: string; title: string; description: string }) => string;
}

/** Any address the site has no page at: the router draws the Page Not Found page there. */
const NOT_FOUND_PROBE = '/moonwise-build/not-found';

const writeFile = (file: string, content: string | Uint8Array) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
};

/**
 * Draws a page's link-preview picture into the built site, named after its content so /assets'
 * year-long caching stays true. Pictures are drawn once per title and description.
 */
const linkPreviewDrawer = (outDir: string, build: ServerBuild, svgToPng: (svg: string) => Uint8Array) => {
  const drawn = new Map<string, LinkPreview>();
  return (pagePath: string, head: PageHead): LinkPreview => {
    // The card shows the page's own title, without the site's name the document title adds.
    const title = head.title.replace(/ \| Moonwise$/, '').replace(/^Moonwise: /, '');
    const key = `${pagePath.startsWith('/moon-phases/') ? pagePath : ''}\n${title}\n${head.description}`;
    const known = drawn.get(key);
    if (known) return known;
    const png = svgToPng(build.linkPreviewSvg({ pagePath, title: title.charAt(0).toUpperCase() + title.slice(1), description: head.description }));
    const hash = createHash('sha256').update(png).digest('hex').slice(0, 12);
    const name = pagePath === '/' ? 'home' : pagePath.slice(1).replace(/[^a-z0-9]+/gi, '-');
    const imagePath = `/${LINK_PREVIEW_DIR}/${name}-${hash}.png`;
    writeFile(path.join(outDir, imagePath), png);
    const preview = { imagePath, alt: `“${title}” on a night sky with the Moon, from Moonwise` };
    drawn.set(key, preview);
    return preview;
  };
};

/**
 * Into a built site (`outDir` holding Vite's index.html): the web app's manifest and icons, every
 * page's documents (pre-rendered whole, and its head alone) with its link-preview picture, and the
 * Page Not Found page. `pages` is the site's table, or part of it for a test.
 */
export const writeSiteDocuments = async (outDir: string, serverBuild: ServerBuild, pages: readonly SitePage[] = SITE_PAGES): Promise<void> => {
  // The rasteriser is loaded only when a build runs: the server imports this module for its paths.
  const { svgToPng } = await import('../adapters/card-image');
  // The installable app's manifest and icons, drawn from the brand moon (ADR 032).
  writeFile(path.join(outDir, 'manifest.webmanifest'), JSON.stringify(serverBuild.webAppManifest(), null, 2));
  for (const { src, size, purpose } of serverBuild.APP_ICONS) writeFile(path.join(outDir, src), svgToPng(serverBuild.appIconSvg(size, { maskable: purpose === 'maskable' })));
  const drawPreview = linkPreviewDrawer(outDir, serverBuild, svgToPng);
  const shell = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const prerendered = new Set(prerenderPaths());
  for (const entry of pages) {
    const pagePath = entry.path;
    let page: RenderedPage = { html: '', head: serverBuild.tablePageHead(pagePath, entry) };
    if (prerendered.has(pagePath)) {
      page = await serverBuild.renderPage(pagePath, 'http://prerender.invalid').catch((cause: unknown) => {
        throw new Error(`Pre-rendering ${pagePath} failed (pages must render without window or document): ${String(cause)}`, { cause });
      });
    }
    const head = page.head ?? serverBuild.tablePageHead(pagePath, entry);
    const preview = drawPreview(pagePath, head);
    if (prerendered.has(pagePath)) writeFile(path.join(outDir, PRERENDERED_DIR, prerenderedFile(pagePath)), pageDocument(shell, pagePath, page, preview));
    writeFile(path.join(outDir, PAGE_HEADS_DIR, prerenderedFile(pagePath)), pageDocument(shell, pagePath, { html: '', head }, preview));
  }
  const notFound = await serverBuild.renderPage(NOT_FOUND_PROBE, 'http://prerender.invalid');
  const home = SITE_PAGES[0] ?? { path: '/', title: 'Moonwise', description: '' };
  const homePreview = drawPreview('/', serverBuild.tablePageHead('/', home));
  writeFile(path.join(outDir, NOT_FOUND_FILE), pageDocument(shell, null, notFound, homePreview).replace('<div id="root">', `<div id="root" ${FRESH_RENDER_MARK}>`));
};

/**
 * The site: Vite's browser build (with the service worker, see vite.config.ts), the web app's
 * manifest and icons, then every page of the table rendered to HTML with the same React tree (a
 * server build of ui/entry-server.tsx), so crawlers and visitors without JavaScript get the text,
 * and the browser hydrates instead of drawing from nothing. Every page also gets its head alone,
 * and its link-preview picture; the Page Not Found page is rendered for the server's 404.
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
  const serverBuild = (await import(pathToFileURL(path.join(serverBuildDir, 'entry-server.js')).href)) as ServerBuild;
  await writeSiteDocuments(outDir, serverBuild);
  rmSync(serverBuildDir, { recursive: true, force: true });
};
