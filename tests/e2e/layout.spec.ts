import { expect, test } from '@playwright/test';

test('the footer shows the spec’s quick links, resources and legal links, the year and social links in new tabs', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer.site-footer');
  await expect(footer.getByRole('navigation', { name: 'Quick links' }).getByRole('link')).toHaveText([
    'Home',
    'Free Moon Reading',
    'Try App',
    'Moon Signs',
    'Manifestation',
    'Blog',
    'Contact',
  ]);
  const resources = footer.getByRole('navigation', { name: 'Resources' }).getByRole('link');
  await expect(resources).toHaveText(['Moon Phases', 'Manifestation Exercises', 'Zodiac Signs', 'Law of Attraction', 'Accuracy', 'Support', 'Sitemap']);
  await expect(resources.last()).toHaveAttribute('href', '/sitemap.xml');
  // The four legal pages, then where a visitor downloads or deletes their data.
  await expect(footer.getByRole('navigation', { name: 'Legal' }).getByRole('link')).toHaveText([
    'Terms and Conditions',
    'Privacy Policy',
    'Cookie Policy',
    'Disclaimer',
    'Your data',
  ]);
  await expect(footer.getByRole('link', { name: 'Your data' })).toHaveAttribute('href', '/your-data');
  await expect(footer.getByText(`© ${new Date().getFullYear()} Moonwise`)).toBeVisible();
  for (const name of ['Facebook', 'Instagram', 'TikTok']) {
    await expect(footer.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('target', '_blank');
  }
});

test('sitemap.xml lists the site’s pages with absolute addresses', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  expect(xml).toContain('/moon-phases/full-moon</loc>');
  expect(xml).toMatch(/<loc>https?:\/\//);
});

test('a navigation starts at the top of the page, and the title and description follow the page', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator('footer.site-footer').getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  // The URL changes as the new page commits; the scroll follows in the effect after it.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveTitle('Contact us | Moonwise');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /write to us/);
});

test('each page a visitor opens is recorded as a page visit', async ({ page }) => {
  const recorded = page.waitForRequest((request) => request.url().endsWith('/rest/v1/page_visits') && request.method() === 'POST');
  await page.goto('/moon-phases');
  const request = await recorded;
  expect(request.postDataJSON()).toMatchObject({ page_url: '/moon-phases' });
  expect((await request.response())?.status()).toBe(201);
});
