import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countWords, shingleOverlap, shingles, wordsOf } from '../support/report-text';

describe('the report text measures', () => {
  it('reads words lower-cased, without punctuation, apostrophes kept inside words', () => {
    expect(wordsOf("The Moon's light, at 14°23′ Libra — isn't it?")).toEqual(["the", "moon's", 'light', 'at', '14', '23', 'libra', "isn't", 'it']);
    expect(countWords('  two   words ')).toBe(2);
  });

  it('makes the five-word runs of a text', () => {
    expect([...shingles('one two three four five six')]).toEqual(['one two three four five', 'two three four five six']);
    expect(shingles('too short to run').size).toBe(0);
  });

  it('measures overlap as shared runs over the smaller set: 1 for a text inside another, 0 for unrelated texts, symmetric', () => {
    const a = shingles('the new moon in your fourth house begins its work at home at the roots');
    const b = shingles('quite different words about a full moon shining on friends groups and hopes for the future');
    expect(shingleOverlap(a, a)).toBe(1);
    expect(shingleOverlap(a, b)).toBe(0);
    expect(shingleOverlap(a, shingles('before it all: the new moon in your fourth house begins its work at home at the roots, and more after'))).toBe(1);
    fc.assert(
      fc.property(fc.array(fc.constantFrom('moon', 'sun', 'house', 'home', 'light', 'rest'), { maxLength: 40 }), fc.array(fc.constantFrom('moon', 'sun', 'house', 'home'), { maxLength: 40 }), (x, y) => {
        const [sx, sy] = [shingles(x.join(' ')), shingles(y.join(' '))];
        const overlap = shingleOverlap(sx, sy);
        expect(overlap).toBe(shingleOverlap(sy, sx));
        expect(overlap).toBeGreaterThanOrEqual(0);
        expect(overlap).toBeLessThanOrEqual(1);
      }),
    );
  });
});
