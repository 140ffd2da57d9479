import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIME_TOKEN, beforeClause, beforeLastLineComma, isEmailToken, tightComma } from './understand';

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
});
