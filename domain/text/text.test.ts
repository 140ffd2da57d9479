import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collapseWhitespace, cutToLength } from './text';

const textArb = fc.string({ unit: 'grapheme', maxLength: 60 });

describe('cutToLength', () => {
  it('keeps an emoji whole at the edge', () => {
    expect(cutToLength('ab🌙', 3)).toBe('ab');
    expect(cutToLength('ab🌙', 4)).toBe('ab🌙');
  });

  it('never exceeds the limit and is a prefix of the input', () => {
    fc.assert(
      fc.property(textArb, fc.nat(70), (text, max) => {
        const cut = cutToLength(text, max);
        expect(cut.length).toBeLessThanOrEqual(max);
        expect(text.startsWith(cut)).toBe(true);
      }),
    );
  });

  it('never leaves half a surrogate pair', () => {
    fc.assert(
      fc.property(textArb, fc.nat(70), (text, max) => {
        expect(cutToLength(text, max).isWellFormed()).toBe(text.isWellFormed());
      }),
    );
  });
});

describe('collapseWhitespace', () => {
  it('turns newlines, tabs and non-breaking spaces into single spaces', () => {
    expect(collapseWhitespace(' a\n\t\u00a0b  ')).toBe('a b');
  });

  it('is idempotent', () => {
    fc.assert(fc.property(textArb, (text) => collapseWhitespace(collapseWhitespace(text)) === collapseWhitespace(text)));
  });
});
