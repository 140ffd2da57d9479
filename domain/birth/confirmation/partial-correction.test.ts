import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../kernel';
import { MONTH_NAMES, daysInMonth } from '../../sky';
import { correctedBirthDate, correctedBirthTime, datePartsIn, hasCorrectionCue } from './partial-correction';

const clock = fixedClock(Date.parse('2026-11-22T12:00:00Z'));
const corrected = (text: string, current: string) => correctedBirthDate(text, current, clock);

describe('a correction of one part of the birth date', () => {
  it.each([
    ['wait no its the 5th not the 4th', '1992-05-04', '1992-05-05'],
    ['no, the 5th', '1992-05-04', '1992-05-05'],
    ['its 5 not 4', '1992-05-04', '1992-05-05'],
    ['the fifth, not the fourth', '1992-05-04', '1992-05-05'],
    ['twenty first actually', '1992-05-04', '1992-05-21'],
    ['actually it was 1993', '1992-05-04', '1993-05-04'],
    ['the year is wrong, 1993', '1992-05-04', '1993-05-04'],
    ["oops '93", '1992-05-04', '1993-05-04'],
    ['not march, april', '1990-03-14', '1990-04-14'],
    ['april not march', '1990-03-14', '1990-04-14'],
    ['wrong month, it was june', '1990-03-14', '1990-06-14'],
    ['no it was may', '1990-03-14', '1990-05-14'],
    ['its the 3rd of june', '1990-03-14', '1990-06-03'],
    ['the day is 9', '1990-03-14', '1990-03-09'],
  ])('%s changes %s to %s', (text, current, next) => {
    expect(corrected(text, current)).toEqual({ kind: 'date', date: next });
  });

  it.each([
    ['wrong city, it’s Porto', '1992-05-04'],
    ['it’s 7:30 not 6:30', '1992-05-04'],
    ['the 4th', '1992-05-04'],
    ['yes that is right', '1992-05-04'],
    ['I may have got it wrong', '1992-05-04'],
    ['no, my email is ana4@example.com', '1992-05-04'],
  ])('%s changes nothing in %s', (text, current) => {
    expect(corrected(text, current)).toEqual({ kind: 'none' });
  });

  it('a day the month does not have, or a future year, is asked about, never stored', () => {
    expect(corrected('the 31st', '1992-02-04').kind).toBe('invalid');
    expect(corrected('actually it was 2031', '1992-02-04').kind).toBe('invalid');
  });

  const ordinal = (day: number) => `${day}${day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th'}`;
  const iso = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const date = fc
    .record({ year: fc.integer({ min: 1930, max: 2020 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }) })
    .map((d) => ({ ...d, iso: iso(d.year, d.month, d.day) }));

  it('any date, its day corrected in any of several wordings: only the day changes', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: 1, max: 28 }), fc.integer({ min: 0, max: 4 }), (d, day, wording) => {
        fc.pre(day !== d.day);
        const text = [`wait no its the ${ordinal(day)} not the ${ordinal(d.day)}`, `no, the ${ordinal(day)}`, `actually the ${ordinal(day)}`, `the day is ${day}`, `it's ${day} not ${d.day}`][wording] ?? '';
        expect(corrected(text, d.iso)).toEqual({ kind: 'date', date: iso(d.year, d.month, day) });
      }),
    );
  });

  it('any date, its month corrected in any of several wordings: only the month changes', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 3 }), fc.boolean(), (d, month, wording, short) => {
        fc.pre(month !== d.month);
        const name = (m: number) => {
          const full = (MONTH_NAMES[m - 1] ?? '').toLowerCase();
          return short && full !== 'may' ? full.slice(0, 3) : full;
        };
        const text = [`not ${name(d.month)}, ${name(month)}`, `${name(month)} not ${name(d.month)}`, `wrong month, it was ${name(month)}`, `no, the month is ${name(month)}`][wording] ?? '';
        expect(corrected(text, d.iso)).toEqual({ kind: 'date', date: iso(d.year, month, d.day) });
      }),
    );
  });

  it('any date, its year corrected in any of several wordings: only the year changes', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: 1930, max: 2020 }), fc.integer({ min: 0, max: 3 }), (d, year, wording) => {
        fc.pre(year !== d.year);
        const text = [`actually it was ${year}`, `the year is wrong, ${year}`, `${year} not ${d.year}`, `oops, I meant ${year}`][wording] ?? '';
        expect(corrected(text, d.iso)).toEqual({ kind: 'date', date: iso(d.year === year ? d.year : year, d.month, Math.min(d.day, daysInMonth(year, d.month))) });
      }),
    );
  });

  it('the old value after "not" is never taken as the new one', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: 1, max: 28 }), (d, day) => {
        fc.pre(day !== d.day);
        expect(datePartsIn(`not the ${ordinal(d.day)}`, clock).day).toBeUndefined();
        expect(datePartsIn(`the ${ordinal(day)} not the ${ordinal(d.day)}`, clock).day).toBe(day);
      }),
    );
  });
});

describe('a correction of the birth time', () => {
  it.each([
    ['it’s 7:30 not 6:30', '18:30', '19:30'],
    ['it’s 7:30 not 6:30', '06:30', '07:30'],
    ['no, 07:30', '18:30', '07:30'],
    ['actually 7:30am', '18:30', '07:30'],
    ['7pm not 6pm', '18:00', '19:00'],
    ['half past seven, not six', '18:30', '19:30'],
  ])('%s changes %s to %s', (text, current, next) => {
    expect(correctedBirthTime(text, current)).toMatchObject({ kind: 'time', time: next });
  });

  it('any evening time corrected by a bare clock time stays in the evening', () => {
    fc.assert(
      fc.property(fc.integer({ min: 13, max: 23 }), fc.integer({ min: 1, max: 11 }), fc.integer({ min: 0, max: 59 }), (hour, newHour, minute) => {
        const mm = String(minute).padStart(2, '0');
        const time = correctedBirthTime(`it's ${newHour}:${mm} not ${hour - 12}:${mm}`, `${hour}:${mm}`);
        expect(time).toMatchObject({ kind: 'time', time: `${String(newHour + 12).padStart(2, '0')}:${mm}` });
      }),
    );
  });
});

describe('words that say a correction', () => {
  it.each(['wait no its the 5th', 'actually it was 1993', 'wrong city', 'not march, april', 'I meant Porto'])('%s is one', (text) => {
    expect(hasCorrectionCue(text)).toBe(true);
  });
  it.each(['yes', 'born 5 May 1992', 'what does my moon sign mean?'])('%s is none', (text) => {
    expect(hasCorrectionCue(text)).toBe(false);
  });
});
