import { type APIRequestContext, expect, test } from '@playwright/test';
import { BLOG_ARTICLES, articlePath } from '../../domain/site';
import { watchConsoleErrors, watchPolicyIssues } from './support/console-errors';

// The installable app, its offline pages and its link previews (ADR 032), with the service worker
// the other suites block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** A PNG's width and height, from its header. */
const pngSize = async (request: APIRequestContext, url: string) => {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const bytes = await response.body();
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

test('every page links a valid web app manifest whose icons are the sizes it says', async ({ page, request }) => {
  for (const address of ['/', '/app', '/checkout']) {
    await page.goto(address);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  }
  const response = await request.get('/manifest.webmanifest');
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as { start_url: string; icons: { src: string; sizes: string; purpose: string }[] } & Record<string, unknown>;
  expect(manifest).toMatchObject({ name: 'Moonwise', short_name: 'Moonwise', start_url: '/app', scope: '/', display: 'standalone' });
  expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const { src, sizes } of manifest.icons) {
    const side = Number(sizes.split('x')[0]);
    expect(await pngSize(request, src)).toEqual({ width: side, height: side });
  }
  // The start address is a page of its own: today's Moon first.
  await page.goto(manifest.start_url);
  await expect(page.getByRole('heading', { name: 'Tonight', exact: true })).toBeVisible();
});

test('Chromium finds the site installable: a manifest it accepts and a service worker in control', async ({ page }) => {
  const policy = await watchPolicyIssues(page);
  await page.goto('/app');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const session = await page.context().newCDPSession(page);
  const { errors } = (await session.send('Page.getAppManifest')) as { errors: { message: string; critical: number }[] };
  expect(errors.filter(({ critical }) => critical === 1)).toEqual([]);
  const { installabilityErrors } = (await session.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  // A test's browser context is a private one, where Chromium never installs; every other check must pass.
  expect(installabilityErrors.map(({ errorId }) => errorId).filter((errorId) => errorId !== 'in-incognito')).toEqual([]);
  expect(policy).toEqual([]);
});

test('with the service worker in control, a visited page and the home page’s Tonight card reload offline', async ({ page, context }) => {
  const errors = watchConsoleErrors(page, (message) => message.text().includes('net::ERR_INTERNET_DISCONNECTED'));
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The first visit came before the worker: these visits go through it, and it keeps their pages.
  await page.goto('/moon-signs/aries');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Aries');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Tonight', exact: true })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tonight', exact: true })).toBeVisible();
  await expect(page.locator('.today-phase')).toContainText(/% of its disc lit/);
  await page.goto('/moon-signs/aries');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Aries');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Aries');
  // A page never visited still opens: the app shell draws it from the precached code.
  await page.goto('/moon-phases');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/phases/i);
  await context.setOffline(false);
  expect(errors).toEqual([]);
});

test('the service worker never keeps the API’s answers', async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.goto('/moon-signs/aries');
  await page.evaluate(() => fetch('/functions/v1/openapi.json').then((response) => response.text()));
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/moon-signs/aries');
  expect(cached.filter((pathname) => pathname.startsWith('/functions/') || pathname.startsWith('/rest/'))).toEqual([]);
});

test('an unknown address answers 404 with the Page Not Found page, and a known one 200', async ({ page }) => {
  const missing = await page.goto('/no/such/page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  expect((await page.goto('/moon-signs/aries'))?.status()).toBe(200);
});

for (const address of ['/', '/moon-signs/aries', articlePath(BLOG_ARTICLES[0]!)]) {
  test(`${address} carries link-preview tags with a 1200×630 picture`, async ({ page, request }) => {
    await page.goto(address);
    const content = (key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');
    const title = await page.title();
    expect(await content('og:title')).toBe(title);
    expect(await content('twitter:title')).toBe(title);
    expect(await content('og:description')).toBe(await page.locator('meta[name="description"]').getAttribute('content'));
    expect(await content('og:url')).toBe(await page.locator('link[rel="canonical"]').getAttribute('href'));
    expect(await content('og:type')).toBe(address.startsWith('/blog/') ? 'article' : 'website');
    expect(await content('og:site_name')).toBe('Moonwise');
    expect(await content('twitter:card')).toBe('summary_large_image');
    expect(await content('og:image:alt')).toBeTruthy();
    const image = (await content('og:image')) ?? '';
    expect(image).toMatch(/^https?:\/\//);
    expect(await content('twitter:image')).toBe(image);
    expect([await content('og:image:width'), await content('og:image:height')]).toEqual(['1200', '630']);
    expect(await pngSize(request, new URL(image).pathname)).toEqual({ width: 1200, height: 630 });
  });
}
