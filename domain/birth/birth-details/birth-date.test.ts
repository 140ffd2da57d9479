import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedClock, sanitiseAssistantText } from '../../kernel';
import { parseBirthDate } from './birth-date';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const JUNE_15_2025 = Date.UTC(2025, 5, 15, 12);
const clock = fixedClock(JUNE_15_2025);
const DAY_MS = 86_400_000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const ordinal = (d: number) => (d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th');
/** An ISO date is real when the calendar gives it back unchanged. */
const isRealIsoDate = (iso: string) => {
  const [y = 0, m = 0, d = 0] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10) === iso && y >= 1000;
};

interface Day {
  y: number;
  m: number;
  d: number;
  iso: string;
}

/** A clock anywhere from 1990 to 2099, and a birth date between 1900 and that clock's UTC day. */
const clockAndDayArb = fc
  .integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2099, 11, 31) })
  .chain((now) =>
    fc.integer({ min: Math.floor(Date.UTC(1900, 0, 1) / DAY_MS), max: Math.floor(now / DAY_MS) }).map((dayNumber) => {
      const date = new Date(dayNumber * DAY_MS);
      const day: Day = { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate(), iso: date.toISOString().slice(0, 10) };
      return { now, day };
    }),
  );

const monthName = (m: number) => MONTHS[m - 1] ?? '';
type Format = { name: string; write: (day: Day) => string; twoDigitYear?: boolean; swappable?: boolean };
const FORMATS: Format[] = [
  { name: 'iso', write: ({ y, m, d }) => `${y}-${pad(m)}-${pad(d)}` },
  { name: 'day/month/year', write: ({ y, m, d }) => `${pad(d)}/${pad(m)}/${y}`, swappable: true },
  { name: 'month/day/yy', write: ({ y, m, d }) => `${m}/${d}/${pad(y % 100)}`, twoDigitYear: true, swappable: true },
  { name: 'day.month.year', write: ({ y, m, d }) => `${pad(d)}.${pad(m)}.${y}` },
  { name: 'day-month-year', write: ({ y, m, d }) => `${pad(d)}-${pad(m)}-${y}`, swappable: true },
  { name: 'day Month year', write: ({ y, m, d }) => `${d} ${monthName(m)} ${y}` },
  { name: 'dayth of Month year', write: ({ y, m, d }) => `${d}${ordinal(d)} of ${monthName(m)} ${y}` },
  { name: 'Month dayth, year', write: ({ y, m, d }) => `${monthName(m)} ${d}${ordinal(d)}, ${y}` },
  { name: 'Mon day year', write: ({ y, m, d }) => `${monthName(m).slice(0, 3)} ${d} ${y}` },
  { name: 'born on the dayth of month, year', write: ({ y, m, d }) => `born on the ${d}${ordinal(d)} of ${monthName(m).toLowerCase()}, ${y}` },
];
const formatArb = fc.constantFrom(...FORMATS);
const caseArb = fc.constantFrom((s: string) => s, (s: string) => s.toUpperCase(), (s: string) => s.toLowerCase());
const wrapArb = fc.constantFrom(['', ''], ['I was born ', '.'], ['it is ', ' thanks!'], ['(', ')'], ['My birthday: ', ', at home']);

/** Text that looks like dates often enough to reach every branch. */
const dateishArb = fc
  .array(
    fc.oneof(
      fc.constantFrom('/', '-', '.', ' ', ',', 'th', 'of', 'the', 'sept', 'feb', 'March', 'may', '29', '31', '00', '1899', '2099', '90', '0'),
      fc.integer({ min: 0, max: 3000 }).map(String),
      fc.string({ maxLength: 4 }),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));
const anyTextArb = fc.oneof(dateishArb, fc.string(), fc.string({ unit: 'grapheme' }));
const clockArb = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2099, 11, 31) }).map(fixedClock);

describe('parseBirthDate examples', () => {
  it.each([
    ['1990-03-14'],
    ['14/03/1990'],
    ['3/14/90'],
    ['14.03.1990'],
    ['14-03-1990'],
    ['14 March 1990'],
    ['14th of March 1990'],
    ['March 14th, 1990'],
    ['Mar 14 1990'],
    ['born on the 14th of march, 1990'],
    ['MARCH 14 1990'],
    ['My birthday is 14/3/1990 and I was born at 8:30am'],
  ])('reads %j as 14 March 1990', (text) => {
    expect(parseBirthDate(text, clock)).toEqual({ kind: 'date', date: '1990-03-14' });
  });

  it('understands Sept and a full stop after an abbreviation', () => {
    expect(parseBirthDate('Sept. 9 1985', clock)).toEqual({ kind: 'date', date: '1985-09-09' });
    expect(parseBirthDate('9 sept 1985', clock)).toEqual({ kind: 'date', date: '1985-09-09' });
  });

  it('asks which one was meant when day and month could swap', () => {
    expect(parseBirthDate('03/04/1990', clock)).toEqual({
      kind: 'ambiguous',
      options: ['1990-04-03', '1990-03-04'],
      question: 'Did you mean 3 April 1990 or March 4, 1990?',
    });
  });

  it('does not ask when the same number is both day and month', () => {
    expect(parseBirthDate('05/05/1990', clock)).toEqual({ kind: 'date', date: '1990-05-05' });
  });

  it('takes the day first when the date is written with dots', () => {
    expect(parseBirthDate('03.04.1990', clock)).toEqual({ kind: 'date', date: '1990-04-03' });
  });

  it('falls back to month first with dots when day first is impossible', () => {
    expect(parseBirthDate('3.14.1990', clock)).toEqual({ kind: 'date', date: '1990-03-14' });
  });

  it('does not ask when the other reading would be in the future', () => {
    // In June 2025, 7 June is past and 6 July is still to come.
    expect(parseBirthDate('07/06/2025', clock)).toEqual({ kind: 'date', date: '2025-06-07' });
  });

  it.each([
    ['31 February 1990', 'Hmm, 31 February doesn’t appear on the calendar in 1990. Could you check the day and month for me?'],
    ['29/02/1991', 'Hmm, 29 February doesn’t appear on the calendar in 1991. Could you check the day and month for me?'],
    ['02/31/1990', 'Hmm, 31 February doesn’t appear on the calendar in 1990. Could you check the day and month for me?'],
    ['13/13/1990', 'Hmm, that date doesn’t seem to exist on the calendar. Could you check the day and month for me?'],
    ['1990-00-10', 'Hmm, that date doesn’t seem to exist on the calendar. Could you check the day and month for me?'],
  ])('calls %j impossible and asks kindly', (text, question) => {
    expect(parseBirthDate(text, clock)).toEqual({ kind: 'invalid', reason: 'impossible', question });
  });

  it('accepts 29 February in a leap year', () => {
    expect(parseBirthDate('29/02/1992', clock)).toEqual({ kind: 'date', date: '1992-02-29' });
    expect(parseBirthDate('29 Feb 2000', clock)).toEqual({ kind: 'date', date: '2000-02-29' });
  });

  it('refuses 29 February 1900, which was not a leap year', () => {
    expect(parseBirthDate('29 February 1900', clock)).toMatchObject({ kind: 'invalid', reason: 'impossible' });
  });

  it('calls a date after today future', () => {
    expect(parseBirthDate('1 January 2030', clock)).toMatchObject({ kind: 'invalid', reason: 'future' });
    expect(parseBirthDate('2025-06-17', clock)).toMatchObject({ kind: 'invalid', reason: 'future' });
  });

  it('accepts today, and tomorrow while tomorrow has begun somewhere on Earth', () => {
    expect(parseBirthDate('2025-06-15', clock)).toEqual({ kind: 'date', date: '2025-06-15' });
    expect(parseBirthDate('2025-06-16', fixedClock(Date.UTC(2025, 5, 15, 11)))).toEqual({ kind: 'date', date: '2025-06-16' });
    expect(parseBirthDate('2025-06-16', fixedClock(Date.UTC(2025, 5, 15, 9)))).toMatchObject({ kind: 'invalid', reason: 'future' });
  });

  it('calls a date before 1900 too old', () => {
    expect(parseBirthDate('31 December 1899', clock)).toEqual({
      kind: 'invalid',
      reason: 'too-old',
      question: 'I can read birth dates from 1900 onwards. Could you check the year for me?',
    });
    expect(parseBirthDate('1 January 1900', clock)).toEqual({ kind: 'date', date: '1900-01-01' });
  });

  it('pivots two-digit years on the current year', () => {
    expect(parseBirthDate('14/3/25', clock)).toEqual({ kind: 'date', date: '2025-03-14' });
    expect(parseBirthDate('14/3/26', clock)).toEqual({ kind: 'date', date: '1926-03-14' });
    expect(parseBirthDate('14/3/00', clock)).toEqual({ kind: 'date', date: '2000-03-14' });
    expect(parseBirthDate('14/3/99', clock)).toEqual({ kind: 'date', date: '1999-03-14' });
  });

  it.each([['hello there'], ['I feel stuck at work'], ['call me at 8:30'], ['March 1990'], ['123/4/1990'], ['']])(
    'finds no date in %j',
    (text) => {
      expect(parseBirthDate(text, clock)).toEqual({ kind: 'none' });
    },
  );

  it('reads the first date when there are several', () => {
    expect(parseBirthDate('14 March 1990, or maybe 1991-01-01', clock)).toEqual({ kind: 'date', date: '1990-03-14' });
  });
});

describe('parseBirthDate properties', () => {
  it('any valid date in each supported format parses back to itself unless day and month could swap', () => {
    fc.assert(
      fc.property(clockAndDayArb, formatArb, caseArb, wrapArb, ({ now, day }, format, recase, [before, after]) => {
        const twoDigitClock = new Date(now).getUTCFullYear() % 100;
        const pivotedYear = day.y % 100 <= twoDigitClock ? 2000 + (day.y % 100) : 1900 + (day.y % 100);
        fc.pre(!format.twoDigitYear || pivotedYear === day.y);
        const result = parseBirthDate(recase(`${before}${format.write(day)}${after}`), fixedClock(now));
        if (format.swappable && result.kind === 'ambiguous') expect(result.options).toContain(day.iso);
        else expect(result).toEqual({ kind: 'date', date: day.iso });
      }),
    );
  });

  it('ambiguous options are both valid dates and distinct', () => {
    const swappableArb = fc.tuple(fc.integer({ min: 0, max: 32 }), fc.integer({ min: 0, max: 32 }), fc.integer({ min: 1890, max: 2100 }), fc.constantFrom('/', '-'));
    fc.assert(
      fc.property(swappableArb, clockArb, ([a, b, y, sep], someClock) => {
        const result = parseBirthDate(`${a}${sep}${b}${sep}${y}`, someClock);
        fc.pre(result.kind === 'ambiguous');
        if (result.kind !== 'ambiguous') return;
        const [first, second] = result.options;
        expect(isRealIsoDate(first) && isRealIsoDate(second)).toBe(true);
        expect(first).not.toBe(second);
      }),
      { examples: [[[3, 4, 1990, '/'], fixedClock(JUNE_15_2025)]] },
    );
  });

  it('the parser never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(anyTextArb, clockArb, (text, someClock) => {
        expect(() => parseBirthDate(text, someClock)).not.toThrow();
      }),
    );
  });

  it('a date never comes out in the future or before 1900', () => {
    fc.assert(
      fc.property(fc.oneof(anyTextArb, clockAndDayArb.chain(({ day }) => formatArb.map((f) => f.write(day)))), clockArb, (text, someClock) => {
        const latestToday = new Date(someClock.now() + 14 * 3_600_000).toISOString().slice(0, 10);
        const result = parseBirthDate(text, someClock);
        const dates = result.kind === 'date' ? [result.date] : result.kind === 'ambiguous' ? result.options : [];
        for (const date of dates) {
          expect(date <= latestToday && date >= '1900-01-01').toBe(true);
        }
      }),
    );
  });

  it('every question passes the sanitiser unchanged', () => {
    fc.assert(
      fc.property(anyTextArb, clockArb, (text, someClock) => {
        const result = parseBirthDate(text, someClock);
        if (result.kind === 'ambiguous' || result.kind === 'invalid') {
          expect(sanitiseAssistantText(result.question)).toBe(result.question);
          expect(result.question).not.toMatch(/\u2014/);
        }
      }),
    );
  });
});
