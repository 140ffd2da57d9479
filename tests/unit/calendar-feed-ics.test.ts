import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createZoneRules } from '../../adapters/zone-rules';
import { ICS_LINE_OCTETS, buildMoonCalendar, calendarToIcs, escapeText, foldLine, type MoonCalendar } from '../../domain/reports';
import { SAMPLE_BIRTHS, SAMPLE_FROM } from '../support/report-births';
import ICAL from 'ical.js';

/**
 * The feed as calendar apps read it (ADR 045): parsed by Mozilla's ical.js, and inside what
 * Google Calendar and Apple Calendar document: 75-octet lines folded with CRLF and a space,
 * UTC times, unique UIDs, and a size far under Google's 1 MB limit for a subscribed calendar.
 */
const { rules } = createZoneRules();
const DAY_MS = 86_400_000;
const FROM = Math.floor(SAMPLE_FROM / DAY_MS) * DAY_MS;
const FEED_URL = 'https://moonwise.example/calendar/abc.ics';

const calendarFor = (index: number, fromUtcMs = FROM): MoonCalendar => {
  const sample = SAMPLE_BIRTHS[index]!;
  const made = buildMoonCalendar(rules, { feedId: `feed-${sample.key}`, name: sample.name, birth: sample.birth, readingUrl: 'https://moonwise.example/free-moon-reading', fromUtcMs });
  if (!made.ok) throw new Error(made.error);
  return made.calendar;
};

const octets = (line: string): number => Buffer.byteLength(line, 'utf8');

describe('the moon calendar as RFC 5545', () => {
  it.each(SAMPLE_BIRTHS.map((sample, index) => [sample.key, index] as const))('%s: ical.js reads every event back, in UTC, with its UID, summary and description', (_key, index) => {
    const calendar = calendarFor(index);
    const text = calendarToIcs(calendar, { feedUrl: FEED_URL, stampUtcMs: FROM });
    const root = new ICAL.Component(ICAL.parse(text));
    expect(root.name).toBe('vcalendar');
    expect(root.getFirstPropertyValue('version')).toBe('2.0');
    expect(root.getFirstPropertyValue('x-wr-calname')).toBe(calendar.name);
    expect(root.getFirstPropertyValue('x-published-ttl')?.toString()).toBe('PT12H');
    expect(root.getFirstPropertyValue('refresh-interval')?.toString()).toBe('PT12H');
    const events = root.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events).toHaveLength(calendar.events.length);
    events.forEach((event, i) => {
      const expected = calendar.events[i]!;
      expect(event.uid).toBe(expected.uid);
      expect(event.summary).toBe(expected.summary);
      expect(event.description).toBe(expected.description);
      expect(event.startDate.toJSDate().getTime()).toBe(expected.utcMs);
      expect(event.startDate.zone?.tzid).toBe('UTC');
      expect(event.endDate.toJSDate().getTime()).toBe(expected.utcMs + 3_600_000);
    });
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
    for (const component of root.getAllSubcomponents('vevent')) {
      expect(component.getFirstPropertyValue('dtstamp')?.toString()).toBe(new Date(FROM).toISOString().replace('.000Z', 'Z'));
      expect(String(component.getFirstPropertyValue('url'))).toBe('https://moonwise.example/free-moon-reading');
    }
  });

  it('keeps Google’s and Apple’s limits: CRLF lines of at most 75 octets, no floating times, far under 1 MB', () => {
    for (const index of SAMPLE_BIRTHS.keys()) {
      const text = calendarToIcs(calendarFor(index), { feedUrl: FEED_URL, stampUtcMs: FROM });
      expect(text.endsWith('\r\n')).toBe(true);
      expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
      const lines = text.split('\r\n').slice(0, -1);
      for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(ICS_LINE_OCTETS);
      for (const line of lines.filter((l) => /^(DTSTART|DTEND|DTSTAMP)/.test(l))) expect(line).toMatch(/:\d{8}T\d{6}Z$/);
      expect(octets(text)).toBeLessThan(200_000);
    }
  });

  it('gives the same UIDs, and the same bytes, when fetched again the same day', () => {
    const first = calendarToIcs(calendarFor(2), { feedUrl: FEED_URL, stampUtcMs: FROM });
    const again = calendarToIcs(calendarFor(2), { feedUrl: FEED_URL, stampUtcMs: FROM });
    expect(again).toBe(first);
    const uids = (text: string) => new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((c) => String(c.getFirstPropertyValue('uid')));
    const tomorrow = uids(calendarToIcs(calendarFor(2, FROM + DAY_MS), { feedUrl: FEED_URL, stampUtcMs: FROM + DAY_MS }));
    const today = new Set(uids(first));
    expect(tomorrow.filter((uid) => today.has(uid)).length).toBeGreaterThanOrEqual(tomorrow.length - 3);
  });

  it('folds any text at 75 octets without splitting a character, and unfolding gives it back', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        const line = `DESCRIPTION:${escapeText(text)}`;
        const folded = foldLine(line);
        for (const part of folded.split('\r\n')) expect(octets(part)).toBeLessThanOrEqual(ICS_LINE_OCTETS);
        expect(folded.replaceAll('\r\n ', '')).toBe(line);
        expect(folded).not.toContain('\uFFFD');
      }),
    );
  });

  it('escapes what RFC 5545 TEXT escapes, and ical.js reads it back', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }).filter((s) => !s.includes('\r')), (summary) => {
        const calendar: MoonCalendar = {
          name: 'Moonwise, test; calendar',
          fromUtcMs: FROM,
          untilUtcMs: FROM + DAY_MS,
          events: [{ uid: 'u@moonwise', kind: 'new-moon', utcMs: FROM + 1000, summary, description: `${summary}\nnext line`, url: 'https://moonwise.example/' }],
        };
        const event = new ICAL.Event(new ICAL.Component(ICAL.parse(calendarToIcs(calendar, { feedUrl: FEED_URL, stampUtcMs: FROM }))).getAllSubcomponents('vevent')[0]!);
        expect(event.summary).toBe(summary);
        expect(event.description).toBe(`${summary}\nnext line`);
      }),
      { numRuns: 100 },
    );
  });
});
