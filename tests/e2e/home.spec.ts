import { expect, test } from '@playwright/test';

test('the home page shows the shared header with the spec’s links in order', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText([
    'Home',
    'Free Moon Reading',
    'Try App',
    'Moon Signs',
    'Moon Phases',
    'Manifestation',
    'Blog',
    'Contact',
  ]);
  await expect(page.getByRole('link', { name: 'Moonwise home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Moonwise/);
});

test('an unknown path answers 404 and shows the not-found page with a way home', async ({ page }) => {
  expect((await page.goto('/no/such/page'))?.status()).toBe(404);
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the home page leads with the promise and the free reading, above the fold on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Work with the Moon, not against it' });
  const action = hero.getByRole('link', { name: 'Get my free moon reading' });
  await expect(action).toHaveAttribute('href', '/free-moon-reading');
  await expect(action).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport({ ratio: 1 });
  // The degree maths lives on its own page now, linked from the home page and the footer.
  await expect(page.getByRole('heading', { name: 'How we read the Moon' })).toHaveCount(0);
  await expect(page.getByText(/new moon covers 337\.5° to 22\.5°/)).toHaveCount(0);
  const paths = page.getByRole('navigation', { name: 'Find your way around the sky' });
  await expect(paths.getByRole('link', { name: 'The eight moon phases' })).toHaveAttribute('href', '/moon-phases');
  await expect(paths.getByRole('link', { name: 'The twelve moon signs' })).toHaveAttribute('href', '/moon-signs');
  await expect(paths.getByRole('heading', { name: 'Talk it through with Luna' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'How we calculate' })).toHaveAttribute('href', '/how-we-calculate');
  await expect(page.locator('footer.site-footer').getByRole('link', { name: 'How we calculate' })).toHaveAttribute('href', '/how-we-calculate');
});

test('the How we calculate page states the sign and phase rules and credits the place data', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'How we calculate' }).click();
  await expect(page).toHaveURL(/\/how-we-calculate$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How we calculate');
  await expect(page).toHaveTitle(/How we calculate/);
  await expect(page.getByRole('heading', { name: 'How we read the Moon' })).toBeVisible();
  await expect(page.getByText(/new moon covers 337\.5° to 22\.5°/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'GeoNames' })).toHaveAttribute('href', 'https://www.geonames.org/');
});

test('the home page shows today’s Moon from the real sky and the reading offer', async ({ page }) => {
  await page.goto('/');
  const today = page.getByRole('region', { name: 'Tonight' });
  await expect(today.getByRole('img')).toHaveAttribute('aria-label', /(New Moon|Waxing Crescent|First Quarter|Waxing Gibbous|Full Moon|Waning Gibbous|Last Quarter|Waning Crescent): \w/);
  await expect(today.getByText('Next new moon')).toBeVisible();
  // Drawn beside the promise, its lit side turned to where the real Sun is.
  await expect(page.getByRole('region', { name: 'Work with the Moon, not against it' }).getByRole('region', { name: 'Tonight' })).toBeVisible();
  const angle = Number(await today.getByRole('img').getAttribute('data-bright-limb-angle'));
  expect(angle).toBeGreaterThanOrEqual(0);
  expect(angle).toBeLessThan(360);
  // The lit part (absent only at the instant of new moon) turns a limb drawn on the right (west, 270°) to that angle.
  const lit = today.locator('.moon-disc-lit');
  if ((await lit.count()) > 0) {
    const turn = Number(/^rotate\(([\d.]+) 50 50\)$/.exec((await lit.getAttribute('transform')) ?? '')?.[1]);
    const expected = (((270 - angle) % 360) + 360) % 360;
    expect(Math.min(Math.abs(turn - expected), 360 - Math.abs(turn - expected))).toBeLessThan(1);
  }
  await expect(today.getByText('Next full moon')).toBeVisible();
  const offer = page.getByRole('region', { name: 'Your free moon reading' });
  await expect(offer.getByRole('heading', { name: 'About 2 minutes' })).toBeVisible();
  await expect(offer.getByRole('heading', { name: '5 minutes a day' })).toBeVisible();
});
