import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DATA_RIGHTS_MESSAGES, dataExportDocument } from '../../contracts/data-rights.contract';
import { watchConsoleErrors } from './support/console-errors';
import { useOutboxServer } from './support/outbox-server-hooks';
import { freshEmail, getReading } from './support/reading-form';

/**
 * /your-data in Chromium (issue 23): a visitor with a reading finds the page from the footer,
 * asks for the link, opens it from their email (read from the server's outbox), downloads their
 * data, deletes it with the keyboard after a confirmation, and then finds their links spent.
 */
const server = useOutboxServer();
test.describe.configure({ timeout: 90_000 });

const DATA_SUBJECT = 'Your copy of your Moonwise data';
const READING_SUBJECT = 'Your moon reading';
const linkIn = (text: string, pathname: string): string => new RegExp(`https?://\\S+${pathname.replace('?', '\\?')}\\?token=[A-Za-z0-9_-]{43}`).exec(text)?.[0] ?? '';

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );

test('a visitor asks for their data link, downloads their data, deletes it with the keyboard, and the spent link says so', async ({ page }) => {
  // The spent link's 404s and the reading link's are answers the page explains; Chromium also logs them.
  const errors = watchConsoleErrors(page, (message) => message.text().includes('status of 404'));
  const email = freshEmail();
  await getReading(page, email, server.baseUrl);
  const readingLink = linkIn((await server.latestEmail(email, READING_SUBJECT)).text, '/free-moon-reading');
  expect(readingLink).not.toBe('');

  // From the footer to the page, and a link asked for.
  await page.goto(`${server.baseUrl}/`);
  await page.locator('footer.site-footer').getByRole('link', { name: 'Your data' }).click();
  await expect(page).toHaveURL(/\/your-data$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByLabel('Your email')).toBeFocused();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByLabel('Your email').fill(email);
  await expect(page.getByRole('radio', { name: 'Get a copy of my data' })).toBeChecked();
  await page.getByRole('button', { name: 'Email me a link' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Check your inbox' });
  await expect(sent).toBeFocused();
  await expect(sent).toContainText(DATA_RIGHTS_MESSAGES.requested);
  expect(await axeViolations(page)).toEqual([]);

  // The link from the email.
  const dataLink = linkIn((await server.latestEmail(email, DATA_SUBJECT)).text, '/your-data');
  expect(dataLink.startsWith(`${server.baseUrl}/your-data?token=`)).toBe(true);
  await page.goto(dataLink);
  await expect(page.getByRole('heading', { level: 2, name: 'Download my data' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^moonwise-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = dataExportDocument.parse(JSON.parse(readFileSync(await download.path(), 'utf8')));
  expect(data.profile.email).toBe(email);
  expect(data.profile.fullName).toBe('Ana');
  expect(data.readings).toHaveLength(1);
  expect(data.emails.map((mail) => mail.subject)).toEqual(expect.arrayContaining([READING_SUBJECT, DATA_SUBJECT]));
  await expect(page.getByRole('status').filter({ hasText: download.suggestedFilename() })).toBeVisible();

  // The confirmation step, by keyboard: it takes focus, can be backed out of, then confirmed.
  await page.getByRole('button', { name: 'Delete everything…' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Delete everything for good?' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'No, keep my data' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Delete everything…' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Yes, delete everything' }).focus();
  await page.keyboard.press('Enter');
  const done = page.getByRole('status').filter({ hasText: 'Your data has been deleted' });
  await expect(done).toBeFocused();
  await expect(done).toContainText(DATA_RIGHTS_MESSAGES.deleted);

  // The same link again: spent, said plainly, with the way to a new one.
  await page.goto(dataLink);
  await page.getByRole('button', { name: 'Download my data' }).click();
  const spent = page.getByRole('alert').filter({ hasText: 'This link no longer works' });
  await expect(spent).toBeFocused();
  await expect(spent).toContainText(DATA_RIGHTS_MESSAGES.linkNotValid);
  await expect(page.getByRole('button', { name: 'Email me a link' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The old reading link opens nothing.
  await page.goto(readingLink);
  await expect(page.getByRole('alert')).toContainText('This profile link is not valid or has expired.');
  expect(errors).toEqual([]);
});
