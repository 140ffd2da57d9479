// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BLOG_ARTICLES, articlePath, relatedArticles } from '../../../domain/site';
import { BlogArticlePage } from './blog-article-page';

const BEGINNERS = '/blog/beginners-corner/law-of-attraction-beginners';
const BEGINNERS_ARTICLE = BLOG_ARTICLES.find(({ slug }) => slug === 'law-of-attraction-beginners')!;

/** Renders at an address and waits for the article body (it suspends until its chunk is in). */
const renderAt = async (entry: string) => {
  const router = createMemoryRouter(
    [
      { path: '/blog/:category/:slug', element: <BlogArticlePage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [entry] },
  );
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
};

const jsonLdOf = (): Record<string, unknown> => {
  const script = document.querySelector('script[type="application/ld+json"]');
  expect(script).not.toBeNull();
  return JSON.parse(script?.textContent ?? '') as Record<string, unknown>;
};

afterEach(cleanup);

describe('the blog article page', () => {
  it('shows the article with breadcrumbs, its dates, reading time and its body', async () => {
    await renderAt(BEGINNERS);
    await screen.findByRole('heading', { level: 2, name: 'Why the Moon helps' }, { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 1, name: 'The law of attraction for beginners: a grounded first month' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
    expect(within(crumbs).getByRole('link', { name: 'Beginners Corner' }).getAttribute('href')).toBe('/blog/beginners-corner');
    expect(within(crumbs).getByText('The law of attraction for beginners: a grounded first month').getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('8 September 2026').getAttribute('datetime')).toBe('2026-09-08');
    expect(screen.getByText('24 November 2026').getAttribute('datetime')).toBe('2026-11-24');
    expect(screen.getByText(/Published/).closest('p')?.textContent).toContain(`${BEGINNERS_ARTICLE.readingMinutes} min read`);
    expect(await screen.findByRole('heading', { level: 2, name: 'What the law of attraction actually asks of you' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('The law of attraction for beginners: a grounded first month | Moonwise');
    // Its cover, drawn from its slug: decoration beside the title that names it.
    const cover = document.querySelector('.blog-article > svg.blog-cover');
    expect(cover?.getAttribute('data-cover')).toBe('law-of-attraction-beginners');
    expect(cover?.getAttribute('aria-hidden')).toBe('true');
  });

  it('gives body headings ids so a hash can reach them', async () => {
    await renderAt(BEGINNERS);
    const heading = await screen.findByRole('heading', { level: 3, name: 'Week one: name one intention' });
    expect(heading.id).toBe('week-one-name-one-intention');
  });

  it('links inside the site in place and opens other sites in a new tab, safely', async () => {
    await renderAt('/blog/moon-wisdom/why-the-moon-has-phases');
    const internal = await screen.findByRole('link', { name: 'moon phases overview' });
    expect(internal.getAttribute('href')).toBe('/moon-phases');
    expect(internal.getAttribute('target')).toBeNull();
    const external = screen.getByRole('link', { name: /^the Moon’s phases/ });
    expect(external.textContent).toBe('the Moon’s phases (opens in a new tab)');
    expect(external.getAttribute('href')).toBe('https://science.nasa.gov/moon/moon-phases/');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('describes itself in JSON-LD as a BlogPosting by Moonwise, with its word count once loaded', async () => {
    await renderAt(BEGINNERS);
    await screen.findByRole('heading', { level: 2, name: 'Why the Moon helps' });
    expect(jsonLdOf()).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'The law of attraction for beginners: a grounded first month',
      datePublished: '2026-09-08',
      dateModified: '2026-11-24',
      author: { '@type': 'Organization', name: 'Moonwise' },
      publisher: { '@type': 'Organization', name: 'Moonwise' },
      articleSection: 'Beginners Corner',
      mainEntityOfPage: { '@id': `${window.location.origin}${BEGINNERS}` },
    });
    expect(jsonLdOf().wordCount).toEqual(expect.any(Number));
  });

  it('ends with the articles the index chose to read next, and its category', async () => {
    await renderAt(BEGINNERS);
    const more = screen.getByRole('region', { name: 'Read next' });
    const next = within(more).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(next).toEqual([...relatedArticles(BEGINNERS_ARTICLE).map(articlePath), '/blog/beginners-corner']);
    expect(next).not.toContain(BEGINNERS);
    expect(within(more).getByRole('link', { name: 'Beginners Corner' }).getAttribute('href')).toBe('/blog/beginners-corner');
    expect(within(more).getByRole('link', { name: 'Your first new moon intention, step by step' }).getAttribute('href')).toBe('/blog/beginners-corner/first-new-moon-intention');
    expect(within(more).queryByRole('link', { name: /law of attraction for beginners/ })).toBeNull();
    await screen.findByRole('heading', { level: 2, name: 'Why the Moon helps' });
  });

  it('replaces an alternate spelling with the canonical address, keeping the hash', async () => {
    const router = await renderAt('/blog/Beginners_Corner/law_of_attraction_for_beginners?ref=old#week-one-name-one-intention');
    expect(await screen.findByRole('heading', { level: 1, name: 'The law of attraction for beginners: a grounded first month' })).toBeTruthy();
    expect(router.state.location).toMatchObject({ pathname: BEGINNERS, search: '?ref=old', hash: '#week-one-name-one-intention' });
    expect(router.state.historyAction).toBe('REPLACE');
    await screen.findByRole('heading', { level: 2, name: 'Why the Moon helps' });
  });

  it('takes the site address for the JSON-LD from the page’s canonical link', async () => {
    const canonical = document.createElement('link');
    canonical.rel = 'canonical';
    canonical.href = `https://moonwise.example${BEGINNERS}`;
    document.head.append(canonical);
    try {
      await renderAt(BEGINNERS);
      await screen.findByRole('heading', { level: 2, name: 'Why the Moon helps' });
      expect(jsonLdOf()).toMatchObject({ mainEntityOfPage: { '@id': `https://moonwise.example${BEGINNERS}` }, url: `https://moonwise.example${BEGINNERS}` });
    } finally {
      canonical.remove();
    }
  });

  it('shows the not-found page for a slug that is no article', async () => {
    await renderAt('/blog/beginners-corner/no-such-article');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText("The page you're looking for doesn't exist or has been moved.")).toBeTruthy();
  });
});
