import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 25 "A look of its own" and "A phone menu": the header fits 80 px on a phone, its menu
 * opens every link and keeps focus until closed; the night scheme follows the system and the
 * header's toggle, which is remembered and applied before the first paint; the web fonts load.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const HEADER_LINKS = ['Home', 'Free Moon Reading', 'Try App', 'Moon Signs', 'Moon Phases', 'Manifestation', 'Blog', 'Contact'];
const PAGES = ['/', '/free-moon-reading', '/moon-signs/aries', '/blog', '/checkout', '/contact'];

/** WCAG relative luminance of a computed `rgb(…)` colour: 0 is black, 1 white. */
const luminance = (color: string): number => {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((channel) => {
    const value = Number(channel) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const bodyColours = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.body);
    const root = getComputedStyle(document.documentElement);
    return { background: root.backgroundColor === 'rgba(0, 0, 0, 0)' ? style.backgroundColor : root.backgroundColor, text: style.color };
  });

const menuButton = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' });
const mainLinks = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link');

test.describe('the header', () => {
  for (const pagePath of PAGES) {
    test(`is at most 80 px tall on a phone and on a desktop at ${pagePath}`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(pagePath);
      const header = page.locator('header.site-header');
      expect((await header.boundingBox())?.height).toBeLessThanOrEqual(80);
      await page.setViewportSize(DESKTOP);
      await expect(mainLinks(page)).toHaveText(HEADER_LINKS);
      expect((await header.boundingBox())?.height).toBeLessThanOrEqual(80);
    });
  }

  test('shows its links inline on a desktop, with no menu button', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await expect(menuButton(page)).toBeHidden();
    for (const link of await mainLinks(page).all()) await expect(link).toBeVisible();
  });
});

test.describe('the phone menu', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/moon-phases');
  });

  test('opens every header link in order and closes again with its button', async ({ page }) => {
    const button = menuButton(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-controls', 'site-menu');
    await expect(mainLinks(page).first()).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(mainLinks(page)).toHaveText(HEADER_LINKS);
    for (const link of await mainLinks(page).all()) await expect(link).toBeInViewport();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(mainLinks(page).first()).toBeHidden();
  });

  test('keeps focus inside while open: Tab and Shift+Tab cycle through the button and every link', async ({ page }) => {
    const button = menuButton(page);
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await button.focus();
    for (const label of HEADER_LINKS) {
      await page.keyboard.press('Tab');
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true })).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(mainLinks(page).last()).toBeFocused();
    await expect(mainLinks(page).last()).toHaveText('Contact');
  });

  test('closes with Escape and gives focus back to its button', async ({ page }) => {
    const button = menuButton(page);
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(mainLinks(page).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(mainLinks(page).first()).toBeHidden();
  });

  test('closes when a link is chosen, on the new page', async ({ page }) => {
    const button = menuButton(page);
    await button.click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(mainLinks(page).first()).toBeHidden();
  });

  test('keeps the skip link first and working', async ({ page }) => {
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });
});

test.describe('the colour schemes', () => {
  test('a dark-set browser gets the night scheme: a dark page and light text', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    const { background, text } = await bodyColours(page);
    expect(luminance(background), background).toBeLessThan(0.05);
    expect(luminance(text), text).toBeGreaterThan(0.6);
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a light-set browser gets the day scheme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const { background, text } = await bodyColours(page);
    expect(luminance(background), background).toBeGreaterThan(0.8);
    expect(luminance(text), text).toBeLessThan(0.05);
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('the toggle switches the scheme, and the choice is back before the first paint after a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/moon-signs/aries');
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(luminance((await bodyColours(page)).background)).toBeLessThan(0.05);

    // What the page looks like at its first frame, before the app has run (the toggle is not yet hydrated).
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        const toggleButton = document.querySelector('.theme-toggle');
        (window as unknown as { firstFrame: unknown }).firstFrame = {
          theme: document.documentElement.getAttribute('data-theme'),
          background: getComputedStyle(document.documentElement).backgroundColor,
          hydrated: toggleButton?.hasAttribute('aria-pressed') ?? false,
        };
      });
    });
    await page.reload();
    const firstFrame = await page.waitForFunction(() => (window as unknown as { firstFrame?: unknown }).firstFrame).then((handle) => handle.jsonValue());
    expect(firstFrame).toMatchObject({ theme: 'dark', hydrated: false });
    expect(luminance((firstFrame as { background: string }).background)).toBeLessThan(0.05);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(luminance((await bodyColours(page)).background)).toBeGreaterThan(0.8);
  });

  test('the choice beats the system: light chosen in a dark-set browser stays light', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/blog');
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(luminance((await bodyColours(page)).background)).toBeGreaterThan(0.8);
    await page.reload();
    expect(luminance((await bodyColours(page)).background)).toBeGreaterThan(0.8);
  });
});

test('the brand fonts load from the site: Inter for text (preloaded) and Lora for headings', async ({ page }) => {
  await page.goto('/moon-phases');
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveAttribute('href', /^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, ''));
  });
  expect(loaded).toEqual(expect.arrayContaining(['Inter Variable', 'Lora']));
  await expect(page.locator('body')).toHaveCSS('font-family', /^"Inter Variable"/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /^Lora/);
});
