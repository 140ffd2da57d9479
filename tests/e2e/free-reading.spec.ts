import { expect, test as base } from '@playwright/test';
import { RATE_LIMIT_MESSAGES } from '../../domain/reading';
import { watchConsoleErrors, watchPolicyIssues } from './support/console-errors';
import { MESSAGES, fillForm, freshEmail, getReading, reveal } from './support/reading-form';

/** /free-moon-reading in Chromium: the form, its messages, the overwrite dialog and the viewing mode. */

/** Every test fails on a console error or an uncaught exception in the page. */
const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      // An invalid reading link (404) and a rate limit (429) are answers the page explains; Chromium also logs them.
      const errors = watchConsoleErrors(page, (message) => {
        const url = message.location().url;
        return (
          (url.includes('/functions/v1/reading-by-token') && message.text().includes('status of 404')) ||
          (url.includes('/functions/v1/free-reading') && message.text().includes('status of 429'))
        );
      });
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

test('the form page has its heading, title, header and footer', async ({ page }) => {
  await page.goto('/free-moon-reading');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your free moon reading');
  await expect(page).toHaveTitle('Your free moon reading | Moonwise');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.locator('footer.site-footer')).toBeVisible();
  await expect(page.getByLabel('Security Check')).toBeVisible();
  await expect(page.getByText('Answer required')).toBeVisible();
});

test('getting a reading breaks no rule of the content security policy, not even in a caught probe', async ({ page }) => {
  const issues = await watchPolicyIssues(page);
  await getReading(page, freshEmail());
  expect(issues).toEqual([]);
});

test('an empty form names the place and the security question, and sends nothing', async ({ page }) => {
  await page.goto('/free-moon-reading');
  await expect(page.locator('.fr-question')).toHaveText(/What is/);
  let sent = false;
  page.on('request', (request) => {
    if (request.url().includes('/functions/v1/free-reading')) sent = true;
  });
  await reveal(page);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(MESSAGES.preciseLocation);
  await expect(alert).toContainText(MESSAGES.securityQuestion);
  await expect(page.getByLabel('First name')).toBeFocused();
  expect(sent).toBe(false);
});

test('details that are not confirmed ask for confirmation', async ({ page }) => {
  await page.goto('/free-moon-reading');
  await fillForm(page, { email: freshEmail() });
  await page.getByLabel('Confirm email').fill('someone.else@example.com');
  await reveal(page);
  await expect(page.getByRole('alert')).toHaveText(`Please check the form:${MESSAGES.confirmDetails}`);
});

test('a place typed but not chosen from the list is refused', async ({ page }) => {
  await page.goto('/free-moon-reading');
  await fillForm(page, { email: freshEmail() });
  await page.getByRole('combobox', { name: 'Birth place' }).fill('Lisbon somewhere');
  await page.getByRole('combobox', { name: 'Birth place' }).press('Escape');
  await reveal(page);
  await expect(page.getByRole('alert')).toContainText(MESSAGES.preciseLocation);
});

test('a new visitor gets a reading for a place picked from the list, and its link shows it again', async ({ page, browser }) => {
  await getReading(page, freshEmail());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ana, here is your moon reading');
  await expect(page.getByRole('list', { name: 'Your signs' })).toContainText('Moon in Libra');
  await expect(page.locator('summary', { hasText: 'Your Moon in Libra' })).toBeVisible();
  await expect(page.locator('summary', { hasText: 'Timing' })).toBeVisible();
  await page.locator('summary', { hasText: 'How we calculated this' }).click();
  await expect(page.getByText(/Your Moon at \d+°\d\d′ Libra/)).toBeVisible();

  // Viewing mode: the link opens the same reading in a fresh browser, without the form's state.
  const link = page.url();
  const other = await browser.newPage();
  await other.goto(link);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Ana, here is your moon reading');
  await expect(other.getByText('Made for March 14, 1990 · 08:30 · Lisbon, Portugal')).toBeVisible();
  await expect(other.getByRole('list', { name: 'Your signs' })).toContainText('Moon in Libra');
  await expect(other.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0);
  await other.close();
});

test('an unknown time shows the notes on uncertainty in viewing mode', async ({ page }) => {
  await page.goto('/free-moon-reading');
  await fillForm(page, { email: freshEmail(), birthDate: '1990-03-07' });
  await page.getByLabel('Birth time (optional)').fill('');
  await reveal(page);
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.success })).toBeVisible();
  await expect(page.locator('summary', { hasText: 'A note on accuracy' })).toBeVisible();
  await page.locator('summary', { hasText: 'Your Moon in' }).click();
  await page.locator('summary', { hasText: 'Born under a' }).click();
  await expect(page.getByRole('heading', { name: /^Also possible:/ }).first()).toBeVisible();
});

test('changed details ask before overwriting: keep leaves the reading, overwrite replaces it', async ({ page }) => {
  const email = freshEmail();
  await getReading(page, email);
  const before = await page.getByText(/Your Moon at .*/).textContent();

  await page.getByRole('button', { name: 'Update my details' }).click();
  await fillForm(page, { email, birthDate: '1991-07-02' });
  await reveal(page);
  const dialog = page.getByRole('dialog', { name: 'Update your moon reading?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('columnheader')).toHaveText(['Field', 'Current Reading', 'New Details']);
  await expect(dialog.getByRole('row', { name: 'Birth date March 14, 1990 July 2, 1991' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Overwrite with new details' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Overwrite with new details' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Keep current reading' }).click();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.kept })).toBeVisible();
  await expect(page.getByText(/Your Moon at .*/)).toHaveText(before ?? '');

  await page.getByRole('button', { name: 'Update my details' }).click();
  await fillForm(page, { email, birthDate: '1991-07-02' });
  await reveal(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Overwrite with new details' }).click();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.success })).toBeVisible();
  await expect(page.getByText(/Your Moon at .*/)).not.toHaveText(before ?? '');
  await page.reload();
  await expect(page.getByText('Made for July 2, 1991 · 08:30 · Lisbon, Portugal')).toBeVisible();
});

test('Escape in the overwrite dialog keeps the current reading', async ({ page }) => {
  const email = freshEmail();
  await getReading(page, email);
  await page.getByRole('button', { name: 'Update my details' }).click();
  await fillForm(page, { email, place: { type: 'Porto', choose: 'Porto, Portugal' } });
  await reveal(page);
  await expect(page.getByRole('dialog').getByRole('row', { name: 'Birth location Lisbon, Portugal Porto, Portugal' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.kept })).toBeVisible();
});

test('someone else’s email gets no reading and no link here: the owner is emailed', async ({ page, browser }) => {
  const email = freshEmail();
  await getReading(page, email);
  const stranger = await browser.newPage();
  await stranger.goto('/free-moon-reading');
  await fillForm(stranger, { email, birthDate: '1991-07-02' });
  await stranger.getByRole('button', { name: 'Reveal my moon reading' }).click();
  await expect(stranger.getByRole('status')).toHaveText(/We are finishing up your personalized moon reading\. Keep an eye on your inbox - the email may take a moment to land\./);
  await expect(stranger.getByRole('dialog')).toHaveCount(0);
  await expect(stranger).toHaveURL(/\/free-moon-reading$/);
  await stranger.close();
});

test('a link that is not valid says so and offers the form', async ({ page }) => {
  await page.goto(`/free-moon-reading?token=${'A'.repeat(43)}`);
  await expect(page.getByRole('alert')).toContainText('This profile link is not valid or has expired.');
  await page.getByRole('link', { name: 'Request your free moon reading' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your free moon reading');
});

test('a fourth reading for one email within the hour is refused with the spec’s text', async ({ page }) => {
  const email = freshEmail();
  await getReading(page, email);
  // Two more readings for the same email (new details, overwrite accepted), then a fourth.
  for (const birthDate of ['1991-07-02', '1992-01-20', '1993-05-05']) {
    await page.getByRole('button', { name: 'Update my details' }).click();
    await fillForm(page, { email, birthDate });
    await reveal(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Overwrite with new details' }).click();
    if (birthDate !== '1993-05-05') await expect(page.getByRole('status').filter({ hasText: MESSAGES.success })).toBeVisible();
  }
  await expect(page.getByText(RATE_LIMIT_MESSAGES.email)).toBeVisible();
  // The reading made before the limit is still the one shown by its link.
  await page.reload();
  await expect(page.getByText('Made for January 20, 1992 · 08:30 · Lisbon, Portugal')).toBeVisible();
});
