import { BLOG_ARTICLES as ARTICLE_INDEX, type BlogArticle, type BlogCategorySlug, articlePath, latestArticles } from '../../../domain/site';

export type { BlogCategorySlug };

export interface BlogArticleSummary {
  slug: string;
  category: BlogCategorySlug;
  title: string;
  summary: string;
  /** YYYY-MM-DD. */
  published: string;
  readingMinutes: number;
  /** The article's canonical address. */
  path: string;
}

/** An article as the lists show it. */
export const articleSummary = (article: BlogArticle): BlogArticleSummary => ({
  slug: article.slug,
  category: article.category,
  title: article.title,
  summary: article.description,
  published: article.published,
  readingMinutes: article.readingMinutes,
  path: articlePath(article),
});

/** The published articles (content/blog), newest first, as the blog lists them. */
export const BLOG_ARTICLES: readonly BlogArticleSummary[] = latestArticles(ARTICLE_INDEX).map(articleSummary);

export const CATEGORY_INTROS: Record<BlogCategorySlug, string> = {
  'manifestation-mastery': 'Deeper techniques for setting intentions, scripting, visualisation and keeping a practice going through the whole lunar cycle.',
  'moon-wisdom': 'The Moon’s phases, signs and eclipses: what they are in the sky, and what they have meant to people across cultures.',
  'love-relationships': 'Your Moon sign in love, emotional needs, compatibility and intentions for the relationships that matter to you.',
  'money-abundance': 'A grounded take on abundance: intentions for work and money, gratitude, and practical steps, with no promises of riches.',
  'beginners-corner': 'New to manifestation or the Moon? Start here: plain explanations, first exercises and answers to common questions.',
};

export const articlesIn = (category: BlogCategorySlug): BlogArticleSummary[] => BLOG_ARTICLES.filter((article) => article.category === category);
