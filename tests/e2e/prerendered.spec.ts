import { expect, test } from '@playwright/test';
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
