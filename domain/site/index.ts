/** Every page of the site as data (routes, sitemaps, header and footer), the blog’s articles, the quiz, the chunk-load error. */
export { BLOG_ARTICLES, articleJsonLd, articlePath, articleWordCount, canonicalArticlePath, categoryTitle, isSitePagePath, jsonLdScriptText, latestArticles, normaliseSlug, relatedArticles, resolveArticle } from './articles';
export type { BlogArticle, BlogCategorySlug } from './articles';
export { CHUNK_TIMEOUT_MS, ChunkLoadError, chunkAddressIn, isChunkLoadError } from './chunk-load-error';
export { SITE_DESCRIPTION, sitePageOtherThanArticle } from './page-table';
export { MAX_READINESS_SCORE, READINESS_QUESTIONS, readinessResult } from './quiz';
export type { QuizAnswers, ReadinessResult } from './quiz';
export { BLOG_CATEGORIES, LEGAL_PAGES, SITE_PAGES, SITE_URL_PLACEHOLDER, chromeFor, phaseName, robotsTxt, signName, sitePage, sitemapXml } from './site-pages';
export type { SitePage } from './site-pages';
export { ACCURACY, CONTACT_PATH, DATA_RIGHTS, REPORT_DELIVERY, REPORT_TERMS, type PolicyFacts } from './policies';
