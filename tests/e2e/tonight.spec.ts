import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * The home page's Tonight card (ADR 046) at phone width, in both colour schemes: her place
 * from the place search or from the browser's location (opt-in, remembered on the device),
 * moonrise and moonset in her zone, 'No moonrise today' where true, the sign and the rule for
 * the void of course.
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const PHONE = { width: 390, height: 844 };

const card = (page: Page) => page.getByRole('region', { name: 'Tonight' });

const expectAccessibleAndNarrow = async (page: Page, label: string) => {
  const results = await new AxeBuilder({ page }).include('.tonight').withTags(AXE_TAGS).analyze();
  expect(results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`), label).toEqual([]);
  const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(scrollWidth, label).toBeLessThanOrEqual(PHONE.width);
};

for (const colorScheme of ['light', 'dark'] as const) {
  test(`at 390 px in the ${colorScheme} scheme, a place from the search shows tonight there, with 'No moonrise today' when true`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize(PHONE);
    // 2 December 2026 in Tromsø: the Moon sets at 12:30 and does not rise (the Swiss Ephemeris reference agrees).
    await page.clock.setFixedTime(new Date('2026-12-02T12:00:00Z'));
    await page.goto('/');
    const tonight = card(page);
    await expect(tonight.getByRole('heading', { name: 'Tonight', exact: true })).toBeVisible();
    await expectAccessibleAndNarrow(page, `the place chooser, ${colorScheme}`);

    await tonight.getByRole('combobox', { name: 'Your place, for moonrise and moonset' }).fill('Tromsø');
    await tonight.getByRole('option', { name: 'Tromsø, Norway' }).click();
    await expect(tonight.getByText('Tromsø, Norway', { exact: true })).toBeVisible();
    await expect(tonight.getByText('No moonrise today', { exact: true })).toBeVisible();
    await expect(tonight.locator('.tonight-times time')).toHaveAttribute('datetime', /^2026-12-02T11:(29|30):/);
    await expect(tonight.getByText(/The Moon is in \w+ at noon and enters \w+/)).toBeVisible();
    await tonight.getByText('How we count it').click();
    await expect(tonight.getByText(/void of course from its last exact major aspect/)).toBeVisible();
    await expectAccessibleAndNarrow(page, `tonight in Tromsø, ${colorScheme}`);

    // Remembered on this device.
    await page.reload();
    await expect(card(page).getByText('Tromsø, Norway', { exact: true })).toBeVisible();
    await expect(card(page).getByText('No moonrise today', { exact: true })).toBeVisible();
  });
}

test('on a day the Moon neither rises nor sets, says whether it is up or down all day', async ({ page }) => {
  await page.setViewportSize(PHONE);
  // 10 December 2026 in Reykjavík: no rise and no set (the Swiss Ephemeris reference agrees).
  await page.clock.setFixedTime(new Date('2026-12-10T12:00:00Z'));
  await page.addInitScript(() =>
    window.localStorage.setItem('moonwise_tonight_place', JSON.stringify({ source: 'gazetteer', label: 'Reykjavík, Iceland', lat: 64.15, lng: -21.94, zone: 'Atlantic/Reykjavik' })),
  );
  await page.goto('/');
  const tonight = card(page);
  await expect(tonight.getByText('No moonrise today', { exact: true })).toBeVisible();
  await expect(tonight.getByText('No moonset today', { exact: true })).toBeVisible();
  await expect(tonight.getByText(/^The Moon (is above|stays below) the horizon all day\.$/)).toBeVisible();
});

test.describe('with the browser’s location', () => {
  test.use({ geolocation: { latitude: -54.8019, longitude: -68.303 }, permissions: ['geolocation'], timezoneId: 'America/Argentina/Ushuaia' });

  test('is used only when she asks, and kept until she forgets it', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const tonight = card(page);
    await expect(tonight.getByRole('button', { name: 'Use my location' })).toBeVisible();
    await expect(tonight.getByText('Your location', { exact: true })).toHaveCount(0);
    await tonight.getByRole('button', { name: 'Use my location' }).click();
    await expect(tonight.getByText('Your location', { exact: true })).toBeVisible();
    await expect(tonight.getByText(/America\/Argentina\/Ushuaia/)).toBeVisible();
    await expect(tonight.getByText('Moonrise', { exact: true })).toBeVisible();
    await page.reload();
    await expect(card(page).getByText('Your location', { exact: true })).toBeVisible();
    await card(page).getByRole('button', { name: 'Forget it' }).click();
    await expect(card(page).getByRole('button', { name: 'Use my location' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('moonwise_tonight_place'))).toBeNull();
  });
});
