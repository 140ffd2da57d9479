/**
 * Full-page screenshots of every page of the site table (domain/site SITE_PAGES), at a phone's
 * 390×844 and a desktop's 1280×800, in the day and the night colour scheme, for a person to look
 * at (issue 25 "Look at it"). The built site is served by the compiled server on embedded
 * defaults, as `npm start` runs it; the pictures go to a folder outside the repository (never
 * committed), printed at the end.
 *
 *   npm run screenshots -- [--out DIR] [--only TEXT] [--articles N] [--fold]
 *
 * --only keeps the pages whose address contains TEXT (a comma-separated list; '/' is the home page); --articles keeps the first N blog articles
 * (default 3: they share one template); --fold takes the first screen only, not the whole page.
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { SITE_PAGES } from '../domain/site';
import { chromiumArgs, chromiumPath } from '../tests/browser';
import { freePort } from '../tests/support/seeded-server-process';
import { buildUi, uiBuildIsStale } from '../server/ui-build';
import { buildServer, serverBuildIsStale, startCompiledServer } from './build-server';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const SCHEMES = ['light', 'dark'] as const;

const root = path.resolve(import.meta.dirname, '..');

const { values } = parseArgs({
  options: { out: { type: 'string' }, only: { type: 'string' }, articles: { type: 'string', default: '3' }, fold: { type: 'boolean', default: false } },
});

const isArticle = (pagePath: string): boolean => /^\/blog\/[^/]+\/[^/]+$/.test(pagePath);
const fileName = (pagePath: string): string => (pagePath === '/' ? 'home' : pagePath.replace(/^\/+/, '').replace(/[^a-z0-9]+/gi, '-'));

const pagesToShoot = (): string[] => {
  const articles = SITE_PAGES.filter(({ path: pagePath }) => isArticle(pagePath)).slice(0, Number(values.articles));
  return SITE_PAGES.filter((page) => !isArticle(page.path) || articles.includes(page))
    .map(({ path: pagePath }) => pagePath)
    .filter((pagePath) => values.only === undefined || values.only.split(',').some((text) => (text === '/' ? pagePath === '/' : pagePath.includes(text))));
};

const main = async (): Promise<void> => {
  const outDir = path.resolve(values.out ?? mkdtempSync(path.join(tmpdir(), 'moonwise-screenshots-')));
  mkdirSync(outDir, { recursive: true });
  if (uiBuildIsStale(root, path.join(root, 'dist'))) await buildUi(root);
  if (serverBuildIsStale()) await buildServer();
  const port = await freePort();
  const server = await startCompiledServer(port, { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'moonwise-screenshots-data-')), LOG_LEVEL: 'warn' });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  let count = 0;
  try {
    for (const scheme of SCHEMES) {
      for (const viewport of VIEWPORTS) {
        const context = await browser.newContext({ viewport, colorScheme: scheme, reducedMotion: 'reduce', baseURL: `http://127.0.0.1:${port}` });
        const page = await context.newPage();
        for (const pagePath of pagesToShoot()) {
          await page.goto(pagePath, { waitUntil: 'networkidle' });
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          const file = path.join(outDir, `${fileName(pagePath)}-${viewport.width}-${scheme}.png`);
          await page.screenshot({ path: file, fullPage: !values.fold, animations: 'disabled' });
          count += 1;
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.kill();
  }
  console.log(`${count} screenshots in ${outDir}`);
};

await main();
