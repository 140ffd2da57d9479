import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { watchConsoleErrors } from './support/console-errors';
import { useOutboxServer } from './support/outbox-server-hooks';
import { MESSAGES, fillForm, freshEmail, getReading, reveal } from './support/reading-form';

/**
 * Someone asks for a reading with an email that already has one. Two ways lead to its owner
 * deciding: a code emailed and typed back on the form, and the change link emailed to the owner.
 * The codes and links are read from the server's outbox, as the visitor would read their email.
 */
const server = useOutboxServer();

// Each test is two visitors' whole flows (two readings, an axe pass, a code or a change link):
// about 20 s alone, and it passed 30 s in a fresh-clone run on two busy cores. The budget
// follows the work; every step inside still waits on what the page shows, never on time.
test.describe.configure({ timeout: 90_000 });

const CODE_SUBJECT = 'Your Moonwise code';
const CHANGE_SUBJECT = 'Someone asked for a moon reading with your email';
const PENDING = /We are finishing up your personalized moon reading\. Keep an eye on your inbox - the email may take a moment to land\./;
const CODE_SENT = 'We’ve emailed a six-digit code to this address. It works for 15 minutes.';
const CHANGE_GONE = 'This link has expired or was already used. Your reading has not changed.';

/** Console errors, less the refusals the page explains (Chromium logs those too). */
const watch = (page: Page) =>
  watchConsoleErrors(page, (message) => {
    const url = message.location().url;
    return (url.includes('/functions/v1/email-code-check') && message.text().includes('status of 400')) || (url.includes('/functions/v1/reading-change') && message.text().includes('status of 404'));
  });

/** axe's violations on the page as it is now, with the tags the accessibility spec checks. */
const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );

/** A visitor in a browser of their own (no access token) asks for a reading with an email that has one. */
const strangerAsks = async (browser: Browser, email: string): Promise<{ page: Page; errors: string[] }> => {
  // A context of its own, as axe needs; closing the page closes it.
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = watch(page);
  await page.goto(`${server.baseUrl}/free-moon-reading`);
  await fillForm(page, { email, birthDate: '1991-07-02' });
  await reveal(page);
  await expect(page.getByRole('status').filter({ hasText: PENDING })).toBeVisible();
  return { page, errors };
};

test('a visitor told the email has a reading proves it is theirs with an emailed code, and is asked before it is replaced', async ({ page, browser }) => {
  const ownerErrors = watch(page);
  const email = freshEmail();
  await getReading(page, email, server.baseUrl);
  const { page: visitor, errors } = await strangerAsks(browser, email);

  const offer = visitor.getByRole('button', { name: 'Is this your email? Email me a code' });
  await offer.dblclick();
  await expect(visitor.getByText(CODE_SENT)).toBeVisible();
  const code = visitor.getByLabel('Six-digit code');
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  // Two clicks sent one code.
  expect(await server.emailsTo(email, CODE_SUBJECT)).toHaveLength(1);
  expect(await axeViolations(visitor)).toEqual([]);
  const sent = /Your code is (\d{6})\./.exec((await server.latestEmail(email, CODE_SUBJECT)).text)?.[1] ?? '';
  expect(sent).toMatch(/^\d{6}$/);

  const wrong = `${(Number(sent[0]) + 1) % 10}${sent.slice(1)}`;
  await code.fill(wrong);
  await visitor.getByRole('button', { name: 'Confirm code' }).click();
  await expect(visitor.getByText(/^That code doesn’t match\. You have \d tries? left\.$/)).toBeVisible();
  await expect(code).toBeFocused();

  await code.fill(sent);
  await code.press('Enter');
  const dialog = visitor.getByRole('dialog', { name: 'Update your moon reading?' });
  await expect(dialog.getByRole('row', { name: 'Birth date March 14, 1990 July 2, 1991' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Overwrite with new details' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: MESSAGES.success })).toBeVisible();
  await expect(visitor).toHaveURL(/\/free-moon-reading\?token=[A-Za-z0-9_-]{43}$/);
  await expect(visitor.getByText('Made for July 2, 1991 · 08:30 · Lisbon, Portugal')).toBeVisible();
  // The stranger's whole context is closed and awaited, so nothing of it outlives this test.
  await visitor.context().close();
  expect(errors).toEqual([]);
  expect(ownerErrors).toEqual([]);
});

test('the owner’s emailed change link shows what would change, replaces the reading once, and says so when used again', async ({ page, browser }) => {
  const errors = watch(page);
  const email = freshEmail();
  await getReading(page, email, server.baseUrl);
  const { page: stranger, errors: strangerErrors } = await strangerAsks(browser, email);
  await stranger.context().close();

  const change = /https?:\/\/\S+(\/free-moon-reading\?change=[\w%-]+)/.exec((await server.latestEmail(email, CHANGE_SUBJECT)).text)?.[1] ?? '';
  expect(change).not.toBe('');
  await page.goto(`${server.baseUrl}${change}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ana, new details for your moon reading');
  const dialog = page.getByRole('dialog', { name: 'Update your moon reading?' });
  await expect(dialog.getByRole('columnheader')).toHaveText(['Field', 'Current Reading', 'New Details']);
  await expect(dialog.getByRole('row', { name: 'Birth date March 14, 1990 July 2, 1991' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Overwrite with new details' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.success })).toBeVisible();
  await expect(page).toHaveURL(/\/free-moon-reading\?token=[A-Za-z0-9_-]{43}$/);
  await expect(page.getByText('Made for July 2, 1991 · 08:30 · Lisbon, Portugal')).toBeVisible();

  await page.goto(`${server.baseUrl}${change}`);
  const gone = page.getByRole('alert');
  await expect(gone).toContainText(CHANGE_GONE);
  await gone.getByRole('link', { name: 'Request your free moon reading' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your free moon reading');
  expect(errors).toEqual([]);
  expect(strangerErrors).toEqual([]);
});

test('the owner can keep the current reading from the change link, by keyboard', async ({ page, browser }) => {
  const errors = watch(page);
  const email = freshEmail();
  await getReading(page, email, server.baseUrl);
  const { page: stranger } = await strangerAsks(browser, email);
  await stranger.context().close();
  const change = /(\/free-moon-reading\?change=[\w%-]+)/.exec((await server.latestEmail(email, CHANGE_SUBJECT)).text)?.[1] ?? '';
  await page.goto(`${server.baseUrl}${change}`);
  await expect(page.getByRole('dialog', { name: 'Update your moon reading?' })).toBeVisible();
  await page.keyboard.press('Escape');
  const kept = page.getByRole('status').filter({ hasText: MESSAGES.kept });
  await expect(kept).toBeFocused();
  await kept.getByRole('link', { name: 'Open my reading' }).click();
  await expect(page.getByText('Made for March 14, 1990 · 08:30 · Lisbon, Portugal')).toBeVisible();
  expect(errors).toEqual([]);
});
