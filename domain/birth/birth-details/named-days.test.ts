import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedClock, sanitiseAssistantText } from '../../kernel';
import { parseBirthDate, withoutBirthDates } from './birth-date';
import { FIXED_DAYS, MOVABLE_DAYS } from './named-days';

/** 22 November 2026, as the conversation examples. */
const clock = fixedClock(Date.UTC(2026, 10, 22, 12));
const read = (text: string) => parseBirthDate(text, clock);
const iso = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

describe('named days with a year', () => {
  it.each([
    ["born in the year 2000 on valentine's day", '2000-02-14'],
    ['christmas eve 1975', '1975-12-24'],
    ["new years eve '89", '1989-12-31'],
    ['valentines day 1990', '1990-02-14'],
    ["Valentine’s Day, 1990", '1990-02-14'],
    ['st valentines day 1990', '1990-02-14'],
    ['christmas 1985', '1985-12-25'],
    ['Christmas Day 1985', '1985-12-25'],
    ['xmas day 1969', '1969-12-25'],
    ['born on christmas 85', '1985-12-25'],
    ['boxing day 2001', '2001-12-26'],
    ["new year's day 1990", '1990-01-01'],
    ['born in 1990 on new years day', '1990-01-01'],
    ['halloween 1993', '1993-10-31'],
    ['born on halloween in 88', '1988-10-31'],
    ['hallowe’en 1993', '1993-10-31'],
    ['the fourth of july 1976', '1976-07-04'],
    ['4th of july 1976', '1976-07-04'],
    ['independence day 1976', '1976-07-04'],
    ["st patrick's day 1992", '1992-03-17'],
    ["st. patrick's day '92", '1992-03-17'],
    ['saint patricks day 1992', '1992-03-17'],
    ["paddy's day 1992", '1992-03-17'],
    ['bastille day 1989', '1989-07-14'],
    ['i was born on leap day 1996', '1996-02-29'],
    ['1999, on new years eve', '1999-12-31'],
  ])('%s → %s', (text, date) => {
    expect(read(text)).toEqual({ kind: 'date', date });
  });

  it('says a leap day that year did not have is not on the calendar', () => {
    expect(read('born on leap day 1997')).toMatchObject({ kind: 'invalid', reason: 'impossible' });
  });

  it('asks only for the year when a named day comes without one, and only about a birth', () => {
    const asked = read('I was born on christmas eve');
    expect(asked).toMatchObject({ kind: 'unclear', reason: 'no-year' });
    if (asked.kind === 'unclear') expect(asked.question).toContain('Christmas Eve');
    expect(read('i want to manifest something before christmas')).toEqual({ kind: 'none' });
    expect(read('halloween always feels magical to me')).toEqual({ kind: 'none' });
  });

  it('any fixed day with any year, in any order and style, is read as that day', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FIXED_DAYS.filter((day) => !(day.month === 2 && day.day === 29))),
        fc.integer({ min: 1900, max: 2025 }),
        fc.constantFrom(
          (name: string, year: string) => `${name} ${year}`,
          (name: string, year: string) => `born on ${name} ${year}`,
          (name: string, year: string) => `born in the year ${year} on ${name}`,
          (name: string, year: string) => `${year}, ${name}`,
          (name: string, year: string) => `I was born ${name} of ${year} in Lisbon`,
        ),
        fc.boolean(),
        fc.boolean(),
        (day, year, say, apostrophe, upper) => {
          const name = day.name.replace(/^the /, '').replace(/’/g, "'");
          const written = apostrophe && year >= 1927 ? `'${String(year).slice(2)}` : String(year);
          const text = say(upper ? name.toUpperCase() : name.toLowerCase(), written);
          expect(read(text)).toEqual({ kind: 'date', date: iso(year, day.month, day.day) });
        },
      ),
    );
  });
});

describe('named days that move', () => {
  it.each([
    ["born on mother's day 1988", 'Mother’s Day', 'different countries', '1988'],
    ['mothers day 1988', 'Mother’s Day', 'different countries', '1988'],
    ['born on mothering sunday', 'Mother’s Day', 'different countries', 'month and year'],
    ["father's day 1979", 'Father’s Day', 'different countries', '1979'],
    ['thanksgiving 1985', 'Thanksgiving', 'different countries', '1985'],
    ['born on easter sunday 1990', 'Easter', 'each year', '1990'],
    ['chinese new year 1990', 'Lunar New Year', 'each year', '1990'],
    ['born on good friday 1990', 'Easter', 'each year', '1990'],
  ])('%s: asks, naming %s and why', (text, name, why, year) => {
    const parse = read(text);
    expect(parse).toMatchObject({ kind: 'unclear', reason: 'movable-day' });
    if (parse.kind !== 'unclear') return;
    expect(parse.question).toContain(name);
    expect(parse.question).toContain(why);
    expect(parse.question.toLowerCase()).toContain(year.toLowerCase());
  });

  it('never guesses a movable day, and every question is already clean', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MOVABLE_DAYS), fc.integer({ min: 1900, max: 2025 }), (day, year) => {
        const parse = read(`born on ${day.name.replace(/’/g, "'").toLowerCase()} ${year}`);
        expect(parse.kind).toBe('unclear');
        if (parse.kind === 'unclear') expect(sanitiseAssistantText(parse.question)).toBe(parse.question);
      }),
    );
  });

  it('says nothing about a movable day when no birth is being told', () => {
    expect(read('mothers day is hard for me')).toEqual({ kind: 'none' });
  });
});

describe('taking dates out before a place is looked for', () => {
  it.each([
    ["born in the year 2000 on valentine's day", ['year', 'valentine']],
    ['christmas eve 1975 in Porto', ['christmas', 'eve', '1975']],
    ["march 3rd '91 at 14h30", ['march', "'91"]],
    ["new years eve '89", ['new', 'years', 'eve']],
  ])('%s loses %j', (text, words) => {
    const left = withoutBirthDates(text).toLowerCase();
    for (const word of words) expect(left).not.toContain(word);
  });

  it('keeps the place words', () => {
    expect(withoutBirthDates('christmas eve 1975 in Porto')).toContain('in Porto');
  });

  it('leaves any text the same length or shorter, and unchanged when it holds no date', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(withoutBirthDates(text).length).toBeLessThanOrEqual(text.length + 1);
      }),
    );
    expect(withoutBirthDates('I feel stuck at work')).toBe('I feel stuck at work');
  });
});
