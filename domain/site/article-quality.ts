import { sanitiseAssistantText } from '../kernel';
import { type BlogArticle, articleWordCount } from './articles';
import { sitePage } from './site-pages';

/**
 * The blog's quality gates (issue 16), pure so the content test, the CLI and a writer can run
 * them on one article: its length, its links, its honesty and its place in the index.
 */

export const ARTICLE_WORDS = { min: 900, max: 1600 } as const;
export const MIN_INTERNAL_LINKS = 3;
export const RELATED_COUNT = 3;
/** A description long enough to say something and short enough for a search result. */
export const DESCRIPTION_LENGTH = { min: 70, max: 170 } as const;

/** Internal link targets of a markdown body, without their #fragment. */
export const internalLinks = (markdown: string): string[] => [...markdown.matchAll(/\]\((\/[^)#\s]*)(#[^)\s]*)?\)/g)].map((match) => match[1] ?? '');

/**
 * What is wrong with one article, as sentences naming it (empty when it passes). `articles` is
 * the whole index, for the related slugs.
 */
export const articleProblems = (article: BlogArticle, markdown: string, articles: readonly BlogArticle[]): string[] => {
  const problems: string[] = [];
  const words = articleWordCount(markdown);
  if (words < ARTICLE_WORDS.min || words > ARTICLE_WORDS.max) problems.push(`has ${words} words, not ${ARTICLE_WORDS.min} to ${ARTICLE_WORDS.max}`);
  if (article.readingMinutes !== Math.ceil(words / 200)) problems.push(`gives ${article.readingMinutes} reading minutes for ${words} words (want ${Math.ceil(words / 200)})`);
  if (/^# /m.test(markdown)) problems.push('has its own h1 (the page gives the title)');
  if (!/^## /m.test(markdown)) problems.push('has no h2 sections');
  if (sanitiseAssistantText(markdown) !== markdown) problems.push('breaks the output rules (em dash, a percentage, a timing promise or a rare alignment)');
  if (/\bguarantee[ds]?\b/i.test(markdown)) problems.push('promises a guaranteed outcome');
  const links = internalLinks(markdown);
  if (new Set(links).size < MIN_INTERNAL_LINKS) problems.push(`links to ${new Set(links).size} internal pages, not ${MIN_INTERNAL_LINKS} or more`);
  for (const target of links) if (sitePage(target) === undefined) problems.push(`links to ${target}, which the site does not have`);
  const { min, max } = DESCRIPTION_LENGTH;
  if (article.description.length < min || article.description.length > max) problems.push(`has a description of ${article.description.length} characters, not ${min} to ${max}`);
  if (article.related.length !== RELATED_COUNT) problems.push(`relates ${article.related.length} articles, not ${RELATED_COUNT}`);
  for (const slug of article.related) {
    if (slug === article.slug) problems.push('relates itself');
    else if (!articles.some((other) => other.slug === slug)) problems.push(`relates ${slug}, which the index does not have`);
  }
  if (new Set(article.related).size !== article.related.length) problems.push('relates one article twice');
  return problems.map((problem) => `${article.slug} ${problem}`);
};

/** Runs of five words, lower case, punctuation and markup dropped: what two texts can share. */
export const fiveWordRuns = (markdown: string): Set<string> => {
  const words = markdown
    .replace(/\]\([^)]*\)/g, ']')
    .toLowerCase()
    .split(/[^\p{L}\p{N}’']+/u)
    .filter((word) => word.length > 0);
  const runs = new Set<string>();
  for (let i = 0; i + 5 <= words.length; i += 1) runs.add(words.slice(i, i + 5).join(' '));
  return runs;
};

/** The share of the smaller text's five-word runs that the other text also has, 0 to 1. */
export const sharedRunsShare = (a: Set<string>, b: Set<string>): number => {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return 0;
  let shared = 0;
  for (const run of small) if (large.has(run)) shared += 1;
  return shared / small.size;
};
