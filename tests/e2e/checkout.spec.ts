import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { watchConsoleErrors } from './support/console-errors';
import { freshEmail, getReading } from './support/reading-form';

/** Issue 14 §1 in Chromium: from a free reading to a paid order in the test-mode sandbox, and a declined payment. */
test.describe('buying a report in the sandbox', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the reading offers the report; Continue to payment, Pay now, and the order confirmation follows it', async ({ page }) => {
    const errors = watchConsoleErrors(page);
    await getReading(page, freshEmail());
    const token = new URL(page.url()).searchParams.get('token') ?? '';
    await page.getByRole('link', { name: 'See the Lunar Report' }).click();
    await expect(page).toHaveURL(`/checkout?report=lunar&token=${token}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order your Lunar Report');
    const pay = page.getByRole('button', { name: 'Continue to payment' });
    // A double click asks for one payment page.
    let started = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/functions/v1/checkout-session')) started += 1;
    });
    await pay.dblclick();
    await expect(page).toHaveURL(/\/sandbox-checkout\?session=/);
    expect(started).toBe(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test mode');
    await expect(page.getByText('$29.00')).toBeVisible();
    await expect(page.getByText('Lunar Report, 49 pages')).toBeVisible();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(new RegExp(`/order-confirmation\\?token=${token}&profileId=[0-9a-f-]{36}&report=lunar&sessionId=cs_test_sandbox_`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
    await expect(page.getByRole('link', { name: 'Follow my report' })).toBeVisible();
    // The server's own worker makes the report; the toast tells when it is ready.
    const toast = page.getByRole('region', { name: 'Report notifications' }).getByRole('listitem').filter({ hasText: 'Lunar Report ready' });
    await expect(toast).toBeVisible({ timeout: 90_000 });
    await toast.getByRole('link', { name: 'Open report library' }).click();
    await expect(page).toHaveURL(`/report-library?token=${token}`);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Moonwise Lunar Report - Ana.pdf');
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(errors).toEqual([]);
  });

  test('Decline payment goes back to the checkout with a plain notice', async ({ page }) => {
    await getReading(page, freshEmail());
    const token = new URL(page.url()).searchParams.get('token') ?? '';
    await page.goto(`/checkout?report=astrology&token=${token}`);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test mode');
    await expect(page.getByText('$39.00')).toBeVisible();
    await page.getByRole('button', { name: 'Decline payment' }).click();
    await expect(page).toHaveURL(`/checkout?report=astrology&token=${token}&declined=1`);
    await expect(page.getByRole('status').filter({ hasText: 'Your payment was declined, and nothing was charged.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  });

  test('a forged or expired test checkout says so and leads back', async ({ page }) => {
    await page.goto('/sandbox-checkout?session=not-a-session');
    await expect(page.getByRole('alert')).toHaveText('This test checkout has expired or its link is incomplete. Go back to checkout to start again.');
    await page.getByRole('link', { name: 'Back to checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
  });
});
