import { describe, expect, it } from 'vitest';
import type { OutgoingEmail } from '../../../domain/kernel';
import { sitePage } from '../../../domain/site';
import { breaksOutputRules } from '../../../tests/support/output-rules';
import {
  contactAcknowledgementEmail,
  dataRequestEmail,
  emailCodeEmail,
  profileLinkEmail,
  receiptEmail,
  readingChangeEmail,
  readingEmail,
  reportFailedEmail,
  reportReadyEmail,
} from './emails';

/**
 * Every email the product sends (issue 15 §3), rendered as it is queued: both parts, absolute
 * links to pages the site has, Luna's output rules, and nothing that tracks. No snapshots: each
 * assertion names what a reader or a mail app needs.
 */
const SITE = 'https://moonwise.example';
const TOKEN = 'A'.repeat(43);
const DELIVERY = '0b9c6a2e-5f4d-4c3b-9a8e-7d6c5b4a3f21';
/** A report's download: a file the server serves, not a page. */
const isReportFile = (path: string) => /^\/reports\/[0-9a-f-]{36}\.pdf$/.test(path);
const replies = { replyTo: 'Moonwise <help@moonwise.example>' };

const EMAILS: Record<string, () => Promise<OutgoingEmail>> = {
  'the reading link': () => readingEmail(SITE, 'ana@example.com', `${SITE}/free-moon-reading?token=${TOKEN}`),
  'the profile link': () => profileLinkEmail(SITE, 'ana@example.com', `${SITE}/free-moon-reading?token=${TOKEN}`),
  'the notice of a proposed change': () =>
    readingChangeEmail(SITE, 'ana@example.com', { current: `${SITE}/free-moon-reading?token=${TOKEN}`, change: `${SITE}/free-moon-reading?change=${TOKEN}`, validHours: 72 }),
  'the verification code': () => emailCodeEmail(SITE, 'ana@example.com', '042917', 15),
  'the report ready': () =>
    reportReadyEmail(SITE, 'ana@example.com', 'Lunar Report', { download: `${SITE}/reports/${DELIVERY}.pdf?token=${TOKEN}`, library: `${SITE}/report-library?token=${TOKEN}` }, replies),
  'the receipt': () =>
    receiptEmail(
      SITE,
      'ana@example.com',
      { label: 'Lunar Report', paid: '$29.00 USD', reference: 'MW-3F2A-9C1B', date: '26 November 2026', libraryLink: `${SITE}/report-library?token=${TOKEN}`, helpLink: `${SITE}/contact` },
      replies,
    ),
  'the report failed': () => reportFailedEmail(SITE, 'ana@example.com', 'Astrology Report', `${SITE}/report-status?token=${TOKEN}&profileId=p&sessionId=s`, replies),
  'the contact acknowledgement': () => contactAcknowledgementEmail(SITE, 'ana@example.com', 'Ana', replies),
  'the data link, for a copy': () => dataRequestEmail(SITE, 'ana@example.com', 'export', `${SITE}/your-data?token=${TOKEN}`, 24),
  'the data link, for erasure': () => dataRequestEmail(SITE, 'ana@example.com', 'delete', `${SITE}/your-data?token=${TOKEN}`, 24),
};

const hrefs = (html: string): string[] => [...html.matchAll(/href="([^"]+)"/g)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&'));
const textLinks = (text: string): string[] => [...text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);

describe.each(Object.entries(EMAILS))('%s', (_name, make) => {
  it('has a subject, a text part and an HTML part, both carrying the brand', async () => {
    const email = await make();
    expect(email.subject.length).toBeGreaterThan(5);
    expect(email.text).toContain('Moonwise');
    expect(email.html).toMatch(/^<!DOCTYPE html/i);
    expect(email.html).toContain('Moonwise');
    expect(email.text).not.toMatch(/<[a-z]/i);
  });

  it('links only to absolute addresses of pages the site has, the same in both parts', async () => {
    const email = await make();
    const links = hrefs(email.html);
    expect(links.length).toBeGreaterThan(0);
    for (const link of [...links, ...textLinks(email.text)]) {
      expect(link.startsWith(`${SITE}/`) || link === SITE, link).toBe(true);
      const { pathname } = new URL(link);
      expect(isReportFile(pathname) || sitePage(pathname) !== undefined, link).toBe(true);
    }
    expect(new Set(textLinks(email.text))).toEqual(new Set(links));
  });

  it('follows the output rules and reads on a phone, with nothing that tracks', async () => {
    const email = await make();
    expect(breaksOutputRules(email.subject)).toBe(false);
    expect(breaksOutputRules(email.text)).toBe(false);
    expect(email.html).not.toContain('\u2014');
    expect(email.html).not.toMatch(/<img\b/i);
    expect(email.html).toContain('name="viewport"');
    expect(email.html).toContain('max-width:560px');
  });
});

describe('replies', () => {
  it('go to the team on the emails a reply is useful to, and nowhere on the others', async () => {
    expect((await EMAILS['the report ready']!()).replyTo).toBe(replies.replyTo);
    expect((await EMAILS['the report failed']!()).replyTo).toBe(replies.replyTo);
    expect((await EMAILS['the receipt']!()).replyTo).toBe(replies.replyTo);
    expect((await EMAILS['the contact acknowledgement']!()).replyTo).toBe(replies.replyTo);
    expect((await EMAILS['the verification code']!()).replyTo).toBeUndefined();
  });

  it('the code is in the text as a person reads it', async () => {
    expect((await EMAILS['the verification code']!()).text).toContain('Your code is 042917.');
  });
});

describe('the receipt', () => {
  it('names the report, the amount and currency paid, the reference and the date, in both parts', async () => {
    const email = await EMAILS['the receipt']!();
    expect(email.subject).toBe('Your receipt for the Lunar Report');
    for (const part of [email.text, email.html]) {
      expect(part).toContain('Lunar Report');
      expect(part).toContain('$29.00 USD');
      expect(part).toContain('MW-3F2A-9C1B');
      expect(part).toContain('26 November 2026');
    }
    expect(email.text).toMatch(/Amount paid:\s+\$29\.00 USD/);
    expect(email.text).toMatch(/Order reference:\s+MW-3F2A-9C1B/);
  });

  it('links to the report library and to the contact page for help', async () => {
    const email = await EMAILS['the receipt']!();
    expect(hrefs(email.html)).toEqual(expect.arrayContaining([`${SITE}/report-library?token=${TOKEN}`, `${SITE}/contact`]));
    expect(email.text).toContain(`${SITE}/contact`);
    expect(email.text).toMatch(/Need help with your order\? Reply to this email/);
  });
});

describe('the report ready email', () => {
  it('leads with the download, the same file the library opens, then the library', async () => {
    const email = await EMAILS['the report ready']!();
    const links = hrefs(email.html);
    expect(links[0]).toBe(`${SITE}/reports/${DELIVERY}.pdf?token=${TOKEN}`);
    expect(links).toContain(`${SITE}/report-library?token=${TOKEN}`);
    expect(email.text).toContain('Download your Lunar Report (PDF)');
  });
});
