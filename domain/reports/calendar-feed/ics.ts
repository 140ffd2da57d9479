/**
 * A moon calendar as RFC 5545 text (ADR 045), written here rather than by a library: the feed
 * uses a handful of properties, and each rule it must keep is a few lines that tests hold to
 * Mozilla's ical.js parser and to the limits Google Calendar and Apple Calendar document.
 * - Lines end in CRLF and are folded at 75 octets, never inside a UTF-8 character (§3.1).
 * - Every time is UTC ('Z'), so no VTIMEZONE is needed (§3.3.5, form #2).
 * - TEXT values escape backslash, semicolon, comma and newline (§3.3.11).
 * - REFRESH-INTERVAL (RFC 7986) and X-PUBLISHED-TTL ask apps to fetch it again; X-WR-CALNAME
 *   and NAME name it.
 */
import type { MoonCalendar } from './moon-calendar';

export const ICS_LINE_OCTETS = 75;
/** How often calendar apps are asked to fetch the feed again. */
export const REFRESH_INTERVAL = 'PT12H';
/** Each event's length: the instant is exact, the hour makes it visible in a day view. */
export const EVENT_DURATION = 'PT1H';

const CATEGORIES = {
  'new-moon': 'New Moon',
  'full-moon': 'Full Moon',
  'solar-eclipse': 'Solar Eclipse',
  'lunar-eclipse': 'Lunar Eclipse',
  'lunar-return': 'Lunar Return',
  'moon-ingress': 'Moon Ingress',
} as const;

/** '20270107T202400Z'. */
export const icsUtc = (utcMs: number): string => new Date(utcMs).toISOString().replace(/\.\d{3}Z$/, 'Z').replaceAll('-', '').replaceAll(':', '');

/** A TEXT value, escaped. */
export const escapeText = (text: string): string =>
  text.replaceAll('\\', '\\\\').replaceAll(';', '\\;').replaceAll(',', '\\,').replace(/\r\n|\r|\n/g, '\\n');

/** UTF-8 octets of a text, counted by code point (the domain has no TextEncoder). */
const octets = (text: string): number => {
  let total = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    total += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return total;
};

/** One content line folded at 75 octets: each continuation starts with a space, which counts. */
export const foldLine = (line: string): string => {
  if (octets(line) <= ICS_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const width = octets(char);
    const limit = parts.length === 0 ? ICS_LINE_OCTETS : ICS_LINE_OCTETS - 1;
    if (size + width > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += width;
  }
  parts.push(current);
  return parts.join('\r\n ');
};

export interface IcsOptions {
  /** The feed's own address, for SOURCE. */
  feedUrl: string;
  /** DTSTAMP of every event: when this version of the feed was made (the server passes the start of the feed's day, so a day's fetches are identical). */
  stampUtcMs: number;
}

export const calendarToIcs = (calendar: MoonCalendar, options: IcsOptions): string => {
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Moonwise//Moon calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(calendar.name)}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-CALDESC:${escapeText('New and full moons in your houses, eclipses and your lunar returns for the next twelve months, from your Moonwise reading.')}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH_INTERVAL}`,
    `X-PUBLISHED-TTL:${REFRESH_INTERVAL}`,
    `SOURCE;VALUE=URI:${options.feedUrl}`,
  ];
  const stamp = icsUtc(options.stampUtcMs);
  for (const event of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${icsUtc(event.utcMs)}`,
      `DURATION:${EVENT_DURATION}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      `URL;VALUE=URI:${event.url}`,
      `CATEGORIES:${escapeText(CATEGORIES[event.kind])}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
};
