import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitiseAssistantText } from '../../kernel';
import { parseBirthTime, withoutBirthTimes } from './birth-time';
import { DAY_PARTS } from './day-parts';

const pad = (n: number) => String(n).padStart(2, '0');

describe('24-hour and European times', () => {
  it.each([
    ['14h30', '14:30'],
    ['14h', '14:00'],
    ['14.30', '14:30'],
    ['1430 hrs', '14:30'],
    ['1430h', '14:30'],
    ['14:30h', '14:30'],
    ['at 0830', '08:30'],
    ['dublin ireland, st patricks day 1992, 0830, im liam', '08:30'],
    ['born at 2000 hrs', '20:00'],
    ["march 3rd '91 at 14h30", '14:30'],
    ['i was born on 14.03.1990 at 14.30', '14:30'],
    ['1990-03-14 at 0830', '08:30'],
    ['around 2:30 in the afternoon', '14:30'],
  ])('%s → %s', (text, time) => {
    expect(parseBirthTime(text)).toMatchObject({ kind: 'time', time });
  });

  it('any 24-hour time reads as the same minutes in every style', () => {
    const styles = [
      (h: number, m: number) => `${pad(h)}h${pad(m)}`,
      (h: number, m: number) => `${h}h${pad(m)}`,
      (h: number, m: number) => `${pad(h)}:${pad(m)}`,
      (h: number, m: number) => `${h}.${pad(m)}`,
      (h: number, m: number) => `${pad(h)}${pad(m)} hrs`,
      (h: number, m: number) => `${pad(h)}${pad(m)}h`,
      (h: number, m: number) => `${pad(h)}:${pad(m)}h`,
      (h: number, m: number) => `at ${pad(h)}${pad(m)}`,
      (h: number, m: number) => `born at ${pad(h)}${pad(m)} hours`,
    ];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.constantFrom(...styles), (hour, minute, style) => {
        expect(parseBirthTime(style(hour, minute))).toEqual({ kind: 'time', time: `${pad(hour)}:${pad(minute)}`, approximate: false });
      }),
    );
  });
});

describe('times of day said in words', () => {
  it.each([
    ['half past six in the evening', '18:30', false],
    ['quarter to seven in the morning', '06:45', false],
    ['six in the evening', '18:00', false],
    ['noon', '12:00', false],
    ['noon-ish', '12:00', true],
    ['around noon', '12:00', true],
    ['just before midnight', '23:45', true],
    ['shortly after midnight', '00:15', true],
  ])('%s → %s', (text, time, approximate) => {
    expect(parseBirthTime(text)).toEqual({ kind: 'time', time, approximate });
  });

  it('asks which side of midnight "around midnight" fell, since the date depends on it', () => {
    const parse = parseBirthTime('born 5 may 1990 around midnight');
    expect(parse).toMatchObject({ kind: 'ambiguous', options: ['23:45', '00:15'] });
    if (parse.kind === 'ambiguous') expect(parse.question).toMatch(/before midnight or just after.*date/);
  });

  it.each([
    ['just after lunch', '1pm'],
    ['early morning', '5am'],
    ['in the afternoon', '2pm'],
    ['in the evening', '7pm'],
    ['late at night', '11pm'],
    ['born 5 may 1990 in the morning', '7am'],
    ['at dawn', '5am'],
  ])('%s: asks for the hour, in its own words', (text, example) => {
    const parse = parseBirthTime(text);
    expect(parse).toMatchObject({ kind: 'unclear', reason: 'day-part' });
    if (parse.kind !== 'unclear') return;
    expect(parse.question).toContain('hour');
    expect(parse.question).toContain(example);
    expect(parse.question.toLowerCase()).toContain(text.replace('born 5 may 1990 ', ''));
  });

  it('reads four digits opening with 0 as a time, and no year or other number as one', () => {
    expect(parseBirthTime('0945')).toMatchObject({ kind: 'time', time: '09:45' });
    expect(parseBirthTime('born 1990')).toEqual({ kind: 'none' });
    expect(parseBirthTime('call 0800 123 456')).toEqual({ kind: 'none' });
    expect(parseBirthTime('14.03.1990')).toEqual({ kind: 'none' });
    expect(parseBirthTime('0870')).toEqual({ kind: 'none' });
  });

  it('never reads a greeting or "this morning" as a birth time', () => {
    expect(parseBirthTime('good morning luna')).toEqual({ kind: 'none' });
    expect(parseBirthTime('good evening')).toEqual({ kind: 'none' });
    expect(parseBirthTime('I woke up sad this morning')).toEqual({ kind: 'none' });
  });

  it('an hour with its part of the day is a time, not a question', () => {
    expect(parseBirthTime('about 7 in the evening')).toMatchObject({ kind: 'time', time: '19:00' });
  });

  it('every part of the day asks a different, clean question', () => {
    const questions = ['early morning', 'late morning', 'just after lunch', 'in the afternoon', 'in the evening', 'at night', 'in the morning'].map((said) => {
      const parse = parseBirthTime(said);
      return parse.kind === 'unclear' ? parse.question : '';
    });
    expect(new Set(questions).size).toBe(questions.length);
    for (const question of questions) expect(sanitiseAssistantText(question)).toBe(question);
    expect(DAY_PARTS.length).toBeGreaterThanOrEqual(6);
  });
});

describe('taking times out before a place is looked for', () => {
  it.each([
    ['born at 14h30 in Porto', '14h30'],
    ['half past six in the evening in leeds', 'half past six'],
    ['just after lunch in leeds', 'lunch'],
    ['at 0830 in Porto', '0830'],
  ])('%s loses %s', (text, words) => {
    const left = withoutBirthTimes(text);
    expect(left).not.toContain(words);
    expect(left.toLowerCase()).toMatch(/porto|leeds/);
  });
});
