import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitiseAssistantText } from '../../kernel';
import { parseBirthTime } from './birth-time';

const pad = (n: number) => String(n).padStart(2, '0');
const hourArb = fc.integer({ min: 0, max: 23 });
const minuteArb = fc.integer({ min: 0, max: 59 });
const meridiemArb = fc.constantFrom('am', 'pm', 'AM', 'PM', ' am', ' pm', ' a.m.', ' p.m.', ' P.M.');
const wrapArb = fc.constantFrom(['', ''], ['at ', ''], ['I was born at ', '.'], ['', ' exactly'], ['(', ')']);

const timeishArb = fc
  .array(
    fc.oneof(
      fc.constantFrom(':', '.', 'h', 'am', 'pm', ' ', 'noon', 'midnight', 'quarter', 'half', 'past', 'to', "o'clock", 'in the', 'evening', 'night', 'around', "don't know", 'twelve'),
      fc.integer({ min: 0, max: 2500 }).map(String),
      fc.string({ maxLength: 4 }),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));
const anyTextArb = fc.oneof(timeishArb, fc.string(), fc.string({ unit: 'grapheme' }));

describe('parseBirthTime examples', () => {
  it.each([
    ['8:30am', '08:30', false],
    ['8.30 pm', '20:30', false],
    ['20:15', '20:15', false],
    ['2015h', '20:15', false],
    ['2015 hours', '20:15', false],
    ['20h15', '20:15', false],
    ['8am', '08:00', false],
    ['12am', '00:00', false],
    ['12pm', '12:00', false],
    ['12:30 a.m.', '00:30', false],
    ['noon', '12:00', false],
    ['around noon', '12:00', true],
    ['midnight', '00:00', false],
    ['about 7 in the evening', '19:00', true],
    ['six in the morning', '06:00', false],
    ['11 at night', '23:00', false],
    ['2 at night', '02:00', false],
    ['quarter past nine in the evening', '21:15', false],
    ['half past 6 pm', '18:30', false],
    ['quarter to one pm', '12:45', false],
    ["7 o'clock in the morning", '07:00', false],
    ['roughly 8pm', '20:00', true],
    ['8pm-ish', '20:00', true],
    ['not sure, maybe 8:15', '08:15', true],
    ['I’m not sure, around 5am I think', '05:00', true],
  ])('reads %j as %s (approximate: %s)', (text, time, approximate) => {
    expect(parseBirthTime(text)).toEqual({ kind: 'time', time, approximate });
  });

  it.each([["I don't know"], ['I don’t know'], ['not sure'], ['no idea'], ['unknown'], ['Unknown, sorry'], ['idk']])(
    'hears %j as an unknown time',
    (text) => {
      expect(parseBirthTime(text)).toEqual({ kind: 'unknown' });
    },
  );

  it.each([['25:00'], ['13pm'], ['13:30 pm'], ['12:75'], ['0am']])('finds %j invalid and asks again', (text) => {
    expect(parseBirthTime(text)).toEqual({
      kind: 'invalid',
      question: 'Hmm, that time doesn’t look quite right to me. Could you share it like 8:30am or 20:30?',
    });
  });

  it('asks morning or evening when only the hour was said', () => {
    expect(parseBirthTime("7 o'clock")).toEqual({
      kind: 'ambiguous',
      options: ['07:00', '19:00'],
      question: 'Was that 7 in the morning or 7 in the evening?',
    });
    expect(parseBirthTime('quarter past nine')).toEqual({
      kind: 'ambiguous',
      options: ['09:15', '21:15'],
      question: 'Was that 9:15 in the morning or 9:15 in the evening?',
    });
  });

  it.each([['14.03.1990'], ['born 1990-03-14'], ['3/14/90'], ['I feel stuck'], ['in 2015 I moved'], ['I speak English'], ['']])(
    'finds no time in %j',
    (text) => {
      expect(parseBirthTime(text)).toEqual({ kind: 'none' });
    },
  );

  it('reads the time beside a date without confusing the two', () => {
    expect(parseBirthTime('14.03.1990 at 8.30pm')).toEqual({ kind: 'time', time: '20:30', approximate: false });
  });
});

describe('parseBirthTime properties', () => {
  it('every HH:MM in 24-hour form round-trips', () => {
    fc.assert(
      fc.property(hourArb, minuteArb, fc.boolean(), wrapArb, (hour, minute, padHour, [before, after]) => {
        const text = `${before}${padHour ? pad(hour) : hour}:${pad(minute)}${after}`;
        expect(parseBirthTime(text)).toEqual({ kind: 'time', time: `${pad(hour)}:${pad(minute)}`, approximate: false });
      }),
    );
  });

  it('every HH:MM in 12-hour form round-trips', () => {
    fc.assert(
      fc.property(hourArb, minuteArb, meridiemArb, fc.constantFrom(':', '.'), wrapArb, (hour, minute, suffix, separator, [before, after]) => {
        const twelve = hour % 12 === 0 ? 12 : hour % 12;
        const afternoon = hour >= 12;
        fc.pre(afternoon === suffix.trim().toLowerCase().startsWith('p'));
        const text = `${before}${twelve}${separator}${pad(minute)}${suffix}${after}`;
        expect(parseBirthTime(text)).toEqual({ kind: 'time', time: `${pad(hour)}:${pad(minute)}`, approximate: false });
      }),
    );
  });

  it('the parser never throws', () => {
    fc.assert(
      fc.property(anyTextArb, (text) => {
        expect(() => parseBirthTime(text)).not.toThrow();
      }),
    );
  });

  it('a found time is always a real HH:MM', () => {
    fc.assert(
      fc.property(anyTextArb, (text) => {
        const result = parseBirthTime(text);
        const times = result.kind === 'time' ? [result.time] : result.kind === 'ambiguous' ? result.options : [];
        for (const time of times) expect(time).toMatch(/^(?:[01]\d|2[0-3]):[0-5]\d$/);
      }),
    );
  });

  it('every question passes the sanitiser unchanged', () => {
    fc.assert(
      fc.property(anyTextArb, (text) => {
        const result = parseBirthTime(text);
        if (result.kind === 'invalid' || result.kind === 'ambiguous') expect(sanitiseAssistantText(result.question)).toBe(result.question);
      }),
    );
  });
});

describe('an hour after “at”', () => {
  it('asks morning or evening for a bare hour, and reads a 24-hour one', () => {
    expect(parseBirthTime('I was born at 8 in Porto').kind).toBe('ambiguous');
    expect(parseBirthTime('born at 8 in the evening')).toMatchObject({ kind: 'time', time: '20:00' });
    expect(parseBirthTime('born at 17')).toMatchObject({ kind: 'time', time: '17:00' });
    expect(parseBirthTime('born at 8pm')).toMatchObject({ kind: 'time', time: '20:00' });
  });
});
