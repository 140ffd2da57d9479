import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const figures = JSON.parse(readFileSync('ui/pages/content/accuracy-figures.json', 'utf8')) as {
  positions: { key: string; max: number }[];
  riseSet: { measures: { key: string; label: string; max: number }[]; places: { place: string }[] };
};

/**
 * The /accuracy page (issue 28 §3, ADR 047): it publishes the committed figures, explains them,
 * is reached from the footer, the home page, How we calculate and the reading, and reads well at
 * phone and desktop width in both colour schemes.
 */

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

test('the accuracy page publishes the measured figures and how to read them', async ({ page }) => {
  await page.goto('/accuracy');
  await expect(page).toHaveTitle(/How accurate is Moonwise\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How accurate is Moonwise?');
  for (const name of ['Birth charts', 'How to read the numbers', 'Conventions', 'Time zones', 'New and full moons', 'Eclipses', 'Moonrise and moonset', 'Sources and method']) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  const planets = page.getByRole('table', { name: /Planets and the node/ });
  await expect(planets.getByRole('row')).toHaveCount(1 + figures.positions.length);
  const moon = figures.positions.find((m) => m.key === 'moon')!;
  await expect(planets.getByRole('row', { name: /^Moon/ })).toContainText(`${moon.max}″`);
  await expect(page.getByRole('table', { name: /Ascendant, Midheaven/ }).getByRole('row', { name: /^Ascendant/ })).toBeVisible();
  await expect(page.getByText(/Swiss Ephemeris 2\.10\.03 through the sweph npm package .* Moshier/)).toBeVisible();
  await expect(page.getByText(/Placidus\. Inside the polar circles/)).toBeVisible();
  await expect(page.getByText(/The node\. The true \(osculating\) lunar node/)).toBeVisible();
  await expect(page.getByText(/about 1° every 4 minutes/)).toBeVisible();
  const riseSet = page.getByRole('table', { name: /Moonrise and moonset: Moonwise against the Swiss Ephemeris/ });
  for (const m of figures.riseSet.measures) await expect(riseSet.getByRole('row', { name: new RegExp(`^${m.label}`) })).toContainText(`${m.max} s`);
  await expect(page.getByRole('table', { name: /Where and when moonrise and moonset/ }).getByRole('row')).toHaveCount(1 + figures.riseSet.places.length);
  await expect(page.getByText('The reference is the Swiss Ephemeris, not the US Naval Observatory.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'How we calculate' }).first()).toHaveAttribute('href', '/how-we-calculate');
});

test('the footer, the home page and How we calculate lead to the accuracy page', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('footer.site-footer').getByRole('link', { name: 'Accuracy' })).toHaveAttribute('href', '/accuracy');
  await page.getByRole('main').getByRole('link', { name: 'How accurate is Moonwise?' }).click();
  await expect(page).toHaveURL(/\/accuracy$/);
  await page.goto('/how-we-calculate');
  await expect(page.getByRole('main').getByRole('link', { name: 'how accurate is Moonwise?' })).toHaveAttribute('href', '/accuracy');
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    test(`the accuracy page has no axe violations and fits ${width} px in the ${colorScheme} scheme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/accuracy');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
      expect(scrollWidth).toBeLessThanOrEqual(width);
    });
  }
}
