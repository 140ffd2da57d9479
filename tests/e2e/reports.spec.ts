import { expect, test as base, type Page } from '@playwright/test';
import type { SeedFile } from '../support/seeded-server';
import { useSeededServer } from './support/seeded-server-hooks';
import { watchConsoleErrors } from './support/console-errors';

/**
 * /report-library and /report-status in Chromium, on a server of their own whose database is
 * seeded with a profile, its link token, orders and deliveries (tests/support/seeded-server.ts).
 */
const TOKEN = 'e2eReportsLink_0123456789abcdefghijklmnopqr';
const PROFILE_ID = '6d0c9a4e-2b1f-4c3a-8e5d-7f6a5b4c3d21';
const WATCHED_DELIVERY_ID = '6d0c9a4e-2b1f-4c3a-8e5d-7f6a5b4c3d99';
const READY_URL = 'https://reports.example.com/e2e/lunar-report.pdf';
const FAILURE_MESSAGE = 'Your birth place could not be matched to a time zone. Please write to us and we will prepare it again.';
const day = (d: number, hour = 9) => new Date(Date.UTC(2026, 0, d, hour)).toISOString();

const SEED: SeedFile = {
  profiles: [{ id: PROFILE_ID, email: 'e2e.reports@example.com', fullName: 'Ana Silva', tokens: [TOKEN] }],
  orders: [
    { profileId: PROFILE_ID, reportType: 'lunar', checkoutSessionId: 'cs_e2e_ready', createdAt: day(10) },
    { profileId: PROFILE_ID, reportType: 'astrology', checkoutSessionId: 'cs_e2e_preparing', createdAt: day(12) },
    { profileId: PROFILE_ID, reportType: 'lunar', checkoutSessionId: 'cs_e2e_failed', createdAt: day(11) },
    { profileId: PROFILE_ID, reportType: 'astrology', checkoutSessionId: 'cs_e2e_watched', createdAt: day(9) },
  ],
  deliveries: [
    { profileId: PROFILE_ID, reportType: 'lunar', generationStatus: 'completed', reportUrl: READY_URL, checkoutSessionId: 'cs_e2e_ready', createdAt: day(10, 10), updatedAt: day(10, 11) },
    { profileId: PROFILE_ID, reportType: 'astrology', generationStatus: 'processing', checkoutSessionId: 'cs_e2e_preparing', createdAt: day(12, 10), updatedAt: day(12, 10) },
    {
      profileId: PROFILE_ID,
      reportType: 'lunar',
      generationStatus: 'failed',
      errorMessage: FAILURE_MESSAGE,
      checkoutSessionId: 'cs_e2e_failed',
      createdAt: day(11, 10),
      updatedAt: day(11, 12),
    },
    {
      id: WATCHED_DELIVERY_ID,
      profileId: PROFILE_ID,
      reportType: 'astrology',
      generationStatus: 'processing',
      checkoutSessionId: 'cs_e2e_watched',
      createdAt: day(9, 10),
      updatedAt: day(9, 10),
    },
  ],
};

/** Applied on SIGUSR2: the watched report is finished. */
const UPDATE: SeedFile = {
  deliveries: [
    {
      id: WATCHED_DELIVERY_ID,
      profileId: PROFILE_ID,
      reportType: 'astrology',
      generationStatus: 'completed',
      reportUrl: '/test-lunar-report',
      checkoutSessionId: 'cs_e2e_watched',
      createdAt: day(9, 10),
      updatedAt: day(9, 12),
    },
  ],
};

const seeded = useSeededServer(SEED, UPDATE);

/** Every test fails on a console error or an uncaught exception; a link the page explains as not found is expected to 404. */
const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors = watchConsoleErrors(
        page,
        (message) => /\/functions\/v1\/report-(library|status)/.test(message.location().url) && message.text().includes('status of 404'),
      );
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

const open = (page: Page, pathAndQuery: string) => page.goto(`${seeded.baseUrl}${pathAndQuery}`);
const statusRequestsOf = (page: Page): number[] => {
  const times: number[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/functions/v1/report-status')) times.push(Date.now());
  });
  return times;
};

test('the library lists a ready report with its link, a preparing one and a failed one with its message', async ({ page }) => {
  await open(page, `/report-library?token=${TOKEN}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your report library');
  await expect(page).toHaveTitle('Your report library | Moonwise');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
  await expect(page.locator('footer.site-footer')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Ana, here are your reports' })).toBeVisible();

  const cards = page.locator('.report-card');
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(['Astrology Report', 'Lunar Report', 'Lunar Report', 'Astrology Report']);

  const ready = page.locator('.report-card-ready');
  const link = ready.getByRole('link', { name: 'Download PDF' });
  await expect(link).toHaveAttribute('href', READY_URL);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);

  const preparing = cards.first();
  await expect(preparing.getByText('Preparing', { exact: true })).toBeVisible();
  await expect(preparing.getByText(/we are preparing this report for your birth date, time and place/)).toBeVisible();
  await expect(preparing.getByRole('link', { name: 'Follow this report as it is prepared' })).toHaveAttribute(
    'href',
    `/report-status?token=${TOKEN}&profileId=${PROFILE_ID}&sessionId=cs_e2e_preparing`,
  );

  const failed = page.locator('.report-card-failed');
  await expect(failed.getByText(FAILURE_MESSAGE)).toBeVisible();
  await expect(failed.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('heading', { name: 'About the reports' })).toBeVisible();
});

test('the status page of a preparing report asks again every 5 seconds', async ({ page }) => {
  const requests = statusRequestsOf(page);
  await open(page, `/report-status?profileId=${PROFILE_ID}&sessionId=cs_e2e_preparing`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Report status');
  await expect(page).toHaveTitle('Report status | Moonwise');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
  await expect(page.locator('footer.site-footer')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your Astrology Report is being prepared' })).toBeVisible();
  await expect(page.getByText('This page checks again every 5 seconds, so you can leave it open.')).toBeVisible();
  await expect.poll(() => requests.length, { timeout: 14_000 }).toBeGreaterThanOrEqual(3);
  const gaps = requests.slice(1).map((time, i) => time - (requests[i] ?? time));
  for (const gap of gaps) {
    expect(gap).toBeGreaterThan(4_500);
    expect(gap).toBeLessThan(7_000);
  }
});

test('the status page turns to ready when the report is finished, then stops asking', async ({ page }) => {
  const requests = statusRequestsOf(page);
  await open(page, `/report-status?token=${TOKEN}&profileId=${PROFILE_ID}&sessionId=cs_e2e_watched`);
  await expect(page.getByRole('heading', { name: 'Your Astrology Report is being prepared' })).toBeVisible();
  await seeded.applyUpdate();
  await expect(page.getByRole('heading', { name: 'Your Astrology Report is ready' })).toBeVisible({ timeout: 8_000 });
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/test-lunar-report');
  await expect(page.getByRole('link', { name: 'Go to your report library' })).toHaveAttribute('href', `/report-library?token=${TOKEN}`);
  const settled = requests.length;
  await page.waitForTimeout(6_000);
  expect(requests.length).toBe(settled);
});

test('the status page of a ready report links to it and does not ask again', async ({ page }) => {
  const requests = statusRequestsOf(page);
  await open(page, `/report-status?profileId=${PROFILE_ID}&sessionId=cs_e2e_ready`);
  await expect(page.getByRole('heading', { name: 'Your Lunar Report is ready' })).toBeVisible();
  const link = page.getByRole('link', { name: 'Download PDF' });
  await expect(link).toHaveAttribute('href', READY_URL);
  await expect(link).toHaveAttribute('target', '_blank');
  await page.waitForTimeout(5_500);
  expect(requests).toHaveLength(1);
});

test('the status page of a failed report shows its message and a way to write to us', async ({ page }) => {
  await open(page, `/report-status?profileId=${PROFILE_ID}&sessionId=cs_e2e_failed`);
  await expect(page.getByRole('heading', { name: 'Your Lunar Report could not be prepared' })).toBeVisible();
  await expect(page.getByText(FAILURE_MESSAGE)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/contact');
});

test('without a link, the pages say what they need', async ({ page }) => {
  await open(page, '/report-library');
  await expect(page.getByRole('heading', { name: 'No reports to show yet' })).toBeVisible();
  await expect(page.getByText('This page shows your reports when you open it from your personal link.')).toBeVisible();
  await open(page, '/report-status');
  await expect(page.getByRole('heading', { name: 'Open this page from your order link' })).toBeVisible();
});

test('a wrong or unknown link says no reports are found, and never shows another profile’s report', async ({ page }) => {
  await open(page, '/report-library?token=abc123');
  await expect(page.getByRole('heading', { name: 'No reports are found for this link' })).toBeVisible();
  await open(page, '/report-library?token=unknownReportLink_0123456789abcdefghijklmno');
  await expect(page.getByRole('heading', { name: 'No reports are found for this link' })).toBeVisible();
  await open(page, '/report-status?profileId=6d0c9a4e-2b1f-4c3a-8e5d-7f6a5b4c3d00&sessionId=cs_e2e_ready');
  await expect(page.getByRole('heading', { name: 'No reports are found for this link' })).toBeVisible();
  await expect(page.getByText(READY_URL)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);
});
