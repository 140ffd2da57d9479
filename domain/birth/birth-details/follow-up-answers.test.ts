import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../kernel';
import { completeBirthDate, parseBirthDate } from './birth-date';
import { parseBirthTime, pickBetweenTimes } from './birth-time';

/** 22 November 2026, as the conversation examples. */
const clock = fixedClock(Date.UTC(2026, 10, 22, 12));
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const iso = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

describe('an answer to a named day’s question, read with what the day told', () => {
  it('takes the day and month after a movable day with its year', () => {
    const asked = parseBirthDate("mother's day 1990", clock);
    expect(asked).toMatchObject({ kind: 'unclear', reason: 'movable-day', known: { year: 1990 } });
    for (const answer of ['may 13th', 'the american one, so may 13th', '13 may', 'it was the 13th of may'])
      expect(completeBirthDate(answer, { year: 1990 }, clock), answer).toEqual({ kind: 'date', date: '1990-05-13' });
  });

  it('takes the year after a fixed day without one', () => {
    const asked = parseBirthDate('i was born on christmas eve', clock);
    expect(asked).toMatchObject({ kind: 'unclear', reason: 'no-year', known: { month: 12, day: 24 } });
    for (const answer of ['1975', 'it was 1975', "'75"]) expect(completeBirthDate(answer, { month: 12, day: 24 }, clock), answer).toEqual({ kind: 'date', date: '1975-12-24' });
  });

  it('reads a whole date as it stands, and says so when nothing fits', () => {
    expect(completeBirthDate('3 june 1988', { year: 1990 }, clock)).toEqual({ kind: 'date', date: '1988-06-03' });
    expect(completeBirthDate('no idea sorry', { year: 1990 }, clock)).toEqual({ kind: 'none' });
    expect(completeBirthDate('february 30', { year: 1990 }, clock)).toMatchObject({ kind: 'invalid', reason: 'impossible' });
  });

  it('completes any day and month with the year asked about', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1901, max: 2025 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), (year, month, day) => {
        expect(completeBirthDate(`${MONTHS[month - 1]} ${day}`, { year }, clock)).toEqual({ kind: 'date', date: iso(year, month, day) });
        expect(completeBirthDate(`${year}`, { month, day }, clock)).toEqual({ kind: 'date', date: iso(year, month, day) });
      }),
    );
  });
});

describe('an answer to an either-or time question without the time in it', () => {
  const midnight = parseBirthTime('around midnight');
  it('is asked for around midnight, with the two sides as options', () => {
    expect(midnight).toMatchObject({ kind: 'ambiguous', options: ['23:45', '00:15'] });
  });

  it.each([
    ['just after, so it was already the 3rd', '00:15'],
    ['after', '00:15'],
    ['just before', '23:45'],
    ['Before!', '23:45'],
  ])('%s → %s around midnight', (answer, time) => {
    expect(pickBetweenTimes(answer, ['23:45', '00:15'])).toBe(time);
  });

  it.each([
    ['evening', '18:30'],
    ['in the evening', '18:30'],
    ['pm', '18:30'],
    ['morning', '06:30'],
    ['the morning one', '06:30'],
  ])('%s → %s between 6:30 in the morning and evening', (answer, time) => {
    expect(pickBetweenTimes(answer, ['06:30', '18:30'])).toBe(time);
  });

  it('picks nothing when the answer names neither side, or both', () => {
    for (const answer of ['not sure', 'before or after, I forget', 'hmm']) expect(pickBetweenTimes(answer, ['23:45', '00:15']), answer).toBeNull();
  });
});

describe('the early hours', () => {
  it.each(['in the early hours', 'early hours of the morning', 'in the very early hours'])('%s asks for the hour', (text) => {
    expect(parseBirthTime(`born 10 oct 1994 ${text}`)).toMatchObject({ kind: 'unclear', reason: 'day-part' });
  });
});
