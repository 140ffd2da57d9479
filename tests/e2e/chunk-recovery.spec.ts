import { expect, test } from '@playwright/test';

/** The moon phases overview's own chunk (shared chunks also serve the entry, so they stay reachable). */
const isPageChunk = (url: string) => /\/assets\/moon-phases-page-[^/]+\.js$/.test(url);

test('a page chunk that fails is recovered by one reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page is drawn before the app runs: the navigation below is the app's once it has hydrated.
  await expect(page.getByRole('button', { name: 'Chat with Luna' })).toHaveAttribute('data-ready', 'true');
  // The chunk is unreachable until the page reloads (as when a release replaced the files).
  let reachable = false;
  let aborted = 0;
  let loads = 0;
  // The reload's own document request comes before any of its scripts: from then on the files are there.
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reachable = true;
  });
  page.on('load', () => {
    loads += 1;
  });
  await page.route('**/assets/*.js', (route) => {
    if (!reachable && isPageChunk(route.request().url())) {
      aborted += 1;
      return route.abort();
    }
    return route.continue();
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Moon Phases' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/phases/i);
  expect(aborted).toBeGreaterThan(0);
  // The reloaded page arrives pre-rendered: its heading can show before its load event.
  await expect.poll(() => loads).toBe(1);
});

test('a page chunk that keeps failing shows the ChunkLoadError on the framework’s error screen', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => (isPageChunk(route.request().url()) ? route.abort() : route.continue()));
  await page.goto('/moon-phases');
  await expect(page.getByText('Unexpected Application Error!')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Loading chunk \/moon-phases failed/ })).toBeVisible();
});
