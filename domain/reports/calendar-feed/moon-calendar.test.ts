import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createZoneRules } from '../../../adapters/zone-rules';
import { SAMPLE_BIRTHS, SAMPLE_FROM } from '../../../tests/support/report-births';
import { eclipsesBetween, elongationAt, moonLongitudeAt, natalChartAt, localToUtc, signOf } from '../../sky';
import { houseFor } from '../document/lunar-contacts';
import { lunationTexts } from '../texts/sign-texts';
import { buildMoonCalendar, type MoonCalendar, type MoonCalendarRequest } from './moon-calendar';

const { rules } = createZoneRules();
const DAY_MS = 86_400_000;
const FROM = Math.floor(SAMPLE_FROM / DAY_MS) * DAY_MS;
const READING_URL = 'https://moonwise.example/free-moon-reading';

const requestFor = (index: number, fromUtcMs = FROM): MoonCalendarRequest => {
  const sample = SAMPLE_BIRTHS[index]!;
  return { feedId: `feed-${sample.key}`, name: sample.name, birth: sample.birth, readingUrl: READING_URL, fromUtcMs };
};

const calendarOf = (request: MoonCalendarRequest): MoonCalendar => {
  const made = buildMoonCalendar(rules, request);
  if (!made.ok) throw new Error(made.error);
  return made.calendar;
};

/** Signed difference of two longitudes, folded into (-180, 180]. */
const arc = (a: number, b: number): number => {
  const d = (((a - b) % 360) + 360) % 360;
  return d > 180 ? d - 360 : d;
};

const calendars = SAMPLE_BIRTHS.map((_, index) => calendarOf(requestFor(index)));

describe('her lunar year as calendar events', () => {
  it.each(SAMPLE_BIRTHS.map((sample, index) => [sample.key, index] as const))('%s: a year of lunations, eclipses, returns and ingresses, in order', (_key, index) => {
    const calendar = calendars[index]!;
    const count = (kind: string) => calendar.events.filter((event) => event.kind === kind).length;
    expect(count('new-moon')).toBeGreaterThanOrEqual(12);
    expect(count('new-moon')).toBeLessThanOrEqual(13);
    expect(count('full-moon')).toBeGreaterThanOrEqual(12);
    expect(count('full-moon')).toBeLessThanOrEqual(13);
    expect(count('lunar-return')).toBeGreaterThanOrEqual(13);
    expect(count('lunar-return')).toBeLessThanOrEqual(14);
    expect(count('moon-ingress')).toBeGreaterThanOrEqual(13);
    expect(count('moon-ingress')).toBeLessThanOrEqual(14);
    expect(count('solar-eclipse') + count('lunar-eclipse')).toBeGreaterThanOrEqual(4);
    const instants = calendar.events.map((event) => event.utcMs);
    expect(instants).toEqual([...instants].sort((a, b) => a - b));
    for (const utcMs of instants) {
      expect(utcMs).toBeGreaterThanOrEqual(calendar.fromUtcMs);
      expect(utcMs).toBeLessThan(calendar.untilUtcMs);
      expect(utcMs % 1000).toBe(0);
    }
    expect(new Set(calendar.events.map((event) => event.uid)).size).toBe(calendar.events.length);
  });

  it('puts each instant where the sky engine puts it', () => {
    calendars.forEach((calendar, index) => {
      const birth = SAMPLE_BIRTHS[index]!.birth;
      const resolved = localToUtc(rules, { date: birth.date, time: birth.time, zone: birth.place.zone, longitude: birth.place.lng });
      if (!resolved.ok) throw new Error('sample birth does not resolve');
      const natalMoon = moonLongitudeAt(resolved.utcMs);
      for (const event of calendar.events) {
        // The Moon moves about 0.55″ a second: rounding to the second keeps every check within 0.001°.
        if (event.kind === 'new-moon') expect(Math.abs(arc(elongationAt(event.utcMs), 0))).toBeLessThan(0.001);
        if (event.kind === 'full-moon') expect(Math.abs(arc(elongationAt(event.utcMs), 180))).toBeLessThan(0.001);
        if (event.kind === 'lunar-return') expect(Math.abs(arc(moonLongitudeAt(event.utcMs), natalMoon))).toBeLessThan(0.001);
        if (event.kind === 'moon-ingress') {
          expect(Math.abs(arc(moonLongitudeAt(event.utcMs), Math.floor(natalMoon / 30) * 30))).toBeLessThan(0.001);
          expect(event.summary).toContain(signOf(natalMoon).replace(/^./, (c) => c.toUpperCase()));
        }
      }
      const eclipses = eclipsesBetween(calendar.fromUtcMs, calendar.untilUtcMs);
      const listed = calendar.events.filter((event) => event.kind.endsWith('eclipse'));
      expect(listed.map((event) => event.kind)).toEqual(eclipses.map((eclipse) => `${eclipse.kind}-eclipse`));
      listed.forEach((event, i) => expect(Math.abs(event.utcMs - eclipses[i]!.utcMs)).toBeLessThanOrEqual(500));
    });
  });

  it('names the house of each lunation as the Lunar Report does, with a prompt from the report texts', () => {
    const sample = SAMPLE_BIRTHS[0]!;
    const resolved = localToUtc(rules, { date: sample.birth.date, time: sample.birth.time, zone: sample.birth.place.zone, longitude: sample.birth.place.lng });
    if (!resolved.ok) throw new Error('sample birth does not resolve');
    const chart = natalChartAt({ utcMs: resolved.utcMs, lat: sample.birth.place.lat, lng: sample.birth.place.lng, timeKnown: true });
    for (const event of calendars[0]!.events.filter((e) => e.kind === 'new-moon' || e.kind === 'full-moon')) {
      const house = houseFor(chart, moonLongitudeAt(event.utcMs)).house;
      const sign = signOf(moonLongitudeAt(event.utcMs));
      expect(event.summary).toMatch(new RegExp(`in your ${house}(st|nd|rd|th) house$`));
      const prompt = event.kind === 'new-moon' ? lunationTexts.newMoon[sign].intention : lunationTexts.fullMoon[sign].release;
      expect(event.description).toContain(prompt);
      expect(event.description).toContain(READING_URL);
      expect(event.url).toBe(READING_URL);
    }
  });

  it('counts houses from her Moon sign when her birth time is unknown, and says so, and says her returns are read from midday', () => {
    const chicago = calendars[1]!;
    for (const event of chicago.events.filter((e) => e.kind === 'new-moon')) expect(event.summary).toMatch(/counted from your Moon sign$/);
    for (const event of chicago.events.filter((e) => e.kind === 'lunar-return')) expect(event.description).toContain('Your birth time is not known');
    for (const event of calendars[0]!.events.filter((e) => e.kind === 'lunar-return')) expect(event.description).not.toContain('not known');
  });

  it('keeps every UID when the feed is fetched again, the next day too', () => {
    const again = calendarOf(requestFor(0));
    expect(again).toEqual(calendars[0]);
    const nextDay = calendarOf(requestFor(0, FROM + DAY_MS));
    const before = new Map(calendars[0]!.events.map((event) => [event.uid, event.utcMs]));
    const shared = nextDay.events.filter((event) => event.utcMs < calendars[0]!.untilUtcMs);
    expect(shared.length).toBeGreaterThan(50);
    for (const event of shared) expect(before.get(event.uid), event.uid).toBeDefined();
  });

  it('leaves out the ingresses when asked, names her calendar and refuses a birth in a zone it does not know', () => {
    const without = calendarOf({ ...requestFor(0), ingresses: false, name: '  ' });
    expect(without.events.some((event) => event.kind === 'moon-ingress')).toBe(false);
    expect(without.name).toBe('Moonwise · Your lunar year');
    expect(calendars[0]!.name).toBe('Moonwise · Ana Sofia’s lunar year');
    const skipped = buildMoonCalendar(rules, { ...requestFor(0), birth: { date: '2021-03-28', time: '01:30', place: { label: null, lat: 51.5, lng: -0.12, zone: 'Nowhere/Atlantis' } } });
    expect(skipped.ok).toBe(false);
  });

  it('holds for random births and starts: events in the window, in order, unique UIDs, lunations exact', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1930-01-01T00:00:00Z'), max: new Date('2010-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.option(fc.integer({ min: 0, max: 24 * 60 - 1 }), { nil: null }),
        fc.double({ min: -66, max: 66, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.integer({ min: 0, max: 3650 }),
        (date, minutes, lat, lng, days) => {
          const time = minutes === null ? null : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
          const made = buildMoonCalendar(rules, {
            feedId: 'prop',
            name: null,
            birth: { date: date.toISOString().slice(0, 10), time, place: { label: null, lat, lng, zone: 'UTC' } },
            readingUrl: READING_URL,
            fromUtcMs: Date.UTC(2025, 0, 1) + days * DAY_MS,
          });
          if (!made.ok) return;
          const { events, fromUtcMs, untilUtcMs } = made.calendar;
          expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
          let last = -Infinity;
          for (const event of events) {
            expect(event.utcMs).toBeGreaterThanOrEqual(Math.max(last, fromUtcMs));
            expect(event.utcMs).toBeLessThan(untilUtcMs);
            last = event.utcMs;
            if (event.kind === 'new-moon') expect(Math.abs(arc(elongationAt(event.utcMs), 0))).toBeLessThan(0.001);
            if (event.kind === 'full-moon') expect(Math.abs(arc(elongationAt(event.utcMs), 180))).toBeLessThan(0.001);
          }
        },
      ),
      { numRuns: 20 },
    );
  });
});
