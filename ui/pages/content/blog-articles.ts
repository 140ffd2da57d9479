import type { BLOG_CATEGORIES } from '../../../domain/site/site-pages';

export type BlogCategorySlug = (typeof BLOG_CATEGORIES)[number]['slug'];

export interface BlogArticleSummary {
  slug: string;
  category: BlogCategorySlug;
  title: string;
  summary: string;
  /** YYYY-MM-DD. */
  published: string;
}

/**
 * The published articles. The article texts arrive with a later issue; until then the blog
 * and its categories list none and show their empty state.
 */
export const BLOG_ARTICLES: readonly BlogArticleSummary[] = [];

export const CATEGORY_INTROS: Record<BlogCategorySlug, string> = {
  'manifestation-mastery': 'Deeper techniques for setting intentions, scripting, visualisation and keeping a practice going through the whole lunar cycle.',
  'moon-wisdom': 'The Moon’s phases, signs and eclipses: what they are in the sky, and what they have meant to people across cultures.',
  'love-relationships': 'Your Moon sign in love, emotional needs, compatibility and intentions for the relationships that matter to you.',
  'money-abundance': 'A grounded take on abundance: intentions for work and money, gratitude, and practical steps, with no promises of riches.',
  'beginners-corner': 'New to manifestation or the Moon? Start here: plain explanations, first exercises and answers to common questions.',
};

export const articlesIn = (category: BlogCategorySlug): BlogArticleSummary[] => BLOG_ARTICLES.filter((article) => article.category === category);
