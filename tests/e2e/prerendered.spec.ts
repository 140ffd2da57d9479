import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BLOG_ARTICLES, articlePath } from '../../domain/site';
import { watchConsoleErrors } from './support/console-errors';

// Crawlers and visitors without JavaScript: content pages arrive as HTML.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, heading, title] of [
    ['/', /Work with the Moon/, /^Moonwise: /],
    ['/moon-signs/aries', /Aries/, 'Moon in Aries | Moonwise'],
    ['/moon-phases/full-moon', /Full Moon/, 'Full Moon: meaning and practice | Moonwise'],
    ['/legal/privacy-policy', /Privacy/, /Privacy Policy \| Moonwise/],
    ['/manifestation', /Manifest/, /Manifestation \| Moonwise/],
    ['/free-moon-reading', 'Your free moon reading', 'Your free moon reading | Moonwise'],
  ] as const) {
    test(`${path} shows its heading, text, title and canonical address`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(title);
      expect((await page.locator('main').innerText()).length).toBeGreaterThan(300);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toMatch(new RegExp(`^https?://[^/]+${path === '/' ? '/$' : `${path}$`}`));
    });
  }

  test('the reading form’s page arrives without its fields, which would lose what is typed before the app runs', async ({ page }) => {
    await page.goto('/free-moon-reading');
    await expect(page.getByRole('status')).toHaveText('Loading the form...');
    await expect(page.getByRole('textbox')).toHaveCount(0);
  });

  test('the header and footer links are plain links that work', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Moon Phases' }).click();
    await expect(page).toHaveURL(/\/moon-phases$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/phases/i);
  });
});

test('a pre-rendered page hydrates without console errors and then navigates in the app', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents += 1;
  });
  await page.goto('/moon-signs/aries');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Aries');
  await page.waitForLoadState('networkidle');
  const documentsBefore = documents;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Moon Phases' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/phases/i);
  expect(errors).toEqual([]);
  // The hydrated router took the click: no new document was requested.
  expect(documents).toBe(documentsBefore);
});

test('a page with a query is rendered in the browser (what it shows may depend on the query)', async ({ page }) => {
  const response = await page.goto('/moon-signs/aries?utm_source=newsletter');
  expect(await response?.text()).toContain('<div id="root"></div>');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Aries');
});

test('another spelling of an article moves permanently to its one canonical address', async ({ request }) => {
  const response = await request.get('/blog/beginners-corner/Law_Of_Attraction_Beginners/?ref=mail', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/blog/beginners-corner/law-of-attraction-beginners?ref=mail');
  const canonical = await request.get('/blog/beginners-corner/law-of-attraction-beginners', { maxRedirects: 0 });
  expect(canonical.status()).toBe(200);
  expect(await canonical.text()).toContain('application/ld+json');
});

/** The words of a markdown block as a reader sees them: link targets, markup and list marks dropped. */
const markdownBlocks = (markdown: string): string[] =>
  markdown
    .split(/\n\s*\n/)
    .flatMap((block) => block.split(/\n(?=\s*(?:[-*] |\d+\. |#))/))
    .map((block) =>
      block
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/^\s*(?:#{1,6} |[-*] |\d+\. |> )/gm, '')
        .replace(/[*_`]/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((text) => text.length > 0);

/** The text of an HTML page: scripts and tags dropped, entities read, spaces collapsed. */
const htmlText = (html: string): string =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    // What only a screen reader hears, such as '(opens in a new tab)' after an outside link.
    .replace(/<span class="visually-hidden">[^<]*<\/span>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

test('every article arrives as HTML with its h1 and its whole text, as a crawler reads it', async ({ request }) => {
  for (const article of BLOG_ARTICLES) {
    const response = await request.get(articlePath(article), { maxRedirects: 0 });
    expect(response.status(), article.slug).toBe(200);
    const html = await response.text();
    expect(html, article.slug).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(htmlEscape(article.title))}</h1>`));
    const text = htmlText(html);
    for (const block of markdownBlocks(readFileSync(path.join('content', 'blog', `${article.slug}.md`), 'utf8'))) {
      expect(text.includes(block), `${article.slug}: "${block.slice(0, 60)}…"`).toBe(true);
    }
  }
});

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const htmlEscape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
