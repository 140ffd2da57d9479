import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * React Router publishes its production build without an export condition for it, so bundlers
 * pick the development build (warnings and checks included). Production builds use the smaller one.
 */
const reactRouterProduction = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url));

/** Zod for the browser: configured to parse without eval, which the content security policy forbids. */
const zodInTheBrowser = { find: /^zod$/, replacement: fileURLToPath(new URL('./ui/zod-in-the-browser.ts', import.meta.url)) };

/** The chunk that registers the service worker (ui/service-worker/register.ts), imported by the entry once the page has loaded. */
const isServiceWorkerRegistration = (chunk: { type: string; facadeModuleId?: string | null } | undefined): boolean =>
  chunk?.type === 'chunk' && (chunk.facadeModuleId ?? '').endsWith('/ui/service-worker/register.ts');

/**
 * The entry (ui/main.tsx) lets a pre-rendered page paint before it imports the app, so the app's
 * modules are not among its static imports. The page still preloads them, to have them by the time
 * the paint is done, at low priority (the page is whole without them), and asks for the stylesheet
 * first: the first paint waits for it alone.
 */
const preloadTheApp = (): Plugin => ({
  name: 'moonwise-preload-the-app',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      const { bundle, chunk: entry } = context;
      if (!bundle || !entry) return html;
      const files = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (files.has(fileName) || chunk?.type !== 'chunk') return;
        files.add(fileName);
        chunk.imports.forEach(visit);
      };
      // Not the service worker's registration: it is wanted only after the page has loaded.
      entry.dynamicImports.filter((fileName) => !isServiceWorkerRegistration(bundle[fileName])).forEach(visit);
      entry.imports.forEach((fileName) => files.delete(fileName));
      const stylesheets = [...html.matchAll(/\s*<link rel="stylesheet"[^>]*>/g)].map((match) => match[0]);
      const withoutStylesheets = stylesheets.reduce((text, link) => text.replace(link, ''), html);
      const preloads = [...files].map((fileName) => `\n    <link rel="modulepreload" crossorigin fetchpriority="low" href="/${fileName}">`).join('');
      return withoutStylesheets.replace(/\n\s*<script type="module"/, (script) => `${stylesheets.join('')}${script}`).replace(/\n\s*<\/head>/, `${preloads}\n  </head>`);
    },
  },
});

/** The body font, preloaded: the stylesheet names it, but the browser would only ask for it once the CSS is parsed. */
const PRELOADED_FONT = 'inter-latin-wght-normal.woff2';

/** A <link rel=preload> for the body font's hashed file, so the text swaps to it early (ADR 026). */
const preloadTheBodyFont = (): Plugin => ({
  name: 'moonwise-preload-the-body-font',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle }) {
      const font = Object.values(bundle ?? {}).find((output) => output.type === 'asset' && output.names.some((name) => name.endsWith(PRELOADED_FONT)));
      if (!font) throw new Error(`The build emitted no ${PRELOADED_FONT} to preload`);
      return html.replace(/\n\s*<\/head>/, (end) => `\n    <link rel="preload" href="/${font.fileName}" as="font" type="font/woff2" crossorigin>${end}`);
    },
  },
});

/**
 * The installable app's service worker (ADR 032): /sw.js, from ui/service-worker/sw.ts, with the
 * precache list of the built app shell, scripts and styles. The app registers it itself once the
 * page has loaded (ui/main.tsx); the manifest and icons are drawn after this build (server/ui-build.ts).
 */
const installableApp = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'ui/service-worker',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['**/*.{js,css}', 'index.html', 'favicon.svg'],
      globIgnores: ['sw.js', 'runtime-config.js'],
    },
  });

export default defineConfig(({ mode, isSsrBuild }) => ({
  // The pre-renderer's server build (server/ui-build.ts) has no app to install.
  plugins: [react(), preloadTheApp(), preloadTheBodyFont(), ...(isSsrBuild ? [] : [installableApp()])],
  resolve: { alias: [zodInTheBrowser, ...(mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [])] },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, cssCodeSplit: false },
}));
