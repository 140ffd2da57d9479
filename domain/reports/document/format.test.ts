import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInMonth } from '../../sky';
import { enteredDateText, longDate, offsetName, shortDate, weekdayOf } from './format';

const civilDates = fc
  .record({ year: fc.integer({ min: 1, max: 9999 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
  .map(({ year, month, day }) => ({ year, month, day: Math.min(day, daysInMonth(year, month)) }));

/** JavaScript's own proleptic Gregorian weekday, 0 = Monday (setUTCFullYear, since Date.UTC maps years 0–99 to the 1900s). */
const oracleWeekday = ({ year, month, day }: { year: number; month: number; day: number }): number => {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (date.getUTCDay() + 6) % 7;
};

describe('the report’s date words', () => {
  it('works out the weekday from the calendar date alone, as the proleptic Gregorian calendar has it', () => {
    fc.assert(
      fc.property(civilDates, (date) => {
        expect(weekdayOf(date)).toBe(oracleWeekday(date));
      }),
    );
  });

  it('writes dates as British English does, with no Intl', () => {
    expect(longDate({ year: 1950, month: 1, day: 15 })).toBe('Sunday, 15 January 1950');
    expect(shortDate({ year: 2026, month: 9, day: 8 })).toBe('8 Sept 2026');
    expect(enteredDateText('1950-01-15', '23:30')).toBe('Sunday, 15 January 1950 at 23:30');
    expect(enteredDateText('2000-02-29', null)).toBe('Tuesday, 29 February 2000');
  });

  it('names an offset as ICU’s localized GMT format does', () => {
    expect([0, 3600, -3600, 9 * 3600, 19800, -12600, 45900, 1172, -(10 * 3600 + 30 * 60)].map(offsetName)).toEqual([
      'GMT',
      'GMT+1',
      'GMT-1',
      'GMT+9',
      'GMT+5:30',
      'GMT-3:30',
      'GMT+12:45',
      'GMT+0:19:32',
      'GMT-10:30',
    ]);
  });
});
