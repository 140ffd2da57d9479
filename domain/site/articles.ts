import { BLOG_ARTICLES, type BlogArticle, type BlogCategorySlug } from '../../content/blog/articles';
import { BLOG_CATEGORIES, sitePage } from './site-pages';
import { withoutTrailing } from '../kernel';

/**
 * The blog's articles: the index, their one canonical address each, and the many spellings
 * visitors and old links use for them (§2: several alternate spellings of the same slugs
 * show the same article). Pure: the bodies are loaded by the UI, the redirects done by the server.
 */

export { BLOG_ARTICLES };
export type { BlogArticle, BlogCategorySlug };

export const PUBLISHER_NAME = 'Moonwise';

/** The one address an article is listed and linked under. */
export const articlePath = (article: Pick<BlogArticle, 'category' | 'slug'>): string => `/blog/${article.category}/${article.slug}`;

export const categoryTitle = (category: BlogCategorySlug): string => BLOG_CATEGORIES.find(({ slug }) => slug === category)?.title ?? category;

const newestFirst = (a: BlogArticle, b: BlogArticle): number => b.published.localeCompare(a.published) || a.title.localeCompare(b.title);

/** Every article, newest first. */
export const latestArticles = (articles: readonly BlogArticle[] = BLOG_ARTICLES): BlogArticle[] => [...articles].sort(newestFirst);

/** The articles of one category, newest first. */
export const articlesInCategory = (category: BlogCategorySlug, articles: readonly BlogArticle[] = BLOG_ARTICLES): BlogArticle[] =>
  latestArticles(articles.filter((article) => article.category === category));

/**
 * What to read next: the articles the index chose for this one, in its order, then (if it chose
 * fewer than `limit`) the newest others of its category.
 */
export const relatedArticles = (article: BlogArticle, limit = 3, articles: readonly BlogArticle[] = BLOG_ARTICLES): BlogArticle[] => {
  const chosen = article.related.flatMap((slug) => articles.filter((other) => other.slug === slug && other.slug !== article.slug));
  const sameCategory = articlesInCategory(article.category, articles).filter((other) => other.slug !== article.slug && !chosen.includes(other));
  return [...chosen, ...sameCategory].slice(0, limit);
};

/** %-decoding that keeps the text as typed when it is not valid %-encoding. */
const decodeLeniently = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * The form a slug is matched in: %-decoded, accents dropped, lower case, and every run of
 * other characters (underscores, spaces, dots, slashes, repeated hyphens) as one hyphen.
 * Also makes heading ids from heading text.
 */
export const normaliseSlug = (typed: string): string =>
  decodeLeniently(typed)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    // The line above leaves no two hyphens together, so one at each end is all there is to drop.
    .replace(/^-|-$/g, '');

/** Every known spelling (slug and aliases, normalised) to its article. */
const spellings = (articles: readonly BlogArticle[]): Map<string, BlogArticle> => {
  const bySpelling = new Map<string, BlogArticle>();
  for (const article of articles) {
    for (const spelling of [article.slug, ...article.aliases]) bySpelling.set(normaliseSlug(spelling), article);
  }
  return bySpelling;
};

const ARTICLE_SPELLINGS = spellings(BLOG_ARTICLES);

/** Spellings that lead to two different articles (must stay empty; the tests check it). */
export const ambiguousSpellings = (articles: readonly BlogArticle[] = BLOG_ARTICLES): string[] => {
  const owners = new Map<string, Set<string>>();
  for (const article of articles) {
    for (const spelling of [article.slug, ...article.aliases]) {
      const key = normaliseSlug(spelling);
      owners.set(key, (owners.get(key) ?? new Set()).add(articlePath(article)));
    }
  }
  return [...owners].filter(([, paths]) => paths.size > 1).map(([key]) => key);
};

export interface ArticleResolution {
  article: BlogArticle;
  canonicalPath: string;
  /** True only for the canonical category and slug exactly as listed. */
  isCanonical: boolean;
}

/**
 * The article a typed address shows, or null. The slug decides: any case, underscores or
 * hyphens, %-encoded, with accents, a trailing slash or a listed alias; an article reached
 * under the wrong category still resolves, to its canonical path.
 */
export const resolveArticle = (category: string, slugAsTyped: string): ArticleResolution | null => {
  const article = ARTICLE_SPELLINGS.get(normaliseSlug(slugAsTyped));
  if (article === undefined) return null;
  return { article, canonicalPath: articlePath(article), isCanonical: category === article.category && slugAsTyped === article.slug };
};

const ARTICLE_ADDRESS = /^\/blog\/([^/]+)\/([^/]+)\/*$/i;

/**
 * For the server's 301: the canonical path when `pathname` is another spelling of an
 * article's address, null when it already is the canonical path or is no article at all.
 */
export const canonicalArticlePath = (pathname: string): string | null => {
  const match = ARTICLE_ADDRESS.exec(pathname);
  if (match === null) return null;
  const resolution = resolveArticle(match[1] ?? '', match[2] ?? '');
  if (resolution === null || resolution.canonicalPath === pathname) return null;
  return resolution.canonicalPath;
};

/**
 * True when the site draws a page at `pathname` (§2), as the router decides it: a page of the
 * table (trailing slash ignored), or any spelling of an article's address. Everything else is the
 * Page Not Found page, which the server answers with status 404.
 */
export const isSitePagePath = (pathname: string): boolean => {
  if (sitePage(pathname) !== undefined) return true;
  const match = ARTICLE_ADDRESS.exec(pathname);
  return match !== null && resolveArticle(match[1] ?? '', match[2] ?? '') !== null;
};

/** Words a reader reads: link targets, markup and punctuation left out. */
export const articleWordCount = (markdown: string): number =>
  markdown
    .replace(/\]\([^)]*\)/g, ']')
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;

/** schema.org BlogPosting for an article page, with absolute addresses on the given site. */
export const articleJsonLd = (article: BlogArticle, siteUrl: string, extra: { wordCount?: number } = {}): Record<string, unknown> => {
  const base = withoutTrailing(siteUrl, '/');
  const url = `${base}${articlePath(article)}`;
  const organisation = { '@type': 'Organization', name: PUBLISHER_NAME, url: `${base}/` };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    datePublished: article.published,
    dateModified: article.updated ?? article.published,
    author: organisation,
    publisher: organisation,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    articleSection: categoryTitle(article.category),
    inLanguage: 'en',
    ...(extra.wordCount === undefined ? {} : { wordCount: extra.wordCount }),
  };
};

/** JSON for a <script type="application/ld+json">: no '<', so no text can close the script. */
export const jsonLdScriptText = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c');
