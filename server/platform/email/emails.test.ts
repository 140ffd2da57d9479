import { describe, expect, it } from 'vitest';
import type { OutgoingEmail } from '../../../domain/kernel';
import { sitePage } from '../../../domain/site';
import { breaksOutputRules } from '../../../tests/support/output-rules';
import {
  contactAcknowledgementEmail,
  dataRequestEmail,
  emailCodeEmail,
  profileLinkEmail,
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
const replies = { replyTo: 'Moonwise <help@moonwise.example>' };

const EMAILS: Record<string, () => Promise<OutgoingEmail>> = {
  'the reading link': () => readingEmail(SITE, 'ana@example.com', `${SITE}/free-moon-reading?token=${TOKEN}`),
  'the profile link': () => profileLinkEmail(SITE, 'ana@example.com', `${SITE}/free-moon-reading?token=${TOKEN}`),
  'the notice of a proposed change': () =>
    readingChangeEmail(SITE, 'ana@example.com', { current: `${SITE}/free-moon-reading?token=${TOKEN}`, change: `${SITE}/free-moon-reading?change=${TOKEN}`, validHours: 72 }),
  'the verification code': () => emailCodeEmail(SITE, 'ana@example.com', '042917', 15),
  'the report ready': () => reportReadyEmail(SITE, 'ana@example.com', 'Lunar Report', `${SITE}/report-library?token=${TOKEN}`, replies),
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
      expect(sitePage(new URL(link).pathname), link).toBeDefined();
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
    expect((await EMAILS['the contact acknowledgement']!()).replyTo).toBe(replies.replyTo);
    expect((await EMAILS['the verification code']!()).replyTo).toBeUndefined();
  });

  it('the code is in the text as a person reads it', async () => {
    expect((await EMAILS['the verification code']!()).text).toContain('Your code is 042917.');
  });
});
