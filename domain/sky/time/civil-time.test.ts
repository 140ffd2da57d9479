import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MS_PER_DAY,
  civilFromDays,
  civilOfWallMs,
  daysFromCivil,
  formatClockTime,
  formatIsoDate,
  formatUtcOffset,
  meanSolarOffsetSeconds,
  parseClockTime,
  parseIsoDate,
  wallMsOf,
} from './civil-time';

const dayNumberArb = fc.integer({ min: daysFromCivil({ year: 1, month: 1, day: 1 }), max: daysFromCivil({ year: 9999, month: 12, day: 31 }) });

describe('calendar dates', () => {
  it('accepts real calendar days and refuses impossible ones', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('1900-02-29')).toBeNull();
    expect(parseIsoDate('2000-02-29')).not.toBeNull();
    expect(parseIsoDate('2023-04-31')).toBeNull();
    expect(parseIsoDate('2023-13-01')).toBeNull();
    expect(parseIsoDate('2023-1-01')).toBeNull();
    expect(parseIsoDate('0000-01-01')).toBeNull();
  });

  it('accepts times of day from 00:00 to 23:59 only', () => {
    expect(parseClockTime('00:00')).toEqual({ hour: 0, minute: 0 });
    expect(parseClockTime('23:59')).toEqual({ hour: 23, minute: 59 });
    for (const bad of ['24:00', '12:60', '7:30', '07:30:00', '', 'noon']) expect(parseClockTime(bad)).toBeNull();
  });

  it('counts days from 1970-01-01 the way Date.UTC does for modern years', () => {
    expect(daysFromCivil({ year: 1970, month: 1, day: 1 })).toBe(0);
    expect(daysFromCivil({ year: 1969, month: 12, day: 31 })).toBe(-1);
    expect(daysFromCivil({ year: 2000, month: 3, day: 1 })).toBe(Date.UTC(2000, 2, 1) / MS_PER_DAY);
  });

  it('civilFromDays inverts daysFromCivil', () => {
    fc.assert(fc.property(dayNumberArb, (days) => daysFromCivil(civilFromDays(days)) === days));
  });

  it('civilFromDays agrees with Date for years 1000 to 9999', () => {
    fc.assert(
      fc.property(fc.integer({ min: daysFromCivil({ year: 1000, month: 1, day: 1 }), max: daysFromCivil({ year: 9999, month: 12, day: 31 }) }), (days) => {
        const date = new Date(days * MS_PER_DAY);
        expect(civilFromDays(days)).toEqual({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
      }),
    );
  });

  it('parseIsoDate reads back every date formatIsoDate writes', () => {
    fc.assert(fc.property(dayNumberArb, (days) => {
        expect(parseIsoDate(formatIsoDate(civilFromDays(days)))).toEqual(civilFromDays(days));
      }),
    );
  });

  it('reads a wall-clock millisecond back as the date and minute it was made from', () => {
    const wall = wallMsOf({ year: 1755, month: 11, day: 1 }, { hour: 9, minute: 40 });
    const { date, time } = civilOfWallMs(wall + 59_999);
    expect(formatIsoDate(date)).toBe('1755-11-01');
    expect(formatClockTime(time)).toBe('09:40');
  });
});

describe('offsets', () => {
  it('writes offsets with seconds only when they have them', () => {
    expect(formatUtcOffset(0)).toBe('UTC+00:00');
    expect(formatUtcOffset(19_800)).toBe('UTC+05:30');
    expect(formatUtcOffset(-12_600)).toBe('UTC-03:30');
    expect(formatUtcOffset(1172)).toBe('UTC+00:19:32');
    expect(formatUtcOffset(-17_762)).toBe('UTC-04:56:02');
  });

  it('gives mean solar time as four minutes per degree, east ahead of Greenwich', () => {
    expect(meanSolarOffsetSeconds(15)).toBe(3600);
    expect(meanSolarOffsetSeconds(-71.0589)).toBe(-17_054);
    expect(Object.is(meanSolarOffsetSeconds(-0.001), 0)).toBe(true);
  });
});
