import { describe, expect, it } from 'vitest';
import { MOON_PHASES, ZODIAC_SIGNS } from '../sky';
import { SITE_PAGES, chromeFor, robotsTxt, sitePage, sitemapXml } from './site-pages';

describe('the site’s pages', () => {
  it('hold every route of §2 once', () => {
    const paths = SITE_PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of ['/', '/free-moon-reading', '/moon-phases', '/moon-signs', '/zodiac-signs', '/blog', '/contact', '/legal/privacy-policy', '/sitemap-html']) {
      expect(paths).toContain(path);
    }
    for (const phase of MOON_PHASES) expect(paths).toContain(`/moon-phases/${phase}`);
    for (const sign of ZODIAC_SIGNS) {
      expect(paths).toContain(`/moon-signs/${sign}`);
      expect(paths).toContain(`/zodiac-signs/${sign}`);
    }
  });

  it('show header and footer on most pages, only the header on legal pages, report-status and articles, and neither on the diagnostic page', () => {
    expect(chromeFor('/')).toBe('header-and-footer');
    expect(chromeFor('/moon-signs/leo')).toBe('header-and-footer');
    expect(chromeFor('/legal/disclaimer')).toBe('header-only');
    expect(chromeFor('/report-status')).toBe('header-only');
    expect(chromeFor('/blog/moon-wisdom/full-moon-release')).toBe('header-only');
    expect(chromeFor('/blog/moon-wisdom')).toBe('header-and-footer');
    expect(chromeFor('/diagnostic/abc')).toBe('none');
  });

  it('find a page with or without a trailing slash', () => {
    expect(sitePage('/moon-phases/')).toBe(sitePage('/moon-phases'));
  });

  it('list every listed page in sitemap.xml with absolute, escaped addresses, and no private one', () => {
    const xml = sitemapXml('https://moonwise.example/');
    expect(xml).toContain('<loc>https://moonwise.example/moon-phases/full-moon</loc>');
    expect(xml).not.toContain('/report-status');
    expect(xml.match(/<loc>/g)).toHaveLength(SITE_PAGES.filter((page) => page.listed).length);
    expect(sitemapXml('https://x.example', ['/blog/a&b'])).toContain('/blog/a&amp;b');
  });

  it('point crawlers to the sitemap and keep them off the API and the per-visitor pages, never off a listed page', () => {
    const robots = robotsTxt('https://moonwise.example/');
    expect(robots).toContain('Sitemap: https://moonwise.example/sitemap.xml');
    const disallowed = [...robots.matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1] ?? '');
    expect(disallowed).toEqual(expect.arrayContaining(['/functions/', '/rest/', '/diagnostic/']));
    for (const page of SITE_PAGES.filter((entry) => entry.listed)) {
      expect(disallowed.some((prefix) => page.path.startsWith(prefix))).toBe(false);
    }
  });
});
