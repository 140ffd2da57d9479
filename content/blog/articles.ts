import type { BLOG_CATEGORIES } from '../../domain/site';
import { ARTICLES as BEGINNERS_CORNER } from './index/beginners-corner';
import { ARTICLES as LOVE_RELATIONSHIPS } from './index/love-relationships';
import { ARTICLES as MANIFESTATION_MASTERY } from './index/manifestation-mastery';
import { ARTICLES as MONEY_ABUNDANCE } from './index/money-abundance';
import { ARTICLES as MOON_WISDOM } from './index/moon-wisdom';

/**
 * The blog's article index: pure data, importable by domain/, server/ and ui/, one file per
 * category under content/blog/index/. Each body is the markdown file content/blog/<slug>.md;
 * the page loads it on demand.
 */

export type BlogCategorySlug = (typeof BLOG_CATEGORIES)[number]['slug'];

export interface BlogArticle {
  /** The canonical slug: lower-case words joined by hyphens, unique across the blog. */
  slug: string;
  category: BlogCategorySlug;
  title: string;
  /** One or two sentences: the page description and the summary in article lists. */
  description: string;
  /** YYYY-MM-DD. */
  published: string;
  /** YYYY-MM-DD, when the text was revised after publication. */
  updated?: string;
  /** Minutes at about 200 words a minute. */
  readingMinutes: number;
  /** Other spellings of the slug that lead to this article (never listed in the sitemaps). */
  aliases: readonly string[];
  /** Slugs of the articles a reader of this one should read next (any category), in order. */
  related: readonly string[];
}

export const BLOG_ARTICLES: readonly BlogArticle[] = [...MANIFESTATION_MASTERY, ...MOON_WISDOM, ...LOVE_RELATIONSHIPS, ...MONEY_ABUNDANCE, ...BEGINNERS_CORNER];
