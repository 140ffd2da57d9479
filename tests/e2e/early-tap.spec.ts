import { expect, test, type Page } from '@playwright/test';

/**
 * A pre-rendered page shows its controls before the app has hydrated them. A tap there is never
 * lost (the app's code is held back until after the tap, so the tap surely comes first): a button
 * shows it is busy and does what was asked once the app is in (the small script that runs before
 * the app keeps the tap, the app taps the control again), and a link to a tool opens the tool,
 * which then works; also on a slow phone (the CPU six times slower).
 */

/** Holds back the app's entry (so nothing of the app runs) until `release` is called. */
const holdTheApp = async (page: Page): Promise<() => void> => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
};

const slowPhone = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
};

/** Taps 'Chat with Luna' while the app is held back: it shows busy, and the chat opens once the app is in. */
const tapTheChatButtonFirst = async (page: Page, path: string) => {
  const release = await holdTheApp(page);
  await page.goto(path, { waitUntil: 'commit' });
  const launcher = page.getByRole('button', { name: 'Chat with Luna' });
  await expect(launcher).toBeVisible();
  await expect(launcher).not.toHaveAttribute('data-ready');
  await launcher.click();
  await expect(launcher).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page.getByRole('dialog', { name: 'Luna AI' })).toBeVisible({ timeout: 45_000 });
};

test('a tap on the chat button before the page hydrates opens the chat once it has', async ({ page }) => {
  await tapTheChatButtonFirst(page, '/moon-signs/aries');
});

test.describe('a tap before the page hydrates, on a slow phone', () => {
  test.setTimeout(90_000);

  test('on the chat button opens the chat once the app is in', async ({ page }) => {
    await slowPhone(page);
    await tapTheChatButtonFirst(page, '/law-of-attraction');
  });

  test('on the quiz entry opens the quiz, which then answers', async ({ page }) => {
    await slowPhone(page);
    const release = await holdTheApp(page);
    await page.goto('/law-of-attraction', { waitUntil: 'commit' });
    await page.getByRole('link', { name: 'manifestation readiness quiz' }).click();
    release();
    await expect(page).toHaveURL(/\/tools\/quizzes\/manifestation-readiness-quiz$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Manifestation readiness quiz' })).toBeVisible({ timeout: 45_000 });
    const groups = page.getByRole('group');
    await expect(groups).toHaveCount(7);
    for (let index = 0; index < 7; index += 1) await groups.nth(index).locator('label').nth(2).click();
    await page.getByRole('button', { name: 'See my result' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Waxing Moon: building momentum' })).toBeVisible({ timeout: 20_000 });
  });

  test('on the calculator entry opens the calculator, which then answers', async ({ page }) => {
    await slowPhone(page);
    const release = await holdTheApp(page);
    await page.goto('/law-of-attraction', { waitUntil: 'commit' });
    await page.getByRole('link', { name: /^Moon sign calculator/ }).click();
    release();
    await expect(page).toHaveURL(/\/tools\/calculators\/moon-sign-calculator$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Moon sign calculator' })).toBeVisible({ timeout: 45_000 });
    await page.getByLabel('Birth date').fill('1990-03-14');
    await page.getByLabel(/Birth time/).fill('08:30');
    await page.getByRole('combobox', { name: 'Birth place' }).fill('Lisbon');
    await page.getByRole('option', { name: 'Lisbon, Portugal', exact: true }).click({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Find my Moon sign' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Your Moon was in Libra' })).toBeVisible({ timeout: 20_000 });
  });
});

test('a visitor who scrolls before the page hydrates keeps their place, and a link there then opens', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/blog/moon-wisdom', { waitUntil: 'commit' });
  const guide = page.getByRole('navigation', { name: 'Read the guides' }).getByRole('link', { name: 'The eight moon phases' });
  await guide.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  // Her place is where the link sits on her screen. Not scrollY: while the page is still loading
  // (a font arriving, on a cold start) the content above grows, and the browser keeps her place
  // by scrolling with it (scroll anchoring), so scrollY can move by a line while nothing she sees does.
  const place = (await guide.boundingBox())?.y;
  expect(place).toBeGreaterThan(0);
  release();
  await expect(page.getByRole('button', { name: 'Chat with Luna' })).toHaveAttribute('data-ready');
  // The app's first render is committed by now; the place is the visitor's still, to within a pixel (a font's sub-pixel settling).
  expect(Math.abs(((await guide.boundingBox())?.y ?? 0) - (place ?? 0))).toBeLessThan(1);
  await guide.click();
  await expect(page).toHaveURL(/\/moon-phases$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('a tap while the page hydrates, on a slow phone', () => {
  test.setTimeout(90_000);

  test('is answered once: the menu it opens stays open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await slowPhone(page);
    const release = await holdTheApp(page);
    await page.goto('/moon-phases', { waitUntil: 'commit' });
    const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' });
    await expect(menu).toBeVisible();
    release();
    // React has made its root and answers taps from now on, while it is still hydrating.
    await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')), undefined, { polling: 1 });
    await menu.click();
    await expect(page.getByRole('button', { name: 'Chat with Luna' })).toHaveAttribute('data-ready', { timeout: 45_000 });
    // Two frames on, any tap kept from before would have been replayed (ui/components/early-taps.ts).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true })).toBeVisible();
  });
});
