import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test as base } from '@playwright/test';
import { watchConsoleErrors } from './support/console-errors';
import { freshEmail, getReading } from './support/reading-form';

/**
 * 'Add my moon calendar' on the reading (issue 28 §1, ADR 045), at phone width in both colour
 * schemes: the webcal link and a copyable address, by keyboard, and 'Replace link' ending the
 * old address at once, and 'Stop my calendar', asked twice, ending it with none in its place.
 */

const PHONE = { width: 390, height: 844 };
const FEED_PATH = /\/calendar\/[A-Za-z0-9_-]{43}\.ics$/;

const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors = watchConsoleErrors(page);
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

test.use({ viewport: PHONE });

const newReading = async (page: Page) => {
  await getReading(page, freshEmail());
  await expect(page.getByText(/^Made for /)).toBeVisible();
};

const axeInBothSchemes = async (page: Page) => {
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const { violations } = await new AxeBuilder({ page }).include('.fr-calendar').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
    found.push(...violations.map(({ id, nodes }) => `${colorScheme}: ${id} at ${nodes[0]?.target.join(' ') ?? ''}`));
  }
  return found;
};

test('she adds her moon calendar by keyboard, copies its address, and replacing it ends the old one', async ({ page, context, request }, testInfo) => {
  // A reading through the form, axe twice in each scheme and two pictures: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await newReading(page);
  const add = page.getByRole('button', { name: 'Add my moon calendar' });
  await add.focus();
  await page.keyboard.press('Enter');

  const address = page.getByLabel('Or copy this address into your calendar’s ‘subscribe by URL’:');
  await expect(address).toHaveValue(FEED_PATH);
  const url = await address.inputValue();
  const subscribe = page.getByRole('link', { name: 'Open in my calendar app' });
  await expect(subscribe).toHaveAttribute('href', url.replace(/^https?:/, 'webcal:'));
  for (const control of [subscribe, address, page.getByRole('button', { name: 'Copy address' }), page.getByRole('button', { name: 'Replace link' })]) {
    // Scrolled to, each is on screen and inside the phone's width (no sideways scrolling).
    await control.scrollIntoViewIfNeeded();
    await expect(control).toBeInViewport();
    const box = await control.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await page.getByRole('button', { name: 'Copy address' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Address copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  const path = new URL(url).pathname;
  const feed = await request.get(path);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(text.match(/BEGIN:VEVENT/g)?.length ?? 0).toBeGreaterThan(50);

  expect(await axeInBothSchemes(page)).toEqual([]);
  // Pictures of the control in each scheme, kept with the run's results for a person to look at.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.locator('.fr-keepsake').screenshot({ path: testInfo.outputPath(`moon-calendar-${colorScheme}.png`) });
  }

  await page.getByRole('button', { name: 'Replace link' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'the old one no longer works' })).toBeVisible();
  await expect(address).not.toHaveValue(url);
  await expect(address).toHaveValue(FEED_PATH);
  expect((await request.get(path)).status()).toBe(404);
  expect((await request.get(new URL(await address.inputValue()).pathname)).status()).toBe(200);

  const replaced = new URL(await address.inputValue()).pathname;
  await page.getByRole('button', { name: 'Stop my calendar' }).click();
  expect((await request.get(replaced)).status()).toBe(200);
  await page.getByRole('button', { name: 'Yes, stop it' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Your moon calendar is stopped' })).toBeVisible();
  await expect(address).toBeHidden();
  expect((await request.get(replaced)).status()).toBe(404);
  await expect(page.getByRole('button', { name: 'Add my moon calendar' })).toBeVisible();
});
