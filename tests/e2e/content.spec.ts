import { expect, test } from '@playwright/test';
import { DEFAULT_ZONEINFO_DIR, systemZoneRules } from '../../adapters/zone-rules';
import { E2E_DIAGNOSTIC_ID } from '../browser';
import { BLOG_CATEGORIES, LEGAL_PAGES, SITE_PAGES, chromeFor, sitePage } from '../../domain/site';
import { watchConsoleErrors } from './support/console-errors';

/** The content routes this part of the site serves, each with its h1. */
const CONTENT_ROUTES: readonly { path: string; h1: string | RegExp }[] = [
  { path: '/manifestation', h1: 'Manifestation with the Moon' },
  { path: '/manifestation-exercises', h1: 'Manifestation exercises for every phase' },
  { path: '/law-of-attraction', h1: 'The law of attraction, without the hype' },
  { path: '/app', h1: 'Five minutes a day with the Moon' },
  { path: '/contact', h1: 'Write to us' },
  ...LEGAL_PAGES.map(({ slug, title }) => ({ path: `/legal/${slug}`, h1: title })),
  { path: '/blog', h1: 'The Moonwise blog' },
  ...BLOG_CATEGORIES.map(({ slug, title }) => ({ path: `/blog/${slug}`, h1: title })),
  { path: '/sitemap-html', h1: 'Sitemap' },
  { path: '/report-library', h1: 'Your report library' },
  { path: '/report-status', h1: 'Report status' },
  { path: '/test-lunar-report', h1: 'Sample lunar report' },
];

for (const { path, h1 } of CONTENT_ROUTES) {
  test(`${path} renders its heading and title, with header and footer as the spec says`, async ({ page }) => {
    const errors = watchConsoleErrors(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(`${sitePage(path)?.title ?? ''} | Moonwise`);
    const chrome = chromeFor(path);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(chrome === 'none' ? 0 : 1);
    await expect(page.locator('footer.site-footer')).toHaveCount(chrome === 'header-and-footer' ? 1 : 0);
    expect(errors).toEqual([]);
  });
}

test('the legal pages show the header only, and the privacy policy says what is kept and how to get a copy or delete it', async ({ page }) => {
  await page.goto('/legal/privacy-policy');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.locator('footer.site-footer')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Get a copy of your data, or delete it' })).toBeVisible();
  for (const kind of ['Your profile', 'Your readings', 'Chat messages', 'Analytics', 'Emails we send you']) {
    await expect(page.getByRole('rowheader', { name: kind })).toBeVisible();
  }
  await page.getByRole('link', { name: 'your data', exact: true }).click();
  await expect(page).toHaveURL(/\/your-data$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'contact page' }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('the contact form explains what is wrong, then sends and says thank you', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await page.goto('/contact');
  await page.getByLabel('Your email').fill('not-an-email');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please tell us your name.')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address, so we can reply.')).toBeVisible();
  await expect(page.getByText('Please write a little more: at least 10 characters.')).toBeVisible();
  await expect(page.getByLabel('Your name')).toBeFocused();

  await page.getByLabel('Your name').fill('Ana Silva');
  await page.getByLabel('Your email').fill(`ana.${Date.now()}@example.com`);
  await page.getByLabel('Your message').fill('How is my Moon sign worked out when I do not know my birth time?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, Ana' })).toBeVisible();
  await expect(page.getByText('Your message is with the Moonwise team')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a blog category lists its articles and leads to the guides', async ({ page }) => {
  await page.goto('/blog/moon-wisdom');
  await expect(page.locator('main a[href="/blog/moon-wisdom/why-the-moon-has-phases"]')).toBeVisible();
  await page.getByRole('navigation', { name: 'Read the guides' }).getByRole('link', { name: 'The eight moon phases' }).click();
  await expect(page).toHaveURL(/\/moon-phases$/);
});

test('the blog home links every category', async ({ page }) => {
  await page.goto('/blog');
  for (const { slug, title } of BLOG_CATEGORIES) {
    await expect(page.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', `/blog/${slug}`);
  }
});

test('the HTML sitemap lists every listed page of the route table, by section', async ({ page }) => {
  await page.goto('/sitemap-html');
  const main = page.getByRole('main');
  const listed = SITE_PAGES.filter((entry) => entry.listed);
  await expect(main.locator('section a')).toHaveCount(listed.length);
  for (const entry of listed) {
    await expect(main.locator(`section a[href="${entry.path}"]`)).toHaveCount(1);
  }
  await expect(main.getByRole('heading', { level: 2, name: 'Moon phases' })).toBeVisible();
});

test('the report pages say honestly that no reports are found for a link', async ({ page }) => {
  await page.goto('/report-library?token=abc123');
  await expect(page.getByRole('heading', { name: 'No reports are found for this link' })).toBeVisible();
  await page.goto('/report-status?token=abc123&profileId=p&sessionId=s');
  await expect(page.getByRole('heading', { name: 'No reports are found for this link' })).toBeVisible();
  await expect(page.locator('footer.site-footer')).toHaveCount(0);
});

test('the sample lunar report shows computed sections for its example date', async ({ page }) => {
  await page.goto('/test-lunar-report');
  await expect(page.getByRole('heading', { name: 'The Moon on the example date' })).toBeVisible();
  // A header row, then the eight phases from this new moon and the next new-moon phase, which begins before the next new moon.
  await expect(page.getByRole('region', { name: 'Phase calendar' }).getByRole('row')).toHaveCount(10);
  await expect(page.getByRole('region', { name: 'Moon sign changes' }).getByRole('row').nth(1)).toContainText('UTC');
});

test('a diagnostic address with an unknown id is a plain not-found page, without header or footer', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  expect((await page.goto('/diagnostic/not-the-configured-id'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.locator('footer.site-footer')).toHaveCount(0);
  // The function's 404 is the expected answer, not an error of the page.
  expect(errors.filter((text) => !text.includes('404'))).toEqual([]);
});

test('the diagnostic page shows build and health facts for the configured id', async ({ page }) => {
  await page.goto(`/diagnostic/${E2E_DIAGNOSTIC_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Diagnostic' })).toBeVisible();
  await expect(page.getByText(/^ok \(Moonwise/)).toBeVisible();
  await expect(page.getByText(/reachable/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page).toHaveTitle('Diagnostic | Moonwise');
});

test.describe('the diagnostic page in a browser set to Havana', () => {
  test.use({ timezoneId: 'America/Havana' });

  test('names the tz release readings use, the browser’s own, and how they compare', async ({ page }) => {
    const files = systemZoneRules({ zoneinfoDir: process.env.ZONEINFO_DIR ?? DEFAULT_ZONEINFO_DIR });
    await page.goto(`/diagnostic/${E2E_DIAGNOSTIC_ID}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Time zones' })).toBeVisible();
    await expect(page.getByText(`tz ${files.dataVersion() ?? ''}, from the system’s files, with pre-1970 history`)).toBeVisible();
    await expect(page.getByText(`tz ${process.versions.tz ?? ''}`, { exact: true })).toBeVisible();
    await expect(page.getByText(/^(tz \d{4}[a-z]|older than tz).*, in America\/Havana$/)).toBeVisible();
    await expect(page.getByText(/^(Same as the server’s tz|Readings follow the server’s tz)/)).toBeVisible();
  });
});

test('without a reading’s link, the checkout shows the report and asks for the free reading first', async ({ page }) => {
  await page.goto('/free-moon-reading/upgrade-click?report=lunar');
  await expect(page).toHaveURL(/\/checkout\?report=lunar$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order your Lunar Report');
  await expect(page.getByText('45–55 pages · $29.00')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your free reading comes first' })).toBeVisible();
  await page.getByLabel('Already have a reading? We can email you its link').fill('nobody.here@example.com');
  await page.getByRole('button', { name: 'Email me my reading link' }).click();
  await expect(page.getByText('If we have a reading for this email, its link is on its way there now.')).toBeVisible();
  await page.getByRole('link', { name: 'Get your free moon reading' }).click();
  await expect(page).toHaveURL(/\/free-moon-reading$/);
});

test('the order confirmation leads to the report’s status with the order’s ids', async ({ page }) => {
  await page.goto('/order-confirmation?token=t0k3n&profileId=11111111-1111-4111-8111-111111111111&sessionId=cs_test_1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
  await expect(page.getByRole('link', { name: 'Follow my report' })).toHaveAttribute(
    'href',
    '/report-status?token=t0k3n&profileId=11111111-1111-4111-8111-111111111111&sessionId=cs_test_1',
  );
  await expect(page.getByRole('link', { name: 'Open report library' })).toHaveAttribute('href', '/report-library?token=t0k3n');
});
