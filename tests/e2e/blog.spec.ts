import { expect, test } from '@playwright/test';
import { BLOG_ARTICLES, BLOG_CATEGORIES, articlePath, categoryTitle, latestArticles } from '../../domain/site';
import { watchConsoleErrors } from './support/console-errors';

const BEGINNERS = '/blog/beginners-corner/law-of-attraction-beginners';
const BEGINNERS_TITLE = 'The law of attraction for beginners: a grounded first month';

for (const article of BLOG_ARTICLES) {
  test(`${articlePath(article)} renders with its h1, the header only and JSON-LD naming it`, async ({ page }) => {
    const errors = watchConsoleErrors(page);
    await page.goto(articlePath(article));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(`${article.title} | Moonwise`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', article.description);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
    await expect(page.locator('footer.site-footer')).toHaveCount(0);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: categoryTitle(article.category) })).toHaveAttribute('href', `/blog/${article.category}`);
    await expect(page.locator('.article-body h2').first()).toBeVisible();
    await expect(page.locator(`.blog-article > svg.blog-cover[data-cover="${article.slug}"]`)).toBeVisible();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '') as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@type': 'BlogPosting',
      headline: article.title,
      datePublished: article.published,
      publisher: { '@type': 'Organization', name: 'Moonwise' },
      mainEntityOfPage: { '@id': expect.stringMatching(new RegExp(`^https?://[^/]+${articlePath(article)}$`)) },
    });
    expect(errors).toEqual([]);
  });
}

test('an alternate spelling lands on the canonical address with the same article, keeping the hash', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await page.goto('/blog/Beginners_Corner/law_of_attraction_for_beginners/#week-three-review-at-the-full-moon');
  await expect(page).toHaveURL(new RegExp(`${BEGINNERS}#week-three-review-at-the-full-moon$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(BEGINNERS_TITLE);
  await expect(page.getByRole('heading', { level: 3, name: 'Week three: review at the full moon' })).toBeInViewport();
  expect(errors).toEqual([]);
});

test('an article reached under the wrong category moves to its own category', async ({ page }) => {
  await page.goto('/blog/moon-wisdom/law-of-attraction-beginners');
  await expect(page).toHaveURL(new RegExp(`${BEGINNERS}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(BEGINNERS_TITLE);
});

test('an unknown article answers 404 and shows the not-found page', async ({ page }) => {
  expect((await page.goto('/blog/beginners-corner/no-such-article'))?.status()).toBe(404);
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
});

test('links in an article move within the site, and other sites open in a new tab', async ({ page }) => {
  await page.goto('/blog/moon-wisdom/why-the-moon-has-phases');
  const external = page.locator('.article-body').getByRole('link', { name: /NASA|the Moon’s phases/ });
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  await page.locator('.article-body').getByRole('link', { name: 'moon phases overview' }).click();
  await expect(page).toHaveURL(/\/moon-phases$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the blog home and the category list the article with its summary and date', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await page.goto('/blog');
  // The newest articles first, then each category's newest with a way to all of them.
  const [newest] = latestArticles();
  const latest = page.locator('.article-list').first();
  await expect(latest.getByRole('link').first()).toHaveAttribute('href', articlePath(newest!));
  await expect(latest.locator(`time[datetime="${newest!.published}"]`).first()).toBeVisible();
  const beginners = page.getByRole('region', { name: 'New in Beginners Corner' });
  await expect(beginners.getByRole('listitem')).toHaveCount(3);
  await beginners.getByRole('link', { name: /^All \d+ articles in Beginners Corner$/ }).click();
  await expect(page).toHaveURL(/\/blog\/beginners-corner$/);
  await expect(page.locator('time[datetime="2026-09-08"]')).toHaveText('8 September 2026');
  await expect(page.getByRole('link', { name: BEGINNERS_TITLE })).toHaveAttribute('href', BEGINNERS);
  await expect(page.getByText('What the law of attraction asks of you in plain words', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: BEGINNERS_TITLE }).click();
  await expect(page).toHaveURL(new RegExp(`${BEGINNERS}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(BEGINNERS_TITLE);
  expect(errors).toEqual([]);
});

test('the blog home and the category pages are cards, each with its cover art, title and summary', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/blog');
    const categories = page.locator('.blog-category-cards > li');
    await expect(categories).toHaveCount(BLOG_CATEGORIES.length);
    for (const card of await categories.all()) await expect(card.locator('svg.blog-cover[aria-hidden="true"]')).toHaveCount(1);
    const cards = page.locator('.article-cards > li');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) {
      const cover = card.locator('svg.blog-cover');
      await expect(cover).toHaveCount(1);
      // The cover sits above the title, the full width of the card.
      const [coverBox, titleBox, cardBox] = await Promise.all([cover.boundingBox(), card.getByRole('heading').boundingBox(), card.boundingBox()]);
      expect(coverBox!.y + coverBox!.height).toBeLessThanOrEqual(titleBox!.y + 1);
      expect(Math.abs(coverBox!.width - cardBox!.width)).toBeLessThan(3);
      // The title is not an underlined link in a list: a card, its title in the body text's colour.
      const title = card.getByRole('heading').getByRole('link');
      expect(await title.evaluate((link) => getComputedStyle(link).textDecorationLine)).toBe('none');
    }
  }
  await page.goto('/blog/money-abundance');
  await expect(page.locator('.blog-category-head svg.blog-cover[data-cover="money-abundance"]')).toBeVisible();
  const articles = page.locator('.article-cards > li');
  await expect(articles).toHaveCount(BLOG_ARTICLES.filter((article) => article.category === 'money-abundance').length);
  for (const card of await articles.all()) await expect(card.locator('svg.blog-cover')).toHaveCount(1);
  // A tap anywhere on the card opens its article.
  const first = articles.first();
  const href = await first.getByRole('link').getAttribute('href');
  const box = (await first.locator('svg.blog-cover').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('sitemap.xml and the HTML sitemap list every article at its canonical address, never an alias', async ({ page, request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const article of BLOG_ARTICLES) {
    expect(xml).toMatch(new RegExp(`<loc>[^<]*${articlePath(article)}</loc>`));
    for (const alias of article.aliases) expect(xml).not.toContain(`/${alias}</loc>`);
  }
  await page.goto('/sitemap-html');
  for (const article of BLOG_ARTICLES) {
    await expect(page.getByRole('main').locator(`a[href="${articlePath(article)}"]`)).toHaveCount(1);
  }
});
