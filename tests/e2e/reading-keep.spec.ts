import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect, test as base } from '@playwright/test';
import { watchConsoleErrors } from './support/console-errors';
import { freshEmail, getReading } from './support/reading-form';

/**
 * A reading people keep (issue 25): its first screen on a phone, sections that fold, dates in
 * words, the opt-in share with its public page and card, and the way back on the same device.
 */

const PHONE = { width: 390, height: 844 };
const SIGNS = 'Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces';
const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
const SHARE_PATH = /\/share\/[A-Za-z0-9_-]{22}$/;

/** Every test fails on a console error or an uncaught exception, apart from the 404s a stopped or unknown share answers. */
const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors = watchConsoleErrors(page, (message) => message.text().includes('status of 404') && /\/(functions\/v1\/share\?|share\/)/.test(message.location().url));
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

test.use({ viewport: PHONE });

/** A new reading made through the form, once its stored copy has loaded (the line 'Made for …' comes from the server). */
const newReading = async (page: Page) => {
  await getReading(page, freshEmail());
  await expect(page.getByText(/^Made for /)).toBeVisible();
  const token = new URL(page.url()).searchParams.get('token') ?? '';
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { link: `/free-moon-reading?token=${token}`, token };
};

/** The text of everything drawn within the first screen, below nothing but the page's own top. */
const firstScreenText = (page: Page) =>
  page.evaluate((height) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim()) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none' || element.closest('[hidden], details:not([open]) > :not(summary)')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < height) parts.push(node.textContent);
    }
    return parts.join(' ').replace(/\s+/g, ' ');
  }, PHONE.height);

const pngSize = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const png = await response.body();
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
};

/** axe (WCAG 2 A/AA and best practices) in both colour schemes; the violations' rule ids, each with the first offender. */
const axeInBothSchemes = async (page: Page) => {
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
    found.push(...violations.map(({ id, nodes }) => `${colorScheme}: ${id} at ${nodes[0]?.target.join(' ') ?? ''}`));
  }
  return found;
};

const metaContent = (html: string, attribute: 'property' | 'name', key: string): string | null =>
  new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1] ?? null;

test('the first screen on a phone shows her birth Moon, both signs with their glyphs and a line of hers', async ({ page }) => {
  await newReading(page);
  await page.evaluate(() => window.scrollTo(0, 0));

  const moon = page.getByRole('img', { name: /^The [A-Za-z ]+ Moon you were born under: / });
  await expect(moon).toBeVisible();
  await expect(moon).toBeInViewport({ ratio: 1 });
  const signs = page.getByRole('list', { name: 'Your signs' }).getByRole('listitem');
  await expect(signs).toHaveText([new RegExp(`^[♈-♓]\\uFE0E?\\s*Moon in (${SIGNS})$`), new RegExp(`^[♈-♓]\\uFE0E?\\s*Sun in (${SIGNS})$`)]);
  for (const sign of await signs.all()) await expect(sign).toBeInViewport({ ratio: 1 });
  const line = page.locator('.fr-her-line');
  await expect(line).toHaveText(/^You [^.]+\.$/);
  await expect(line).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Share my Moon' })).toBeInViewport();

  const text = await firstScreenText(page);
  expect(text).toMatch(/Moon in/);
  expect(text.match(/your moon reading/gi) ?? []).toHaveLength(1);
  expect(text).not.toMatch(/\d+(\.\d+)?°/);
});

test('the sections fold, open from the keyboard, and keep the degrees in "How we calculated this"', async ({ page }) => {
  await newReading(page);
  const folds = page.locator('details.fr-fold');
  expect(await folds.count()).toBeGreaterThanOrEqual(5);
  for (const fold of await folds.all()) await expect(fold).not.toHaveAttribute('open');
  for (const title of ['Your practice', 'Timing', 'How we calculated this']) await expect(page.locator('summary', { hasText: title })).toBeVisible();

  const method = page.locator('summary', { hasText: 'How we calculated this' });
  await expect(page.getByText(/Your Moon at \d+°\d\d′/)).toBeHidden();
  await method.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('details#how-we-calculated')).toHaveAttribute('open');
  await expect(page.getByText(new RegExp(`Your Moon at \\d+°\\d\\d′ (${SIGNS})`))).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('details#how-we-calculated')).not.toHaveAttribute('open');

  // Degrees appear nowhere else in the reading, open or folded.
  const elsewhere = await page.locator('.fr-page').evaluate((root) => {
    const copy = root.cloneNode(true) as HTMLElement;
    copy.querySelector('#how-we-calculated')?.remove();
    return copy.textContent ?? '';
  });
  expect(elsewhere).not.toMatch(/\d°/);

  await page.locator('summary', { hasText: 'Your practice' }).click();
  await expect(page.locator('details#practice')).toHaveAttribute('open');
  await expect(page.locator('details#practice ol li').first()).toBeVisible();
});

test('the reading writes every date in words and claims no goal the form never asked', async ({ page }) => {
  await newReading(page);
  const text = (await page.locator('.fr-page').textContent()) ?? '';
  expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  expect(text).not.toMatch(/your goal/i);
  await expect(page.locator('summary', { hasText: 'Timing' })).toContainText(new RegExp(`Next (new|full) moon: (${MONTHS}) \\d{1,2}, \\d{4}`));
  await page.locator('summary', { hasText: 'Timing' }).click();
  await expect(page.locator('#timing dt')).toHaveText([new RegExp(`^Next (new|full) moon: (${MONTHS}) \\d{1,2}, \\d{4}$`), new RegExp(`^Next (new|full) moon: (${MONTHS}) \\d{1,2}, \\d{4}$`)]);
  await expect(page.getByText(/^Made for March 14, 1990 · /)).toBeVisible();
});

test('sharing is opt-in; the public page and card show her Moon and nothing of her; stopping takes them down', async ({ page, context, browser, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    // Chromium on a desktop has no share sheet; this test is about the copied link.
    Object.defineProperty(navigator, 'share', { value: undefined });
  });
  const { token } = await newReading(page);
  const shareButton = page.getByRole('button', { name: 'Share my Moon' });
  await expect(shareButton).toBeEnabled();
  await expect(page.getByLabel('Your Moon is shared at this link:')).toHaveCount(0);

  await shareButton.click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
  const link = page.getByLabel('Your Moon is shared at this link:');
  await expect(link).toHaveValue(SHARE_PATH);
  const url = await link.inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  const path = new URL(url).pathname;

  // The HTML the server sends already carries the link preview, pointing at the card.
  const answer = await request.get(path, { headers: { accept: 'text/html' } });
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  expect(metaContent(html, 'property', 'og:title')).toMatch(new RegExp(`^My Moon in (${SIGNS}), born under a [A-Za-z ]+ Moon$`));
  expect(metaContent(html, 'property', 'og:description')).toMatch(/\w/);
  expect(metaContent(html, 'property', 'og:image')).toMatch(new RegExp(`${path}/card\\.png$`));
  expect(metaContent(html, 'property', 'og:image:width')).toBe('1200');
  expect(metaContent(html, 'property', 'og:image:height')).toBe('630');
  expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
  expect(metaContent(html, 'name', 'twitter:image')).toMatch(/\/card\.png$/);
  for (const secret of ['Ana', '1990', 'Lisbon', '08:30', token, 'example.com']) expect(html).not.toContain(secret);
  expect(await pngSize(request, `${path}/card.png`)).toEqual([1200, 630]);

  // A stranger's view of the public page: the Moon and sign, a way to a reading of their own, nothing of hers.
  const stranger = await browser.newPage({ viewport: PHONE });
  await stranger.goto(path);
  await expect(stranger.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`Moon in (${SIGNS})$`));
  await expect(stranger.getByRole('img', { name: /^A [A-Za-z ]+ Moon: / })).toBeVisible();
  await expect(stranger.getByText(/^Born under a [A-Za-z ]+ Moon$/)).toBeVisible();
  await expect(stranger.getByRole('link', { name: 'Get your free moon reading' })).toBeVisible();
  const publicText = (await stranger.locator('main').textContent()) ?? '';
  for (const secret of ['Ana', '1990', 'Lisbon', '08:30', token]) expect(publicText).not.toContain(secret);
  await stranger.close();

  await page.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sharing stopped: that link no longer works.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share my Moon' })).toBeVisible();
  expect((await request.get(path, { headers: { accept: 'text/html' } })).status()).toBe(404);
  expect((await request.get(`${path}/card.png`)).status()).toBe(404);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This Moon is not shared');
});

test('the device’s share sheet gets the link when it has one', async ({ page }) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { sharedForTest: shared });
    Object.defineProperty(navigator, 'share', { value: (data: ShareData) => Promise.resolve(void shared.push(data)) });
  });
  await newReading(page);
  await page.getByRole('button', { name: 'Share my Moon' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Shared\.$/ })).toBeVisible();
  const shared = await page.evaluate(() => (window as unknown as { sharedForTest: ShareData[] }).sharedForTest);
  expect(shared).toHaveLength(1);
  expect(shared[0]?.url).toMatch(SHARE_PATH);
  expect(JSON.stringify(shared)).not.toContain('Ana');
});

test('this device remembers her reading: the form page offers "Your reading" until she asks it to forget', async ({ page }) => {
  const { link, token } = await newReading(page);
  expect(await page.evaluate(() => localStorage.getItem('moonwise_saved_reading'))).toContain(token);

  await page.goto('/free-moon-reading');
  const back = page.getByRole('link', { name: 'Your reading' });
  await expect(back).toBeVisible();
  await expect(back).toBeInViewport();
  await back.click();
  await expect(page).toHaveURL(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ana, here is your moon reading');

  await page.goto('/free-moon-reading');
  await page.getByRole('button', { name: 'Forget this device' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'This device has forgotten your reading.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Your reading' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('moonwise_saved_reading'))).toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your free moon reading');
  await expect(page.getByRole('link', { name: 'Your reading' })).toHaveCount(0);
});

test('an address that was never a share answers 404 and says so', async ({ page }) => {
  const response = await page.goto('/share/AAAAAAAAAAAAAAAAAAAAAA');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This Moon is not shared');
  await expect(page.getByRole('link', { name: 'Get your free moon reading' })).toBeVisible();
});

test('the opened reading, its share, the public page and the way back pass axe in light and dark', async ({ page, context }) => {
  // Six full axe runs on a shared machine.
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await newReading(page);
  for (const summary of await page.locator('details.fr-fold > summary').all()) await summary.click();
  await page.getByRole('button', { name: 'Share my Moon' }).click();
  const link = page.getByLabel('Your Moon is shared at this link:');
  await expect(link).toHaveValue(SHARE_PATH);
  expect(await axeInBothSchemes(page)).toEqual([]);

  await page.goto(new URL(await link.inputValue()).pathname);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Moon in/);
  expect(await axeInBothSchemes(page)).toEqual([]);

  await page.goto('/free-moon-reading');
  await expect(page.getByRole('link', { name: 'Your reading' })).toBeVisible();
  expect(await axeInBothSchemes(page)).toEqual([]);
});
