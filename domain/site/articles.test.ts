import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BLOG_ARTICLES,
  type BlogArticle,
  ambiguousSpellings,
  articleJsonLd,
  articlePath,
  articlesInCategory,
  canonicalArticlePath,
  isSitePagePath,
  jsonLdScriptText,
  normaliseSlug,
  relatedArticles,
  resolveArticle,
} from './articles';
import { BLOG_CATEGORIES, SITE_PAGES, sitePage, sitemapXml } from './site-pages';

const articleArb = fc.constantFrom(...BLOG_ARTICLES);
const categoryArb = fc.oneof(fc.constantFrom(...BLOG_CATEGORIES.map(({ slug }) => slug)), fc.stringMatching(/^[a-z][a-z_-]{0,20}$/));

/** One character of a spelling, typed as a visitor or an old link might. */
const charVariantArb = (char: string): fc.Arbitrary<string> => {
  const percent = `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
  if (char === '-') return fc.constantFrom('-', '_', '%2D', '%5F', '%20', ' ', '--', '-_');
  if (/[a-z]/.test(char)) return fc.constantFrom(char, char.toUpperCase(), percent, `${char}\u0301`, `${char.toUpperCase()}\u0308`);
  return fc.constantFrom(char, percent);
};

/** Any slug or alias of an article, respelt character by character, maybe with a trailing slash. */
const spellingArb: fc.Arbitrary<{ article: BlogArticle; typed: string }> = articleArb.chain((article) =>
  fc
    .constantFrom(article.slug, ...article.aliases)
    .chain((spelling) => fc.tuple(fc.tuple(...[...spelling].map(charVariantArb)), fc.constantFrom('', '/', '//')))
    .map(([chars, tail]) => ({ article, typed: `${chars.join('')}${tail}` })),
);

const KNOWN_SPELLINGS = new Set(BLOG_ARTICLES.flatMap((article) => [article.slug, ...article.aliases].map(normaliseSlug)));

describe('the article index', () => {
  it('includes the law-of-attraction-beginners article in the beginners corner (§2)', () => {
    expect(resolveArticle('beginners-corner', 'law-of-attraction-beginners')).toMatchObject({ isCanonical: true, canonicalPath: '/blog/beginners-corner/law-of-attraction-beginners' });
  });

  it('has at least one article in every category', () => {
    for (const { slug } of BLOG_CATEGORIES) expect(articlesInCategory(slug).length).toBeGreaterThan(0);
  });

  it('gives every article a canonical slug already in normal form and real dates', () => {
    for (const article of BLOG_ARTICLES) {
      expect(normaliseSlug(article.slug)).toBe(article.slug);
      expect(article.published).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (article.updated !== undefined) expect(article.updated >= article.published).toBe(true);
    }
  });

  it('never lets one spelling lead to two articles', () => {
    expect(ambiguousSpellings()).toEqual([]);
    expect(ambiguousSpellings([...BLOG_ARTICLES, { ...BLOG_ARTICLES[0]!, category: 'moon-wisdom' }])).not.toEqual([]);
  });

  it('relates other articles, the index’s choice first, never the article itself', () => {
    for (const article of BLOG_ARTICLES) {
      const related = relatedArticles(article);
      expect(related.map(({ slug }) => slug).slice(0, article.related.length)).toEqual(article.related);
      expect(related.map(({ slug }) => slug)).not.toContain(article.slug);
      expect(new Set(related).size).toBe(related.length);
    }
    const [first, second] = BLOG_ARTICLES;
    expect(relatedArticles({ ...first!, related: [second!.slug] })[0]).toBe(second);
  });
});

describe('article spellings', () => {
  it('the canonical path of every article resolves to itself', () => {
    fc.assert(
      fc.property(articleArb, (article) => {
        const resolution = resolveArticle(article.category, article.slug);
        expect(resolution).toEqual({ article, canonicalPath: articlePath(article), isCanonical: true });
        expect(canonicalArticlePath(articlePath(article))).toBeNull();
      }),
    );
  });

  it('every alias resolves to the same canonical path, under any category', () => {
    fc.assert(
      fc.property(articleArb, categoryArb, (article, category) => {
        for (const alias of article.aliases) {
          expect(resolveArticle(category, alias)).toMatchObject({ canonicalPath: articlePath(article), isCanonical: false });
          expect(canonicalArticlePath(`/blog/${category}/${alias}`)).toBe(articlePath(article));
        }
      }),
    );
  });

  it('every spelling variant resolves to the same canonical path', () => {
    fc.assert(
      fc.property(spellingArb, categoryArb, ({ article, typed }, category) => {
        expect(resolveArticle(category, typed)?.canonicalPath).toBe(articlePath(article));
        const redirect = canonicalArticlePath(`/blog/${category}/${typed}`);
        expect(redirect).toBe(category === article.category && typed === article.slug ? null : articlePath(article));
      }),
    );
  });

  it('an article reached under the wrong category resolves to its canonical path', () => {
    fc.assert(
      fc.property(articleArb, categoryArb, (article, category) => {
        fc.pre(category !== article.category);
        expect(resolveArticle(category, article.slug)).toMatchObject({ canonicalPath: articlePath(article), isCanonical: false });
        expect(canonicalArticlePath(`/blog/${category}/${article.slug}`)).toBe(articlePath(article));
      }),
    );
  });

  it('unrelated slugs resolve to null', () => {
    const unrelatedArb = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.array(fc.constantFrom('zebra', 'quartz', 'violin', 'harbour', 'pepper', 'glacier', 'moon', 'law', 'money'), { minLength: 1, maxLength: 5 }).map((words) => words.join('-')),
    );
    fc.assert(
      fc.property(categoryArb, unrelatedArb, (category, slug) => {
        fc.pre(!KNOWN_SPELLINGS.has(normaliseSlug(slug)));
        expect(resolveArticle(category, slug)).toBeNull();
        expect(canonicalArticlePath(`/blog/${category}/${encodeURIComponent(slug)}`)).toBeNull();
      }),
    );
  });

  it('canonicalArticlePath is settled by one redirect: its answer needs no further redirect', () => {
    fc.assert(
      fc.property(spellingArb, categoryArb, ({ typed }, category) => {
        const target = canonicalArticlePath(`/blog/${category}/${typed}`);
        if (target !== null) expect(canonicalArticlePath(target)).toBeNull();
      }),
    );
  });

  it.each([
    ['beginners-corner', 'law-of-attraction-for-beginners'],
    ['beginners-corner', 'law_of_attraction_beginners'],
    ['beginners-corner', 'Law-Of-Attraction-Beginners'],
    ['beginners_corner', 'law%2Dof%2Dattraction%2Dbeginners'],
    ['moon-wisdom', 'law-of-attraction-beginners'],
    ['beginners-corner', 'láw-of-attráction-beginners'],
    ['beginners-corner', 'law-of-attraction-beginners/'],
  ])('shows the beginners article for /blog/%s/%s', (category, slug) => {
    expect(resolveArticle(category, slug)?.canonicalPath).toBe('/blog/beginners-corner/law-of-attraction-beginners');
  });

  it.each([
    ['/blog/beginners-corner/law-of-attraction-beginners/', '/blog/beginners-corner/law-of-attraction-beginners'],
    ['/blog/beginners-corner/law_of_attraction_beginners', '/blog/beginners-corner/law-of-attraction-beginners'],
    ['/Blog/Moon-Wisdom/Why-The-Moon-Has-Phases', '/blog/moon-wisdom/why-the-moon-has-phases'],
    ['/blog/moon-wisdom/moon%20phases%20explained', '/blog/moon-wisdom/why-the-moon-has-phases'],
  ])('redirects %s to %s', (from, to) => {
    expect(canonicalArticlePath(from)).toBe(to);
  });

  it.each(['/', '/blog', '/blog/moon-wisdom', '/blog/moon-wisdom/', '/blog/moon-wisdom/no-such-article', '/blog/a/b/c', '/moon-phases/full-moon', '/blog/moon-wisdom/%E0%A4%A'])(
    'leaves %s alone',
    (pathname) => {
      expect(canonicalArticlePath(pathname)).toBeNull();
    },
  );
});

describe('isSitePagePath', () => {
  const article = BLOG_ARTICLES[0]!;
  it.each(['/', '/moon-signs/aries', '/moon-signs/aries/', '/blog', '/free-moon-reading', '/report-library', articlePath(article), `/blog/wrong-category/${article.slug.toUpperCase()}`])(
    'knows %s',
    (pathname) => expect(isSitePagePath(pathname)).toBe(true),
  );
  it.each(['/nope', '/moon-signs/ophiuchus', '/Moon-Signs/Aries', '/blog/moon-wisdom/no-such-article', '/blog/a/b/c', '/manifest.webmanifest', '/moon-signs/aries.html'])(
    'does not know %s',
    (pathname) => expect(isSitePagePath(pathname)).toBe(false),
  );
});

describe('articles in the sitemaps', () => {
  it('lists every article at its canonical address and never an alias', () => {
    const xml = sitemapXml('https://moonwise.example');
    for (const article of BLOG_ARTICLES) {
      expect(xml).toContain(`<loc>https://moonwise.example${articlePath(article)}</loc>`);
      expect(sitePage(articlePath(article))).toMatchObject({ title: article.title, description: article.description, chrome: 'header-only', listed: true, section: 'Blog' });
      for (const alias of article.aliases) expect(xml).not.toContain(`/${alias}<`);
    }
    expect(SITE_PAGES.filter((page) => /^\/blog\/[^/]+\/[^/]+$/.test(page.path))).toHaveLength(BLOG_ARTICLES.length);
  });
});

describe('article JSON-LD', () => {
  it('names the article as a schema.org BlogPosting published by Moonwise', () => {
    fc.assert(
      fc.property(articleArb, fc.constantFrom('https://moonwise.example', 'https://moonwise.example/'), (article, siteUrl) => {
        const data = articleJsonLd(article, siteUrl, { wordCount: 600 });
        const url = `https://moonwise.example${articlePath(article)}`;
        expect(data).toMatchObject({
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: article.title,
          description: article.description,
          datePublished: article.published,
          dateModified: article.updated ?? article.published,
          author: { '@type': 'Organization', name: 'Moonwise' },
          publisher: { '@type': 'Organization', name: 'Moonwise' },
          mainEntityOfPage: { '@type': 'WebPage', '@id': url },
          wordCount: 600,
        });
        expect(typeof data.articleSection).toBe('string');
      }),
    );
  });

  it('script text round-trips through JSON.parse and never contains "<"', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string(), (value, text) => {
        const data = { value, text: `${text}</script><!--` };
        const script = jsonLdScriptText(data);
        expect(script).not.toContain('<');
        expect(JSON.parse(script)).toEqual(JSON.parse(JSON.stringify(data)));
      }),
    );
  });
});

describe('normaliseSlug', () => {
  it('is idempotent', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(normaliseSlug(normaliseSlug(text))).toBe(normaliseSlug(text));
      }),
    );
  });
});
