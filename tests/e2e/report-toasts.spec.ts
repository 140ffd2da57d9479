import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import type { PendingReportEntry } from '../../domain/reports';
import type { SeedFile } from '../support/seeded-server';
import { useSeededServer } from './support/seeded-server-hooks';
import { watchConsoleErrors } from './support/console-errors';

/**
 * Report toasts in Chromium against the real app on a seeded PGlite (tests/support/seeded-server.ts):
 * pending entries are put into browser storage the way trackPendingReport stores them, and the
 * toasts read report_deliveries through rest/v1 with the access token the link token gives.
 */
const TOKEN = 'e2eToastsLink_0123456789abcdefghijklmnopqrs';
const PROFILE_ID = '7e1d0b5f-3c2a-4d4b-9f6e-8a7b6c5d4e32';
const WATCHED_DELIVERY_ID = '7e1d0b5f-3c2a-4d4b-9f6e-8a7b6c5d4e99';
const READY_URL = 'https://reports.example.com/e2e/toast-lunar.pdf';
const FAILURE_MESSAGE = 'Your birth place could not be matched to a time zone. Please write to us and we will prepare it again.';
const PENDING_KEY = 'moonwise_pending_reports';
const NOTIFICATIONS_KEY = 'moonwise_report_notifications';

const SEED: SeedFile = {
  profiles: [{ id: PROFILE_ID, email: 'e2e.toasts@example.com', fullName: 'Mira Lune', tokens: [TOKEN] }],
  orders: [
    { profileId: PROFILE_ID, reportType: 'lunar', checkoutSessionId: 'cs_toast_ready' },
    { profileId: PROFILE_ID, reportType: 'astrology', checkoutSessionId: 'cs_toast_failed' },
    { profileId: PROFILE_ID, reportType: 'astrology', checkoutSessionId: 'cs_toast_watched' },
  ],
  deliveries: [
    { profileId: PROFILE_ID, reportType: 'lunar', generationStatus: 'completed', reportUrl: READY_URL, checkoutSessionId: 'cs_toast_ready' },
    { profileId: PROFILE_ID, reportType: 'astrology', generationStatus: 'failed', errorMessage: FAILURE_MESSAGE, checkoutSessionId: 'cs_toast_failed' },
    { id: WATCHED_DELIVERY_ID, profileId: PROFILE_ID, reportType: 'astrology', generationStatus: 'processing', checkoutSessionId: 'cs_toast_watched' },
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
      reportUrl: '/test-astrology-report',
      checkoutSessionId: 'cs_toast_watched',
    },
  ],
};

const entry = (id: string, reportType: PendingReportEntry['reportType'], sessionId: string): PendingReportEntry => ({
  id,
  profileId: PROFILE_ID,
  sessionId,
  reportType,
  token: TOKEN,
});

const seeded = useSeededServer(SEED, UPDATE);

/** Every test fails on a console error or an uncaught exception. */
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

/** Opens the home page with these reports pending, as trackPendingReport leaves them in storage. */
const openWithPending = async (page: Page, entries: PendingReportEntry[]) => {
  await page.goto(`${seeded.baseUrl}/`);
  await page.evaluate(
    ([key, value]) => {
      window.localStorage.setItem(key, value);
    },
    [PENDING_KEY, JSON.stringify(entries)] as const,
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
};

const toasts = (page: Page) => page.getByRole('region', { name: 'Report notifications' }).getByRole('listitem');

test('a completed delivery shows one ready toast whose action opens the report library', async ({ page }) => {
  await openWithPending(page, [entry('order-ready', 'lunar', 'cs_toast_ready')]);
  await expect(toasts(page)).toHaveCount(1);
  const toast = toasts(page).first();
  await expect(toast.getByText('Lunar Report ready')).toBeVisible();
  await expect(toast.getByText('Tap to view your report in the library.')).toBeVisible();
  await expect(toast.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  await expect(page.getByRole('status')).toContainText('Lunar Report ready');
  const action = toast.getByRole('link', { name: 'Open report library' });
  await expect(action).toHaveAttribute('href', `/report-library?token=${TOKEN}`);
  await action.click();
  await expect(page).toHaveURL(`${seeded.baseUrl}/report-library?token=${TOKEN}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your report library');
  await expect(toasts(page)).toHaveCount(0);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), NOTIFICATIONS_KEY)).toBe('[]');
});

test('a failed delivery shows its stored message and Resolve issue opens the report status', async ({ page }) => {
  await openWithPending(page, [entry('order-failed', 'astrology', 'cs_toast_failed')]);
  const toast = toasts(page).first();
  await expect(toast.getByText('Astrology Report failed')).toBeVisible();
  await expect(toast.getByText(FAILURE_MESSAGE)).toBeVisible();
  const action = toast.getByRole('link', { name: 'Resolve issue' });
  await expect(action).toHaveAttribute('href', `/report-status?token=${TOKEN}&profileId=${PROFILE_ID}&sessionId=cs_toast_failed`);
  await action.click();
  await expect(page).toHaveURL(/\/report-status\?token=.+&profileId=.+&sessionId=cs_toast_failed$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Report status');
  await expect(toasts(page)).toHaveCount(0);
});

test('the toasts pass axe-core and sit in the page under the header, over nothing (ADR 027)', async ({ page }) => {
  await openWithPending(page, [entry('order-axe', 'astrology', 'cs_toast_failed')]);
  await expect(toasts(page)).toHaveCount(1);
  const results = await new AxeBuilder({ page }).include('.report-toasts').analyze();
  expect(results.violations).toEqual([]);
  // Below 110rem no corner is free of the page: the stack is in the flow, between the header and the page's heading.
  const region = page.getByRole('region', { name: 'Report notifications' });
  expect(await region.evaluate((element) => getComputedStyle(element).position)).toBe('static');
  const [header, stack, heading] = await Promise.all([page.locator('.site-header').boundingBox(), region.boundingBox(), page.getByRole('heading', { level: 1 }).boundingBox()]);
  expect(header && stack && heading).toBeTruthy();
  expect(stack!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  expect(stack!.y + stack!.height).toBeLessThanOrEqual(heading!.y);
});

test('a toast is not shown on the page its action leads to, and does not follow the visitor on', async ({ page }) => {
  await openWithPending(page, [entry('order-ready', 'lunar', 'cs_toast_ready')]);
  await expect(toasts(page).getByText('Lunar Report ready')).toBeVisible();
  await page.goto(`${seeded.baseUrl}/report-library?token=${TOKEN}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your report library');
  await expect(page.getByRole('link', { name: /Download PDF/ }).first()).toBeVisible();
  await expect(toasts(page)).toHaveCount(0);
  await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), NOTIFICATIONS_KEY)).toBe('[]');
  await page.goto(`${seeded.baseUrl}/moon-phases`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.luna-launcher[data-placed]')).toBeAttached();
  await expect(toasts(page)).toHaveCount(0);
});

test('a pending report turns into a toast once it completes, once only, and a dismissal sticks', async ({ page }) => {
  base.setTimeout(60_000);
  const reads: number[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/report_deliveries')) reads.push(Date.now());
  });
  await openWithPending(page, [entry('order-watched', 'astrology', 'cs_toast_watched')]);
  await expect.poll(() => reads.length, { timeout: 12_000 }).toBeGreaterThanOrEqual(2);
  await expect(toasts(page)).toHaveCount(0);

  await seeded.applyUpdate();
  await expect(toasts(page).getByText('Astrology Report ready')).toBeVisible({ timeout: 10_000 });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(toasts(page)).toHaveCount(1);
  const readsAfterReload = reads.length;
  await page.waitForTimeout(6_000);
  expect(reads.length).toBe(readsAfterReload);
  await expect(toasts(page)).toHaveCount(1);

  await toasts(page).first().getByRole('button', { name: 'Dismiss: Astrology Report ready' }).click();
  await expect(toasts(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(toasts(page)).toHaveCount(0);
});
