import { expect, test, type Page } from '@playwright/test';
import { CONSTELLATIONS, MOON_PHASES, ZODIAC_SIGNS, type ZodiacSign } from '../../domain/sky';
import { sitePage } from '../../domain/site';
import { watchConsoleErrors } from './support/console-errors';

/** The 35 pages of this part of the site, with the title the route table gives each. */
const PATHS = [
  '/moon-phases',
  ...MOON_PHASES.map((phase) => `/moon-phases/${phase}`),
  '/moon-signs',
  ...ZODIAC_SIGNS.map((sign) => `/moon-signs/${sign}`),
  '/zodiac-signs',
  ...ZODIAC_SIGNS.map((sign) => `/zodiac-signs/${sign}`),
];

test('there are 35 moon phase, moon sign and zodiac sign pages', () => {
  expect(PATHS).toHaveLength(35);
  for (const path of PATHS) expect(sitePage(path), path).toBeDefined();
});

for (const path of PATHS) {
  test(`${path} shows one h1, its title, the header and the footer, without console errors`, async ({ page }) => {
    const errors = watchConsoleErrors(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`${sitePage(path)?.title} | Moonwise`);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('footer.site-footer')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get your free moon reading' })).toHaveAttribute('href', '/free-moon-reading');
    await expectArtwork(page, path);
    expect(errors).toEqual([]);
  });
}

/** Each page's picture: a phase page its Moon (with seas and earthshine), a sign page its constellation, an index one per card. */
const expectArtwork = async (page: Page, path: string) => {
  const [, section, slug] = path.split('/');
  if (section === 'moon-phases' && slug !== undefined) {
    const moon = page.locator('.ps-hero svg.moon-disc[role="img"]');
    await expect(moon).toBeVisible();
    await expect(moon.locator('.moon-disc-earthshine')).toHaveCount(1);
    expect(await moon.locator('.moon-disc-maria ellipse').count()).toBeGreaterThan(5);
  } else if (slug !== undefined) {
    const figure = CONSTELLATIONS[slug as ZodiacSign];
    const art = page.locator('.ps-hero svg.sign-art[role="img"]');
    await expect(art).toBeVisible();
    await expect(art).toHaveAttribute('aria-label', new RegExp(`^The constellation ${figure.name}`));
    await expect(art.locator('.sign-art-stars circle')).toHaveCount(figure.stars.length);
    await expect(art.locator('.sign-art-lines line')).toHaveCount(figure.lines.length);
  } else if (section !== 'moon-phases') {
    await expect(page.locator('.ps-card svg.sign-art[aria-hidden="true"]')).toHaveCount(12);
    await expect(page.locator('.ps-card svg.sign-art').first()).toBeVisible();
  }
};

test('the phase overview draws all eight phases and states the phase rule', async ({ page }) => {
  await page.goto('/moon-phases');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The eight moon phases');
  await expect(page.locator('svg.moon-disc[role="img"]')).toHaveCount(8);
  await expect(page.getByRole('img', { name: 'Full Moon: fully lit' })).toBeVisible();
  await expect(page.getByText(/new moon covers 337\.5° to 22\.5°/)).toBeVisible();
});

test('a visitor walks the cycle from phase to phase and on to the reading', async ({ page }) => {
  await page.goto('/moon-phases');
  await page.getByRole('link', { name: 'Waning Crescent', exact: true }).click();
  await expect(page).toHaveURL(/\/moon-phases\/waning-crescent$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Waning Crescent Moon');
  await expect(page.getByRole('img', { name: /^Waning Crescent Moon: / })).toBeVisible();
  await page.getByRole('link', { name: 'Next: New Moon' }).click();
  await expect(page).toHaveURL(/\/moon-phases\/new-moon$/);
  await expect(page).toHaveTitle('New Moon: meaning and practice | Moonwise');
  await page.getByRole('link', { name: 'Get your free moon reading' }).click();
  await expect(page).toHaveURL(/\/free-moon-reading$/);
});

test('moon sign and zodiac sign pages link to their neighbours and to each other', async ({ page }) => {
  await page.goto('/moon-signs/pisces');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Moon in Pisces');
  await expect(page.getByText('Water', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Mutable', { exact: true }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Next: Moon in Aries' }).click();
  await expect(page).toHaveURL(/\/moon-signs\/aries$/);
  await page.getByRole('link', { name: 'Aries as a Sun sign' }).click();
  await expect(page).toHaveURL(/\/zodiac-signs\/aries$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aries');
  await page.getByRole('link', { name: 'Previous: Pisces' }).click();
  await expect(page).toHaveURL(/\/zodiac-signs\/pisces$/);
  await page.getByRole('link', { name: 'Read about the Moon in Pisces' }).click();
  await expect(page).toHaveURL(/\/moon-signs\/pisces$/);
});

for (const path of ['/moon-phases/blue-moon', '/moon-signs/ophiuchus', '/zodiac-signs/dragon']) {
  test(`${path} answers 404 and shows the not-found page`, async ({ page }) => {
    expect((await page.goto(path))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  });
}

test('the sign pages fit a 360 px screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const path of ['/moon-phases/waxing-gibbous', '/moon-signs/sagittarius', '/zodiac-signs/capricorn', '/zodiac-signs']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
