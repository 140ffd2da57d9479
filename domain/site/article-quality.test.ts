import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ARTICLE_WORDS, articleProblems, fiveWordRuns, internalLinks, sharedRunsShare } from './article-quality';
import { BLOG_ARTICLES, type BlogArticle, articleWordCount } from './articles';
import { BLOG_CATEGORIES } from './site-pages';

/** The blog's content gates (issue 16), one case per article so a writer can run just theirs. */

const bodyOf = (article: BlogArticle): string => readFileSync(fileURLToPath(new URL(`../../content/blog/${article.slug}.md`, import.meta.url)), 'utf8');

/** The most two articles may share of their five-word runs. */
const MAX_SHARED_RUNS = 0.1;

describe('every article', () => {
  it.each(BLOG_ARTICLES.map((article) => [article.slug, article] as const))('%s passes the gates', (_slug, article) => {
    expect(articleProblems(article, bodyOf(article), BLOG_ARTICLES)).toEqual([]);
  });
});

describe('the article library', () => {
  it('has at least 68 articles, 10 or more in each category', () => {
    expect(BLOG_ARTICLES.length).toBeGreaterThanOrEqual(68);
    for (const { slug } of BLOG_CATEGORIES) expect(BLOG_ARTICLES.filter((article) => article.category === slug).length, slug).toBeGreaterThanOrEqual(10);
  });

  it('gives every article its own title and description', () => {
    const titles = BLOG_ARTICLES.map((article) => article.title.toLowerCase());
    const descriptions = BLOG_ARTICLES.map((article) => article.description.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it(`keeps any two articles under ${MAX_SHARED_RUNS * 100} in 100 shared five-word runs`, () => {
    const runs = BLOG_ARTICLES.map((article) => ({ slug: article.slug, runs: fiveWordRuns(bodyOf(article)) }));
    const tooClose: string[] = [];
    for (const [i, a] of runs.entries()) {
      for (const b of runs.slice(i + 1)) {
        const share = sharedRunsShare(a.runs, b.runs);
        if (share >= MAX_SHARED_RUNS) tooClose.push(`${a.slug} and ${b.slug} share ${(share * 100).toFixed(1)} in 100`);
      }
    }
    expect(tooClose).toEqual([]);
  });
});

describe('the gates themselves', () => {
  const article = BLOG_ARTICLES[0]!;
  const sentence = 'The Moon turns a quiet page each night and we write one honest line beside it. ';
  const longEnough = (extra: string) => `## A heading\n\n${sentence.repeat(Math.ceil(ARTICLE_WORDS.min / 16) + 1)}${extra}`;
  const links = '[reading](/free-moon-reading) [phase](/moon-phases/full-moon) [sign](/moon-signs/leo)';
  const others = BLOG_ARTICLES.filter((other) => other.slug !== article.slug).slice(0, 3);
  const fitting = { ...article, readingMinutes: Math.ceil(articleWordCount(longEnough(links)) / 200), related: others.map((other) => other.slug) };

  it('pass a fitting article', () => {
    expect(articleProblems(fitting, longEnough(links), BLOG_ARTICLES)).toEqual([]);
  });

  it('catch a short body, an em dash, a percentage, a promise, a dead link and too few links', () => {
    const problems = (markdown: string) => articleProblems(fitting, markdown, BLOG_ARTICLES).join('\n');
    expect(problems(`## Short\n\n${links}`)).toMatch(/words, not 900 to 1600/);
    expect(problems(longEnough(`${links} calm\u2014and`))).toMatch(/output rules/);
    expect(problems(longEnough(`${links} 90% of people`))).toMatch(/output rules/);
    expect(problems(longEnough(`${links} results within 3 days`))).toMatch(/output rules/);
    expect(problems(longEnough(`${links} guaranteed results`))).toMatch(/guaranteed/);
    expect(problems(longEnough(`${links} [gone](/no-such-page)`))).toMatch(/\/no-such-page, which the site does not have/);
    expect(problems(longEnough('[reading](/free-moon-reading) [again](/free-moon-reading)'))).toMatch(/links to 1 internal pages/);
    expect(articleProblems({ ...fitting, related: [fitting.slug, 'nowhere'] }, longEnough(links), BLOG_ARTICLES).join('\n')).toMatch(
      /relates 2 articles[\s\S]*relates itself[\s\S]*relates nowhere/,
    );
  });

  it('find links with and without fragments', () => {
    expect(internalLinks('[a](/manifestation-exercises#rest-and-listen) [b](https://example.com/x) [c](/moon-signs)')).toEqual(['/manifestation-exercises', '/moon-signs']);
  });

  it('measure shared five-word runs from 0 to 1', () => {
    const a = fiveWordRuns('one two three four five six seven');
    expect(sharedRunsShare(a, a)).toBe(1);
    expect(sharedRunsShare(a, fiveWordRuns('eight nine ten eleven twelve'))).toBe(0);
    expect(sharedRunsShare(a, fiveWordRuns('One, two; three four five!'))).toBe(1);
  });
});
