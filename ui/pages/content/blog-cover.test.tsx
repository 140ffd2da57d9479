// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BLOG_ARTICLES, BLOG_CATEGORIES, articlePath } from '../../../domain/site';
import { CONSTELLATIONS } from '../../../domain/sky';
import { BlogCover, CATEGORY_MOTIFS, COVER_HEIGHT, COVER_WIDTH, hashOf, starfield } from './blog-cover';
import { BlogCategoryPage, BlogHomePage } from './blog-page';

afterEach(cleanup);

/** The cover's markup, without the id React gives its glow (which differs from render to render). */
const cover = (seed: string, category: (typeof BLOG_CATEGORIES)[number]['slug']) => {
  const { container } = render(<BlogCover seed={seed} category={category} />);
  const markup = container.innerHTML.replace(/cover_r_[0-9a-z]+_/g, 'cover-id');
  cleanup();
  return markup;
};

describe('a blog cover', () => {
  it('is the same picture for the same slug, and another for another slug', () => {
    const [first, second] = BLOG_ARTICLES;
    expect(cover(first!.slug, first!.category)).toBe(cover(first!.slug, first!.category));
    expect(cover(first!.slug, first!.category)).not.toBe(cover(second!.slug, first!.category));
  });

  it('gives every article a sky of its own', () => {
    const skies = new Set(BLOG_ARTICLES.map((article) => JSON.stringify(starfield(article.slug))));
    expect(skies.size).toBe(BLOG_ARTICLES.length);
  });

  it('keeps every star of the field inside the picture, for any seed', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const stars = starfield(seed);
        expect(stars).toHaveLength(36);
        for (const { x, y, r, o } of stars) {
          expect(x - r).toBeGreaterThanOrEqual(-0.1);
          expect(y - r).toBeGreaterThanOrEqual(-0.1);
          expect(x + r).toBeLessThanOrEqual(COVER_WIDTH + 0.1);
          expect(y + r).toBeLessThanOrEqual(COVER_HEIGHT + 0.1);
          expect(o).toBeGreaterThan(0);
          expect(o).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('spreads slugs across the hash, so the motifs vary', () => {
    const hashes = BLOG_ARTICLES.map(({ slug }) => hashOf(slug) % 4);
    expect(new Set(hashes).size).toBe(4);
  });

  it('draws the category’s motif: a constellation from the real stars for love and money, Moons for the others', () => {
    // Two articles of each category: rendering all seventy takes jsdom too long.
    const sample = BLOG_CATEGORIES.flatMap(({ slug }) => BLOG_ARTICLES.filter((article) => article.category === slug).slice(0, 2));
    expect(sample).toHaveLength(2 * BLOG_CATEGORIES.length);
    for (const article of sample) {
      const { container } = render(<BlogCover seed={article.slug} category={article.category} />);
      const svg = container.querySelector('svg')!;
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      const motif = CATEGORY_MOTIFS[article.category];
      const figure = svg.querySelector('[data-constellation]');
      if (motif.kind === 'constellation') {
        const name = figure?.getAttribute('data-constellation');
        expect(motif.signs.map((sign) => CONSTELLATIONS[sign].name)).toContain(name);
        expect(svg.querySelectorAll('.blog-cover-line').length).toBeGreaterThan(2);
      } else {
        expect(figure).toBeNull();
        expect(svg.querySelectorAll('.blog-cover-moon-dark').length).toBe(motif.kind === 'moon' ? 1 : 5);
      }
      cleanup();
    }
  });
});

describe('the blog as cards', () => {
  it('shows each category as a card with its cover, and the newest articles as cards with covers', () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/blog']}>
        <BlogHomePage />
      </MemoryRouter>,
    );
    const categoryCards = container.querySelectorAll('.blog-category-cards > li');
    expect([...categoryCards].map((card) => card.querySelector('svg.blog-cover')?.getAttribute('data-cover'))).toEqual(
      BLOG_CATEGORIES.map(({ slug }) => slug),
    );
    const articleCards = container.querySelectorAll('.article-cards > li');
    expect(articleCards.length).toBeGreaterThan(0);
    for (const card of articleCards) {
      const link = card.querySelector('a')!;
      const article = BLOG_ARTICLES.find((entry) => articlePath(entry) === link.getAttribute('href'))!;
      expect(card.querySelector('svg.blog-cover')?.getAttribute('data-cover')).toBe(article.slug);
    }
  });

  it('gives a category page its cover and a card with a cover for each of its articles', () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/blog/moon-wisdom']}>
        <BlogCategoryPage />
      </MemoryRouter>,
    );
    expect(container.querySelector('.blog-category-head svg.blog-cover')?.getAttribute('data-cover')).toBe('moon-wisdom');
    const cards = container.querySelectorAll('.article-cards > li');
    expect(cards).toHaveLength(BLOG_ARTICLES.filter((article) => article.category === 'moon-wisdom').length);
    for (const card of cards) expect(card.querySelector('svg.blog-cover')).not.toBeNull();
  });
});
