import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { prerenderedPages } from './prerendered-pages';
import { SITE_URL_PLACEHOLDER } from '../domain/site';
import { PRERENDERED_DIR, pageDocument } from './ui-build';

const SHELL = [
  '<html><head><title>Moonwise</title>',
  '<meta name="description" content="The site." />',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

const builtSite = () => {
  const uiDir = mkdtempSync(path.join(tmpdir(), 'moonwise-prerendered-'));
  mkdirSync(path.join(uiDir, PRERENDERED_DIR, 'moon-signs'), { recursive: true });
  const page = (pagePath: string, h1: string) => pageDocument(SHELL, pagePath, { html: `<h1>${h1}</h1>`, head: { title: `${h1} | Moonwise`, description: `About ${h1} & more` } });
  writeFileSync(path.join(uiDir, PRERENDERED_DIR, 'index.html'), page('/', 'Home'));
  writeFileSync(path.join(uiDir, PRERENDERED_DIR, 'moon-signs', 'aries.html'), page('/moon-signs/aries', 'Moon in Aries'));
  return uiDir;
};

describe('a pre-rendered page document', () => {
  it('holds the page in the root, its title and escaped description, and a canonical link to fill in', () => {
    const html = pageDocument(SHELL, '/moon-signs/aries', { html: '<h1>Aries</h1>', head: { title: 'Moon in Aries | Moonwise', description: 'Needs & "strengths"' } });
    expect(html).toContain('<div id="root"><h1>Aries</h1></div>');
    expect(html).toContain('<title>Moon in Aries | Moonwise</title>');
    expect(html).toContain('<meta name="description" content="Needs &amp; &quot;strengths&quot;"');
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL_PLACEHOLDER}/moon-signs/aries" />`);
  });

  it('adds link-preview tags with the picture’s absolute address, and none of the address for a page of no address', () => {
    const preview = { imagePath: '/assets/link-previews/aries-0123456789ab.png', alt: 'Aries on a night sky' };
    const html = pageDocument(SHELL, '/blog/moon-wisdom/x', { html: '', head: { title: 'X & Y | Moonwise', description: 'About X' } }, preview);
    expect(html).toContain('<meta property="og:title" content="X &amp; Y | Moonwise" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(`<meta property="og:url" content="${SITE_URL_PLACEHOLDER}/blog/moon-wisdom/x" />`);
    expect(html).toContain(`<meta property="og:image" content="${SITE_URL_PLACEHOLDER}/assets/link-previews/aries-0123456789ab.png" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const notFound = pageDocument(SHELL, null, { html: '<h1>Page Not Found</h1>', head: { title: 'Page not found | Moonwise', description: 'd' } }, preview);
    expect(notFound).not.toContain('og:url');
    expect(notFound).not.toContain('rel="canonical"');
  });

  it('keeps the shell’s title when the page reported none', () => {
    expect(pageDocument(SHELL, '/x', { html: '<p>x</p>', head: null })).toContain('<title>Moonwise</title>');
  });
});

describe('prerenderedPages', () => {
  const pageFor = prerenderedPages(builtSite(), 'https://moonwise.example/');

  it('finds a page by its address, with or without a trailing slash, the site’s address filled in', () => {
    const page = pageFor('/moon-signs/aries');
    expect(page).toContain('<h1>Moon in Aries</h1>');
    expect(page).toContain('<link rel="canonical" href="https://moonwise.example/moon-signs/aries" />');
    expect(pageFor('/moon-signs/aries/')).toBe(page);
    expect(pageFor('/')).toContain('<link rel="canonical" href="https://moonwise.example/" />');
  });

  it.each(['/moon-signs/leo', '/moon-signs/../index', '/Moon-Signs/Aries', '/moon-signs/aries.html', '/%2e%2e/etc', '//moon-signs'])(
    'has nothing for %s (the app shell renders it)',
    (pathname) => {
      expect(pageFor(pathname)).toBeNull();
    },
  );
});
