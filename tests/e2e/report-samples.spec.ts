import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import manifest from '../../ui/pages/content/report-samples.json' with { type: 'json' };
import { watchConsoleErrors } from './support/console-errors';

/**
 * Issue 26 §4 in Chromium: before she pays, the checkout shows real sample pages of each report
 * (images with alt text, sized so nothing moves, loaded lazily), its length, its price and what
 * is personal in it, on a phone in both colour schemes and on a desktop.
 */
const cardOf = (page: Page, label: string) => page.getByRole('list', { name: 'Reports' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: label }) });

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the checkout shows each report's sample pages, length and price at 390 px, ${colorScheme} scheme`, async ({ page }) => {
    const errors = watchConsoleErrors(page);
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order a report');
    for (const [type, label, price] of [
      ['lunar', 'Lunar Report', '$29.00'],
      ['astrology', 'Astrology Report', '$39.00'],
    ] as const) {
      const card = cardOf(page, label);
      await expect(card.getByText(`45–55 pages · ${price}`)).toBeVisible();
      await expect(card.getByRole('heading', { name: 'Made from your birth date, time and place' })).toBeVisible();
      const gallery = card.getByRole('region', { name: `Sample pages of the ${label}` });
      await expect(gallery.getByText(`This sample runs to ${manifest.reports[type].pageCount} pages`)).toBeVisible();
      const images = gallery.getByRole('img');
      await expect(images).toHaveCount(manifest.reports[type].pages.length);
      for (const [index, sample] of manifest.reports[type].pages.entries()) {
        const image = images.nth(index);
        await expect(image).toHaveAttribute('alt', sample.alt);
        await expect(image).toHaveAttribute('loading', 'lazy');
        await expect(image).toHaveAttribute('width', String(sample.width));
        await expect(image).toHaveAttribute('height', String(sample.height));
        // Its box is the page's shape before the picture arrives, and the picture does arrive.
        const box = await image.boundingBox();
        expect(box?.width ?? 0).toBeGreaterThan(100);
        expect((box?.height ?? 0) / (box?.width ?? 1)).toBeCloseTo(sample.height / sample.width, 1);
        await image.scrollIntoViewIfNeeded();
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(sample.width);
      }
    }
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`checkout-390-${colorScheme}.png`), fullPage: true });
    expect(errors).toEqual([]);
  });
}

test('a sample page opens full size from the keyboard, and the desktop checkout shows the chosen report with its samples', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/checkout?report=astrology');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order your Astrology Report');
  const first = manifest.reports.astrology.pages[0]!;
  const link = page.getByRole('link', { name: first.alt });
  await link.focus();
  await expect(link).toBeFocused();
  const opened = page.waitForEvent('popup');
  await page.keyboard.press('Enter');
  const tab = await opened;
  await expect(tab).toHaveURL(new RegExp(`${first.src}$`));
  await tab.close();
  await page.screenshot({ path: test.info().outputPath('checkout-1280.png'), fullPage: true });
});
