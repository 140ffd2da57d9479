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

test('the home page states the sign and phase rules and credits the place data', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'How we read the Moon' })).toBeVisible();
  await expect(page.getByText(/new moon covers 337\.5° to 22\.5°/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'GeoNames' })).toHaveAttribute('href', 'https://www.geonames.org/');
});

test('the home page shows today’s Moon from the real sky and the reading offer', async ({ page }) => {
  await page.goto('/');
  const today = page.getByRole('region', { name: 'Today’s Moon' });
  await expect(today.getByRole('img')).toHaveAttribute('aria-label', /(New Moon|Waxing Crescent|First Quarter|Waxing Gibbous|Full Moon|Waning Gibbous|Last Quarter|Waning Crescent): \w/);
  await expect(today.getByText('Next new moon')).toBeVisible();
  await expect(today.getByText('Next full moon')).toBeVisible();
  const offer = page.getByRole('region', { name: 'Your free moon reading' });
  await expect(offer.getByRole('heading', { name: 'About 2 minutes' })).toBeVisible();
  await expect(offer.getByRole('heading', { name: '5 minutes a day' })).toBeVisible();
});
