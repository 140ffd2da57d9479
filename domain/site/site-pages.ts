import { BLOG_ARTICLES } from '../../content/blog/articles';
import { DIAGNOSTIC_PREFIX, PAGES_AFTER_ARTICLES, PAGES_BEFORE_ARTICLES, page, type SitePage } from './page-table';
import { withoutTrailing } from '../kernel';

export * from './page-table';

/**
 * Every page of the site (§2) as data: the router, /sitemap.xml and /sitemap-html are
 * all made from this table, so none of them can miss a page.
 */
export const SITE_PAGES: readonly SitePage[] = [
  ...PAGES_BEFORE_ARTICLES,
  // Each article at its canonical address only; its alternate spellings are never listed.
  ...BLOG_ARTICLES.map(({ category, slug, title, description }) =>
    page(`/blog/${category}/${slug}`, title, description, { section: 'Blog', chrome: 'header-only' }),
  ),
  ...PAGES_AFTER_ARTICLES,
];

const byPath = new Map(SITE_PAGES.map((entry) => [entry.path, entry]));

/** The page a path shows (trailing slash ignored), or undefined for a path the site does not have. */
export const sitePage = (path: string): SitePage | undefined => byPath.get(path.length > 1 ? withoutTrailing(path, '/') : path);

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * /robots.txt: crawlers are welcome everywhere but the API, the per-visitor pages (links with
 * tokens) and the hidden diagnostic page, and are told where the sitemap is.
 */
export const robotsTxt = (siteUrl: string): string =>
  [
    'User-agent: *',
    'Disallow: /functions/',
    'Disallow: /rest/',
    'Disallow: /report-status',
    'Disallow: /checkout',
    'Disallow: /sandbox-checkout',
    `Disallow: ${DIAGNOSTIC_PREFIX}`,
    '',
    `Sitemap: ${withoutTrailing(siteUrl, '/')}/sitemap.xml`,
    '',
  ].join('\n');

/** /sitemap.xml for the listed pages, with absolute addresses on the given site. */
export const sitemapXml = (siteUrl: string, extraPaths: readonly string[] = []): string => {
  const base = withoutTrailing(siteUrl, '/');
  const paths = [...SITE_PAGES.filter((entry) => entry.listed).map((entry) => entry.path), ...extraPaths];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <url><loc>${escapeXml(`${base}${path}`)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
};
