import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePosixTz, posixOffsetSecondsAt, posixTransitionsBetween, PosixTzError } from './posix-tz';
import { DEFAULT_ZONEINFO_DIR, systemZoneRules } from './system-zone-rules.adapter';
import { parseTzif } from './tzif';

const seconds = (iso: string) => Date.parse(iso) / 1000;
const HOUR = 3600;

describe('parsing POSIX TZ strings', () => {
  it('reads the European rule', () => {
    expect(parsePosixTz('CET-1CEST,M3.5.0,M10.5.0/3')).toEqual({
      standard: { abbreviation: 'CET', utoffSeconds: HOUR },
      daylight: {
        abbreviation: 'CEST',
        utoffSeconds: 2 * HOUR,
        start: { day: { kind: 'month-week-day', month: 3, week: 5, weekday: 0 }, timeSeconds: 2 * HOUR },
        end: { day: { kind: 'month-week-day', month: 10, week: 5, weekday: 0 }, timeSeconds: 3 * HOUR },
      },
    });
  });

  it('reads quoted numeric abbreviations and offsets with minutes', () => {
    expect(parsePosixTz('<+0330>-3:30')).toEqual({ standard: { abbreviation: '+0330', utoffSeconds: 12_600 }, daylight: null });
    expect(parsePosixTz('<-03>3')).toEqual({ standard: { abbreviation: '-03', utoffSeconds: -3 * HOUR }, daylight: null });
    expect(parsePosixTz('UTC0')).toEqual({ standard: { abbreviation: 'UTC', utoffSeconds: 0 }, daylight: null });
  });

  it('reads negative and past-midnight rule times (RFC 8536 extensions)', () => {
    const nuuk = parsePosixTz('<-02>2<-01>,M3.5.0/-1,M10.5.0/0');
    expect(nuuk.daylight).toMatchObject({ utoffSeconds: -HOUR, start: { timeSeconds: -HOUR }, end: { timeSeconds: 0 } });
    expect(parsePosixTz('IST-2IDT,M3.4.4/26,M10.5.0').daylight?.start.timeSeconds).toBe(26 * HOUR);
  });

  it('reads Julian and zero-based days, and daylight one hour ahead by default', () => {
    const allYear = parsePosixTz('XXX3EDT4,0/0,J365/25');
    expect(allYear.daylight).toMatchObject({ utoffSeconds: -4 * HOUR, start: { day: { kind: 'zero-based', day: 0 }, timeSeconds: 0 }, end: { day: { kind: 'julian', day: 365 }, timeSeconds: 25 * HOUR } });
    expect(parsePosixTz('EST5EDT').daylight).toMatchObject({ utoffSeconds: -4 * HOUR, start: { day: { month: 3, week: 2 } }, end: { day: { month: 11, week: 1 } } });
  });

  it('refuses malformed strings', () => {
    for (const bad of ['', 'AB5', 'CET', 'CET-1CEST,M13.5.0,M10.5.0', 'CET-1CEST,M3.5.0', 'CET-1CEST,M3.5.0,M10.5.0 junk', 'CET-1CEST;M3.5.0,M10.5.0', 'X<+1>', 'CET-25']) {
      expect(() => parsePosixTz(bad), bad).toThrow(PosixTzError);
    }
  });
});

describe('offsets from POSIX TZ rules', () => {
  const europe = parsePosixTz('CET-1CEST,M3.5.0,M10.5.0/3');

  it('changes at 01:00 UTC on the last Sundays of March and October, as the EU rule says', () => {
    expect(posixOffsetSecondsAt(europe, seconds('2024-03-31T00:59:59Z'))).toBe(HOUR);
    expect(posixOffsetSecondsAt(europe, seconds('2024-03-31T01:00:00Z'))).toBe(2 * HOUR);
    expect(posixOffsetSecondsAt(europe, seconds('2024-10-27T00:59:59Z'))).toBe(2 * HOUR);
    expect(posixOffsetSecondsAt(europe, seconds('2024-10-27T01:00:00Z'))).toBe(HOUR);
    expect(posixTransitionsBetween(europe, seconds('2024-01-01T00:00:00Z'), seconds('2025-01-01T00:00:00Z'))).toEqual([seconds('2024-03-31T01:00:00Z'), seconds('2024-10-27T01:00:00Z')]);
  });

  it('keeps daylight time across the new year in the southern hemisphere', () => {
    const newZealand = parsePosixTz('NZST-12NZDT,M9.5.0,M4.1.0/3');
    expect(posixOffsetSecondsAt(newZealand, seconds('2040-01-01T00:00:00Z'))).toBe(13 * HOUR);
    expect(posixOffsetSecondsAt(newZealand, seconds('2040-07-01T00:00:00Z'))).toBe(12 * HOUR);
  });

  it('puts Israel’s change on the Friday before the last Sunday of March', () => {
    const israel = parsePosixTz('IST-2IDT,M3.4.4/26,M10.5.0');
    expect(posixTransitionsBetween(israel, seconds('2024-03-01T00:00:00Z'), seconds('2024-04-01T00:00:00Z'))).toEqual([seconds('2024-03-29T00:00:00Z')]);
  });

  it('treats a rule that covers the whole year as permanent daylight time', () => {
    const allYear = parsePosixTz('XXX3EDT4,0/0,J365/25');
    fc.assert(fc.property(fc.integer({ min: seconds('2000-01-01T00:00:00Z'), max: seconds('2100-01-01T00:00:00Z') }), (at) => posixOffsetSecondsAt(allYear, at) === -4 * HOUR));
    expect(posixTransitionsBetween(allYear, seconds('2030-01-01T00:00:00Z'), seconds('2032-01-01T00:00:00Z'))).toEqual([]);
  });

  it('the offset changes exactly at the listed transitions', () => {
    const newYork = parsePosixTz('EST5EDT,M3.2.0,M11.1.0');
    fc.assert(
      fc.property(fc.integer({ min: seconds('1990-01-01T00:00:00Z'), max: seconds('2400-01-01T00:00:00Z') }), (start) => {
        const end = start + 400 * 86_400;
        const transitions = posixTransitionsBetween(newYork, start, end);
        let previous = start;
        for (const at of [...transitions, end + 1]) {
          // No change strictly between two listed transitions (checked at both ends and the middle).
          const offset = posixOffsetSecondsAt(newYork, previous);
          expect(posixOffsetSecondsAt(newYork, Math.floor((previous + at - 1) / 2))).toBe(offset);
          expect(posixOffsetSecondsAt(newYork, at - 1)).toBe(offset);
          if (at <= end) expect(posixOffsetSecondsAt(newYork, at)).not.toBe(offset);
          previous = at;
        }
        expect(transitions.length === 2 || transitions.length === 3 || transitions.length === 4).toBe(true);
      }),
    );
  });
});

describe('footers of the system tz files', () => {
  const zones = systemZoneRules().listZones();

  const tables = zones.map((zone) => ({ zone, tzif: parseTzif(readFileSync(path.join(DEFAULT_ZONEINFO_DIR, zone))) }));

  it('every footer parses and agrees with the state after the last transition', () => {
    for (const { zone, tzif } of tables) {
      expect(tzif.footer, zone).not.toBe('');
      const footer = parsePosixTz(tzif.footer);
      const last = tzif.transitionTimes[tzif.transitionTimes.length - 1];
      if (last === undefined) continue;
      const lastType = tzif.types[tzif.transitionTypes[tzif.transitionTypes.length - 1] ?? 0];
      expect(posixOffsetSecondsAt(footer, last), zone).toBe(lastType?.utoffSeconds);
    }
  });

  it('a daylight-saving footer reproduces the last ten years of its zone’s table', () => {
    let checked = 0;
    for (const { zone, tzif } of tables) {
      const footer = parsePosixTz(tzif.footer);
      if (!footer.daylight) continue;
      const last = tzif.transitionTimes[tzif.transitionTimes.length - 1] ?? 0;
      // Gaza and Hebron list Ramadan exceptions to their rule until 2086: the table, not the footer, rules there.
      if (last > seconds('2038-01-19T03:14:08Z')) continue;
      tzif.transitionTimes.forEach((at, i) => {
        if (at < last - 10 * 365 * 86_400) return;
        const type = tzif.types[tzif.transitionTypes[i] ?? 0];
        expect(posixOffsetSecondsAt(footer, at), `${zone} at ${new Date(at * 1000).toISOString()}`).toBe(type?.utoffSeconds);
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
