import { expect, test } from '@playwright/test';
import { useOutboxServer } from './support/outbox-server-hooks';
import { freshEmail, getReading } from './support/reading-form';

/**
 * The email a visitor gets (issue 15): sent by the app's own relay, every link in it answers,
 * the reading link opens the reading in a browser, and the HTML fits a phone's screen.
 */
const server = useOutboxServer();
test.describe.configure({ timeout: 90_000 });

const READING_SUBJECT = 'Your moon reading';
const hrefs = (html: string): string[] => [...html.matchAll(/href="([^"]+)"/g)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&'));

test('the reading email is sent, every link in it answers, and its reading link opens the reading', async ({ page, browser }) => {
  const email = freshEmail();
  await getReading(page, email, server.baseUrl);
  await expect.poll(async () => (await server.emailsTo(email, READING_SUBJECT)).map((mail) => mail.status)).toEqual(['sent']);
  const mail = await server.latestEmail(email, READING_SUBJECT);

  const links = [...new Set(hrefs(mail.html))];
  expect(links.length).toBeGreaterThanOrEqual(2);
  for (const link of links) {
    expect(link.startsWith(`${server.baseUrl}/`) || link === server.baseUrl, link).toBe(true);
    expect((await page.request.get(link)).status(), link).toBe(200);
  }

  // Opened from the inbox, in a browser that has never seen the site.
  const reading = links.find((link) => link.includes('/free-moon-reading?token='));
  expect(reading).toBeDefined();
  const inbox = await browser.newContext();
  const opened = await inbox.newPage();
  await opened.goto(reading ?? '');
  await expect(opened.getByRole('heading', { level: 1, name: 'Ana, here is your moon reading' })).toBeVisible();
  await inbox.close();

  // The HTML part in a phone-sized mail view of its own: nothing wider than the screen, the button full width and tappable.
  const phone = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await phone.setContent(mail.html);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const button = phone.getByRole('link', { name: 'Open your reading' });
  await expect(button).toBeVisible();
  const box = await button.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(40);
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(280);
  await phone.close();
});
