import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { watchConsoleErrors } from './support/console-errors';
import { freshEmail, getReading } from './support/reading-form';

/** Downloads the PDF a link gives, and reads it back with poppler: its name, page count and text. */
const downloadPdf = async (page: Page, link: Locator) => {
  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  const filePath = await file.path();
  expect((await readFile(filePath)).subarray(0, 5).toString()).toBe('%PDF-');
  const pages = Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [filePath], { encoding: 'utf8' }))?.[1]);
  return {
    name: file.suggestedFilename(),
    pages,
    firstPage: execFileSync('pdftotext', ['-f', '1', '-l', '1', filePath, '-'], { encoding: 'utf8' }),
    text: execFileSync('pdftotext', [filePath, '-'], { encoding: 'utf8' }),
  };
};

/** Issue 14 §1 in Chromium: from a free reading to a paid order in the test-mode sandbox, and a declined payment. */
test.describe('buying a report in the sandbox', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the reading offers the reports; each is paid in the sandbox, announced ready and downloaded as a PDF that names the buyer', async ({ page }) => {
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
    const lunar = await downloadPdf(page, page.getByRole('link', { name: 'Download PDF' }));
    expect(lunar.name).toBe('Moonwise Lunar Report - Ana.pdf');
    expect(lunar.pages).toBeGreaterThanOrEqual(45);
    expect(lunar.pages).toBeLessThanOrEqual(55);
    // Ana's own placements (born 14 March 1990, 08:30, Lisbon): her name on the cover, her Libra Moon inside.
    expect(lunar.firstPage).toContain('Ana');
    expect(lunar.text).toContain('Moon in Libra');

    // The second report, from the same reading.
    await page.goto(`/checkout?report=astrology&token=${token}`);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
    const astrologyToast = page.getByRole('region', { name: 'Report notifications' }).getByRole('listitem').filter({ hasText: 'Astrology Report ready' });
    await expect(astrologyToast).toBeVisible({ timeout: 90_000 });
    await astrologyToast.getByRole('link', { name: 'Open report library' }).click();
    const card = page.locator('.report-card').filter({ has: page.getByRole('heading', { name: 'Astrology Report' }) });
    const astrology = await downloadPdf(page, card.getByRole('link', { name: 'Download PDF' }));
    expect(astrology.name).toBe('Moonwise Astrology Report - Ana.pdf');
    expect(astrology.pages).toBeGreaterThanOrEqual(45);
    expect(astrology.pages).toBeLessThanOrEqual(55);
    expect(astrology.text).toContain('Sun in Pisces');
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
