import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBirthDate, type BirthDateParse } from '../../birth';
import { fixturePlaces, testClock } from '../../../fixtures/luna.fixture';
import { dateOrderIn, residenceIn, settleDateOrder } from './residence';
import { understandMessage } from './understand';

const hear = (text: string, options: Partial<Parameters<typeof understandMessage>[1]> = {}) =>
  understandMessage(text, { clock: testClock(), places: fixturePlaces, expecting: 'details', ...options });

describe('where she lives, as people say it', () => {
  it.each([
    ["7/4/85, I'm in the US", 'US'],
    ['I live in the USA now', 'US'],
    ['im in the u.s.', 'US'],
    ['we moved to the states', 'US'],
    ['currently in portugal', 'PT'],
    ['based in France', 'FR'],
    ['I’m currently living in Nigeria', 'NG'],
    ['i live in texas', 'US'],
    ['I live in Canada now', 'CA'],
    ['here in malaysia', 'MY'],
    ['i moved to NYC last year', 'US'],
  ])('%s is a residence in %s, and no birth place', (text, countryCode) => {
    expect(residenceIn(text, fixturePlaces)?.residence.countryCode).toBe(countryCode);
    const heard = hear(text);
    expect(heard.residence?.countryCode).toBe(countryCode);
    expect(heard.place).toBeNull();
  });

  it.each(['I’m in love with the moon', 'I am in a rut at work', "I'm in my thirties", 'born in Lisbon', "I'm from Paris, France", 'I was born in the US'])('%s names no residence', (text) => {
    expect(residenceIn(text, fixturePlaces)).toBeNull();
  });

  it('keeps the birth place named beside it', () => {
    const heard = hear("born in lisbon 3 june 1990, I'm in the US now");
    expect(heard.residence?.countryCode).toBe('US');
    expect(heard.place?.kind === 'place' ? heard.place.location.displayName : null).toBe('Lisbon, Portugal');
  });

  it('puts the namesakes in her country first, with the largest next', () => {
    const paris = hear('born in paris', { residence: { countryCode: 'CA', countryName: 'Canada', region: null, label: 'Canada' } }).place;
    // Paris, France is too large for a small namesake to be asked about; in the US, as without a residence, the same.
    expect(paris?.kind === 'place' ? paris.location.displayName : null).toBe('Paris, France');
    const sanJose = hear('born in san jose', { residence: { countryCode: 'CR', countryName: 'Costa Rica', region: null, label: 'Costa Rica' } }).place;
    expect(sanJose?.kind).toBe('choices');
    expect(sanJose?.kind === 'choices' ? sanJose.options.map((option) => option.countryCode) : []).toEqual(['CR', 'US']);
    const withoutHome = hear('born in san jose').place;
    expect(withoutHome?.kind === 'choices' ? withoutHome.options[0]?.countryCode : null).toBe('US');
  });
});

describe('the month and day order of a numeric date', () => {
  it('lists the day-first reading, then the month-first one, as settleDateOrder expects', () => {
    const parsed = parseBirthDate('7/4/85', testClock());
    expect(parsed).toMatchObject({ kind: 'ambiguous', options: ['1985-04-07', '1985-07-04'] });
  });

  it('reads it by her country, and asks when there is none or both orders are common', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1930, max: 2020 }), (first, second, year) => {
        const parsed = parseBirthDate(`${first}/${second}/${year}`, testClock());
        const iso = (month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        if (parsed.kind !== 'ambiguous') {
          expect(first === second).toBe(true);
          expect(settleDateOrder(parsed, 'US')).toEqual(parsed);
          return;
        }
        expect(settleDateOrder(parsed, 'US')).toEqual({ kind: 'date', date: iso(first, second) });
        expect(settleDateOrder(parsed, 'PH')).toEqual({ kind: 'date', date: iso(first, second) });
        expect(settleDateOrder(parsed, 'GB')).toEqual({ kind: 'date', date: iso(second, first) });
        expect(settleDateOrder(parsed, 'BR')).toEqual({ kind: 'date', date: iso(second, first) });
        expect(settleDateOrder(parsed, 'CA')).toEqual(parsed);
        expect(settleDateOrder(parsed, null)).toEqual(parsed);
      }),
    );
  });

  it('leaves a date that is not ambiguous as it is', () => {
    const dates: BirthDateParse[] = [{ kind: 'date', date: '1990-06-03' }, { kind: 'none' }];
    for (const date of dates) expect(settleDateOrder(date, 'US')).toEqual(date);
    expect([dateOrderIn('US'), dateOrderIn('DE'), dateOrderIn('JP')]).toEqual(['month-first', 'day-first', 'either']);
  });

  it('takes the order from where she lives, said now or before, else from her birth country', () => {
    const date = (text: string, options: Partial<Parameters<typeof understandMessage>[1]> = {}) => {
      const parsed = hear(text, options).birthDate;
      return parsed.kind === 'date' ? parsed.date : parsed.kind;
    };
    expect(date("7/4/85, I'm in the US")).toBe('1985-07-04');
    expect(date('7/4/85', { residence: { countryCode: 'US', countryName: 'United States', region: null, label: 'United States' } })).toBe('1985-07-04');
    expect(date('7/4/85', { residence: { countryCode: 'PT', countryName: 'Portugal', region: null, label: 'Portugal' } })).toBe('1985-04-07');
    expect(date('7/4/85', { birthCountry: 'United States' })).toBe('1985-07-04');
    expect(date('7/4/85 in lisbon')).toBe('1985-04-07');
    expect(date('7/4/85')).toBe('ambiguous');
  });
});
