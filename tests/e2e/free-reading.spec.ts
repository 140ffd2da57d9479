import { type APIRequestContext, type Page, expect, test as base } from '@playwright/test';
import { RATE_LIMIT_MESSAGES } from '../../domain/reading';
import { watchConsoleErrors, watchPolicyIssues } from './support/console-errors';
import { MESSAGES, fillForm, freshEmail, getReading, reveal, reviewStep, solveQuestion, submitForm } from './support/reading-form';

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
          (url.includes('/functions/v1/free-reading') && /status of (400|429)/.test(message.text())) ||
          // Offline, Chromium logs each request it could not send; the form says so beside the field or the button.
          message.text().includes('net::ERR_INTERNET_DISCONNECTED')
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

/** The error beside a field, as its aria-describedby names it. */
const errorBeside = (page: Page, label: string) => page.locator('.fr-field').filter({ has: page.getByLabel(label, { exact: true }) }).locator('.fr-error');

test('asks each detail once: one email, one birth date, and the place confirmed by choosing it', async ({ page }) => {
  await page.goto('/free-moon-reading');
  await expect(page.getByLabel('Email', { exact: true })).toHaveCount(1);
  await expect(page.getByLabel(/Confirm/)).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  // The security question's box has room inside it: its text does not touch its left edge.
  const box = await page.locator('.fr-security').boundingBox();
  const label = await page.getByText('Security Check', { exact: true }).boundingBox();
  expect((label?.x ?? 0) - (box?.x ?? 0)).toBeGreaterThanOrEqual(12);
});

test('on a phone the first field is on the first screen, under a header of at most 80 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/free-moon-reading');
  const firstField = page.getByLabel('First name');
  await expect(firstField).toBeVisible();
  const header = await page.locator('.site-header').boundingBox();
  const field = await firstField.boundingBox();
  expect(header?.height ?? Infinity).toBeLessThanOrEqual(80);
  expect((field?.y ?? Infinity) + (field?.height ?? 0)).toBeLessThanOrEqual(844);
});

test('an empty form puts each problem beside its field, focuses the first, and sends nothing', async ({ page }) => {
  await page.goto('/free-moon-reading');
  await expect(page.locator('.fr-question')).toHaveText(/What is/);
  let sent = false;
  page.on('request', (request) => {
    if (request.url().includes('/functions/v1/free-reading')) sent = true;
  });
  await submitForm(page);
  await expect(errorBeside(page, 'First name')).toHaveText('Please tell us your first name.');
  await expect(page.locator('.fr-place .fr-error')).toHaveText(MESSAGES.preciseLocation);
  await expect(errorBeside(page, 'Security Check')).toHaveText(MESSAGES.securityQuestion);
  await expect(page.getByRole('combobox', { name: 'Birth place' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('First name')).toBeFocused();
  await expect(page.getByLabel('First name')).toBeInViewport();
  expect(sent).toBe(false);
});

test('a place typed but not chosen from the list is refused beside the field, which comes into view on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/free-moon-reading');
  await fillForm(page, { email: freshEmail() });
  const place = page.getByRole('combobox', { name: 'Birth place' });
  await place.fill('Lisbon somewhere');
  await place.press('Escape');
  await expect(page.getByText(/Locked in/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Reveal my moon reading' }).scrollIntoViewIfNeeded();
  await submitForm(page);
  await expect(place).toBeFocused();
  await expect(page.locator('.fr-place .fr-error')).toHaveText(MESSAGES.preciseLocation);
  await expect(page.locator('.fr-place .fr-error')).toBeInViewport();
  await expect(reviewStep(page)).toHaveCount(0);
});

test('the review step shows the three facts in words; Edit returns to the field; confirming each sends, and the reading appears', async ({ page }) => {
  await page.goto('/free-moon-reading');
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/functions/v1/free-reading')) sent += 1;
  });
  await fillForm(page, { email: 'review.' + freshEmail() });
  await submitForm(page);
  const review = reviewStep(page);
  await expect(review.getByRole('heading', { name: 'Is this right?' })).toBeFocused();
  await expect(review.locator('.fr-fact-value')).toHaveText([/^review\.e2e\..*@example\.com$/, 'March 14, 1990 at 8:30 am', 'Lisbon, Portugal']);

  await review.getByRole('button', { name: 'Edit birth date' }).click();
  await expect(page.getByLabel('Birth date', { exact: true })).toBeFocused();
  await expect(reviewStep(page)).toHaveCount(0);
  await page.getByLabel('Birth date', { exact: true }).fill('1990-03-15');
  await submitForm(page);
  await expect(review.locator('.fr-fact-value').nth(1)).toHaveText('March 15, 1990 at 8:30 am');

  await review.getByRole('button', { name: 'Confirm email' }).click();
  await expect(review.getByRole('button', { name: 'Confirm email' })).toHaveAttribute('aria-pressed', 'true');
  // Enter in a field goes on without the other two: §5's message names them.
  await page.getByLabel('First name').press('Enter');
  await expect(review.getByRole('alert')).toHaveText(`${MESSAGES.confirmDetails} Not yet confirmed: birth date, birth place.`);
  expect(sent).toBe(0);
  await review.getByRole('button', { name: 'Confirm birth date' }).click();
  await review.getByRole('button', { name: 'Confirm birth place' }).click();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.success })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/here is your moon reading$/);
  expect(sent).toBe(1);
});

test('the security question stays the same after a wrong answer, and the fix is sent without asking again', async ({ page }) => {
  await page.goto('/free-moon-reading');
  await fillForm(page, { email: freshEmail() });
  const question = (await page.locator('.fr-question').textContent()) ?? '';
  await page.getByLabel('Security Check').fill(String(Number(solveQuestion(question)) + 1));
  await reveal(page);
  await expect(errorBeside(page, 'Security Check')).toHaveText(MESSAGES.securityQuestion);
  await expect(page.getByLabel('Security Check')).toBeFocused();
  await expect(page.locator('.fr-question')).toHaveText(question);
  await page.getByLabel('Security Check').fill(solveQuestion(question));
  await submitForm(page);
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.success })).toBeVisible();
});

test('offline, the place search says so visibly beside the field', async ({ page, context }) => {
  await page.goto('/free-moon-reading');
  await expect(page.locator('.fr-question')).toHaveText(/What is/);
  await context.setOffline(true);
  const place = page.getByRole('combobox', { name: 'Birth place' });
  await place.fill('Lisb');
  const problem = page.locator('.fr-place .fr-problem');
  await expect(problem).toHaveText('We could not reach Moonwise. Please check your connection and try again.');
  await expect(problem).toBeVisible();
  await expect(problem).toBeInViewport();
  expect(await place.getAttribute('aria-describedby')).toContain((await problem.getAttribute('id')) ?? 'none');
  await context.setOffline(false);
  await place.fill('Lisbo');
  await page.getByRole('option', { name: 'Lisbon, Portugal', exact: true }).click();
  await expect(problem).toHaveCount(0);
});

test('offline, a submit says so beside the button, in view, and keeps what was typed', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/free-moon-reading');
  const email = freshEmail();
  await fillForm(page, { email });
  await submitForm(page);
  await context.setOffline(true);
  await reviewStep(page).getByRole('button', { name: 'Yes, reveal my reading' }).click();
  const problem = page.locator('.fr-problem-region .fr-alert');
  await expect(problem).toHaveText('We could not reach Moonwise. Please check your connection and try again.');
  await expect(problem).toBeInViewport();
  await expect(reviewStep(page).getByRole('button', { name: 'Yes, reveal my reading' })).toBeInViewport();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByRole('combobox', { name: 'Birth place' })).toHaveValue('Lisbon, Portugal');
  await context.setOffline(false);
  await reviewStep(page).getByRole('button', { name: 'Yes, reveal my reading' }).click();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.success })).toBeVisible();
});

test.describe('the bot defences, at the API', () => {
  const KEY = 'moonwise-embedded-public-key';
  const headers = { apikey: KEY, authorization: `Bearer ${KEY}` };
  const formBody = async (request: APIRequestContext, email: string, extra: Record<string, unknown>) => {
    const question = (await (await request.get('/functions/v1/security-question', { headers })).json()) as { id: string; question: string };
    return {
      firstName: 'Ana',
      email,
      birth_date: '1990-03-14',
      birth_time: '08:30',
      birth_place: { id: 2267057, label: 'Lisbon, Portugal' },
      security: { id: question.id, answer: solveQuestion(question.question) },
      ...extra,
    };
  };

  for (const [name, trap] of [
    ['a filled honeypot', { website: 'https://spam.example', formMs: 20_000 }],
    ['a form filled in under a second and a half', { website: '', formMs: 400 }],
  ] as const) {
    test(`${name} is refused quietly, and makes no reading`, async ({ request }) => {
      const email = freshEmail();
      const refused = await request.post('/functions/v1/free-reading', { headers, data: await formBody(request, email, trap) });
      expect(refused.status()).toBe(400);
      expect(await refused.json()).toMatchObject({ error: 'We could not take this request. Please check your details and try again.', status: 'invalid' });
      // Nothing was stored: the same email's first real request is a new reading, not someone else's (pending).
      const person = await request.post('/functions/v1/free-reading', { headers, data: await formBody(request, email, { website: '', formMs: 20_000 }) });
      expect(person.status()).toBe(200);
      expect(((await person.json()) as { status: string }).status).toBe('success');
    });
  }
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
  await reveal(stranger);
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
