import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../adapters/sql';
import type { SqlDatabase } from '../../domain/kernel';
import { BLOG_ARTICLES, SITE_PAGES, articlePath } from '../../domain/site';
import { composeApp } from '../../server/compose';
import { readConfig } from '../../server/config';
import { writeSiteDocuments, type ServerBuild } from '../../server/ui-build';
import * as entryServer from '../../ui/entry-server';
import { type TestServer, listenForTest } from '../support/test-server';

/**
 * The site's pages over real HTTP (ADR 032): a built site made by the build's own step from the
 * UI's own render, for a sample of the table, served by the real app.
 */
const SHELL = readFileSync(path.join(import.meta.dirname, '../../index.html'), 'utf8');
const ARTICLE = BLOG_ARTICLES[0]!;
const SAMPLE = ['/', '/moon-signs/aries', '/moon-phases/full-moon', '/checkout', '/free-moon-reading', articlePath(ARTICLE)];

let uiDir = '';
let db: SqlDatabase;
let server: TestServer;

beforeAll(async () => {
  uiDir = mkdtempSync(path.join(tmpdir(), 'moonwise-site-'));
  writeFileSync(path.join(uiDir, 'index.html'), SHELL);
  writeFileSync(path.join(uiDir, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  await writeSiteDocuments(uiDir, entryServer as unknown as ServerBuild, SITE_PAGES.filter((page) => SAMPLE.includes(page.path)));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'moonwise-site-data-'));
  const config = readConfig({ HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, PUBLIC_SITE_URL: 'https://moonwise.example', LOG_LEVEL: 'silent' });
  db = await openDatabase({ dataDir });
  server = await listenForTest(composeApp(config, db, { uiDir }), []);
}, 120_000);

afterAll(async () => {
  await server.close();
  await db.close();
  rmSync(uiDir, { recursive: true, force: true });
});

const page = (address: string, accept = 'text/html') => fetch(`${server.baseUrl}${address}`, { headers: { accept }, redirect: 'manual' });

/** A PNG's width and height, from its header. */
const pngSize = (bytes: Buffer) => {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

describe('an address the site has no page at', () => {
  it.each(['/no/such/page', '/moon-signs/ophiuchus', '/Moon-Signs/Aries', `/blog/${ARTICLE.category}/no-such-article`, '/moon-signs/aries.html', '/prerendered/index.html'])(
    '%s answers 404 with the Page Not Found page',
    async (address) => {
      const response = await page(address);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain('<h1 id="not-found-title">Page Not Found</h1>');
      expect(html).toContain('The page you&#x27;re looking for doesn&#x27;t exist or has been moved.');
      expect(html).toContain('Return to Home');
      expect(html).toContain('<title>Page not found | Moonwise</title>');
      expect(html).not.toContain('rel="canonical"');
    },
  );

  it('answers a request that does not accept HTML without a page', async () => {
    const response = await page('/no/such/page', 'application/json');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('Page Not Found');
  });

  it('answers a missing file with a plain 404, never a page', async () => {
    const response = await page('/assets/missing-chunk.js');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('Page Not Found');
  });
});

describe('a page of the site', () => {
  it.each(SAMPLE)('%s answers 200 with its own title', async (address) => {
    const response = await page(address);
    expect(response.status).toBe(200);
    const expected = SITE_PAGES.find((entry) => entry.path === address)!;
    expect(await response.text()).toContain(expected.title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').split(':')[0]);
  });

  it('answers an article’s other spelling with a move to its address, and a page with a query with its head for the browser', async () => {
    const moved = await page(`/blog/wrong-category/${ARTICLE.slug}`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(articlePath(ARTICLE));
    const withToken = await page('/free-moon-reading?token=abc');
    expect(withToken.status).toBe(200);
    const html = await withToken.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<link rel="canonical" href="https://moonwise.example/free-moon-reading" />');
  });

  it('carries Open Graph and Twitter card tags with an absolute 1200×630 picture', async () => {
    const html = await (await page('/moon-signs/aries')).text();
    const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
    expect(meta('og:title')).toBe('Moon in Aries | Moonwise');
    expect(meta('og:description')).toBe(SITE_PAGES.find((entry) => entry.path === '/moon-signs/aries')!.description);
    expect(meta('og:type')).toBe('website');
    expect(meta('og:url')).toBe('https://moonwise.example/moon-signs/aries');
    expect(meta('og:site_name')).toBe('Moonwise');
    expect(meta('og:image:width')).toBe('1200');
    expect(meta('og:image:height')).toBe('630');
    expect(meta('og:image:alt')).toContain('Moon in Aries');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:title')).toBe('Moon in Aries | Moonwise');
    const image = meta('og:image')!;
    expect(meta('twitter:image')).toBe(image);
    expect(image).toMatch(/^https:\/\/moonwise\.example\/assets\/link-previews\/moon-signs-aries-[0-9a-f]{12}\.png$/);
    const picture = await page(new URL(image).pathname, 'image/png');
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(picture.headers.get('cache-control')).toContain('immutable');
    expect(pngSize(Buffer.from(await picture.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    const article = await (await page(articlePath(ARTICLE))).text();
    expect(article).toContain('<meta property="og:type" content="article" />');
  });
});

describe('the installable app', () => {
  it('serves its manifest as JSON with what a phone needs to install it', async () => {
    const response = await page('/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as { icons: { src: string; sizes: string; type: string; purpose: string }[] } & Record<string, unknown>;
    expect(manifest).toMatchObject({ name: 'Moonwise', short_name: 'Moonwise', start_url: '/app', scope: '/', display: 'standalone' });
    expect(manifest.description).toEqual(expect.any(String));
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const file = await page(icon.src, 'image/png');
      expect(file.headers.get('content-type')).toBe('image/png');
      const side = Number(icon.sizes.split('x')[0]);
      expect(pngSize(Buffer.from(await file.arrayBuffer()))).toEqual({ width: side, height: side });
    }
  });

  it('serves its service worker as JavaScript the browser checks on every visit', async () => {
    const response = await page('/sw.js', '*/*');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('links the manifest from every page', async () => {
    for (const address of ['/', '/checkout', '/no/such/page']) expect(await (await page(address)).text()).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });
});
