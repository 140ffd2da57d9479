import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIME_TOKEN, beforeClause, beforeLastLineComma, cuedPlace, isEmailToken, tightComma, withoutMonthNamedDates, withoutYearFirstDates } from './understand';

// The expressions these replaced (issue 23: they took quadratic time on long runs) are the oracles.
const textOf = (...parts: string[]) => fc.array(fc.constantFrom(...parts), { maxLength: 14 }).map((chosen) => chosen.join(''));

describe('linear rewrites in understand', () => {
  it('marks the words /\\S+@\\S+/g replaced', () => {
    fc.assert(
      fc.property(textOf('a', '@', ' ', '\n', '.', 'b@c', '\u00a0'), (text) => {
        expect(text.replace(/\S+/g, (word) => (isEmailToken(word) ? ';' : word))).toBe(text.replace(/\S+@\S+/g, ';'));
      }),
    );
  });

  it('tightens commas as /\\s*,\\s*/ did, replacing and splitting', () => {
    fc.assert(
      fc.property(textOf(',', ' ', '\t', '\n', 'a', 'b c', '\u3000'), (text) => {
        expect(text.split(',').map(tightComma).join(', ')).toBe(text.replace(/\s*,\s*/g, ', '));
        expect(text.split(',').map(tightComma)).toEqual(text.split(/\s*,\s*/));
      }),
    );
  });

  it('cuts at the comma /,.*$/ matched', () => {
    fc.assert(
      fc.property(textOf(',', 'a', ' ', '\n', '\r', '\u2028', '\u2029'), (text) => {
        expect(beforeLastLineComma(text)).toBe(text.replace(/,.*$/, ''));
      }),
    );
  });

  it('keeps what came before the first clause, as the split did', () => {
    fc.assert(
      fc.property(textOf(' ', '\n', 'and', 'And', 'i', 'my', 'so', 'x', 'band', '\t'), (text) => {
        expect(beforeClause(text)).toBe(text.split(/\s+(?:and|but|because|so|where|when|which|i|my)\s/i)[0]);
      }),
    );
  });

  it('finds the same times as the expression before it', () => {
    const old = /\b(?:at\s+)?(?:around|about|approximately|roughly)?\s*\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|h)?\b|\b(?:around|about)?\s*(?:noon|midnight|morning|evening|afternoon|night)\b/gi;
    fc.assert(
      fc.property(textOf('at', 'AT', ' ', '  ', 'around', 'about', '7', '12', ':30', 'pm', 'a.m.', 'h', 'noon', 'x', '.', 'flat'), (text) => {
        expect(text.replace(TIME_TOKEN, (match) => `[${match}]`)).toBe(text.replace(old, (match) => `[${match}]`));
      }),
    );
    for (const text of ['born at 7pm in Leeds', 'at around 14:30 h', 'about noon', 'at   roughly 9', `at${' '.repeat(50)}x`]) {
      expect(text.replace(TIME_TOKEN, (match) => `[${match}]`)).toBe(text.replace(old, (match) => `[${match}]`));
    }
  });

  // These three were linear already, but recheck took seconds to say so; they are now in parts.
  const longTextOf = (...parts: string[]) => fc.array(fc.constantFrom(...parts), { maxLength: 30 }).map((chosen) => chosen.join(''));

  it('reads the place after a cue as the one expression did', () => {
    const old = /\b(?:born in|born at|birth ?place is|birth city is|city is|place is|grew up in|i'?m from|i am from|from)\s+([\p{L}][\p{L}\p{M}' .-]*(?:,\s*[\p{L}][\p{L}\p{M}' .-]*){0,2})/iu;
    const parts = ['born in', 'Born At', 'birthplace is', 'birth place is', 'city is', "i'm from", 'im from', 'I am from', 'from', 'fromage', ' ', '\t', ',', ', ', 'Lisbon', 'é', '\u0301', "'", '.', '-', '1', ';', 'ſ', '\u0345'];
    fc.assert(
      fc.property(longTextOf(...parts), (text) => {
        expect(cuedPlace(text)).toBe(old.exec(text)?.[1]);
      }),
      { numRuns: 500 },
    );
    for (const text of [`${'from '.repeat(3000)}1`, `i am from${' '.repeat(5000)}Porto, Portugal, Europe, Earth`, `${'born in ; '.repeat(2000)}born in Leeds`]) {
      expect(cuedPlace(text)).toBe(old.exec(text)?.[1]);
    }
  });

  it("takes out '1990 June 5th' dates as the one expression did", () => {
    const old = /\b\d{4}[\s,]+\p{L}{3,10}\.?[\s,]*(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\b/giu;
    const parts = ['1990', '1990 ', '19901', '12', '5', ' 5', ' ', ',', '\n', 'june', 'Jun', 'September', 'ab', 'abcdefg', 'the', 'The ', '.', 'th', 'st', 'x', 'ſ', '\u0345', '𝐀', '_'];
    fc.assert(
      fc.property(longTextOf(...parts), (text) => {
        expect(withoutYearFirstDates(text)).toBe(text.replace(old, ';'));
      }),
      { numRuns: 1000 },
    );
    for (const text of [`${'1990 '.repeat(3000)}x`, `1990 ${'abcdefghijkl'.repeat(500)}the 5`, `1990 jun 5`, `1990 ab 5`, `1990 junethe 5`, `1990 abcdefghijthe 5th`, `1990 abcdefghijk 5`, `1990 ${' ,'.repeat(3000)}june 5`]) {
      expect(withoutYearFirstDates(text)).toBe(text.replace(old, ';'));
    }
  });

  it("takes out '5th of June 1990' dates as the one expression did", () => {
    const old = /\b(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?)?(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?(?:\s+\d{1,2}(?:st|nd|rd|th)?)?,?\s+\d{2,4}\b/gi;
    const parts = ['5', '12', '123', '1990', '5th', 'th', ' ', '  ', ',', 'of ', 'of', 'Jun', 'june', 'Sept', 'september', 'sep', 'oct', 'may', 'mar', 'march', '.', 'x', 'e', '_'];
    fc.assert(
      fc.property(longTextOf(...parts), (text) => {
        expect(withoutMonthNamedDates(text)).toBe(text.replace(old, ';'));
      }),
      { numRuns: 1000 },
    );
    for (const text of [`${'5 '.repeat(3000)}x`, `5 of ${' '.repeat(5000)}june 1990`, `${'june '.repeat(3000)}`, `${'12th of sept. '.repeat(1000)}5, 1990`]) {
      expect(withoutMonthNamedDates(text)).toBe(text.replace(old, ';'));
    }
  });
});
