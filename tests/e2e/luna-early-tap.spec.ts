import { expect, test } from '@playwright/test';

/**
 * A pre-rendered page shows 'Chat with Luna' before the app has hydrated it. A visitor who taps
 * it then is heard: the tap is counted by the small script that runs before the app, the button
 * shows it is busy, and the chat opens once the app is in. The app's code is held back until
 * after the tap, so the tap surely comes first.
 */
test('a tap on the chat button before the page hydrates opens the chat once it has', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/moon-signs/aries', { waitUntil: 'commit' });
  const launcher = page.getByRole('button', { name: 'Chat with Luna' });
  await expect(launcher).toBeVisible();
  await expect(launcher).not.toHaveAttribute('data-ready');
  await launcher.click();
  await expect(launcher).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page.getByRole('dialog', { name: 'Luna AI' })).toBeVisible({ timeout: 15_000 });
});
