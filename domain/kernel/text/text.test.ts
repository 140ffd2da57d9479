import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collapseWhitespace, cutToLength, withSpansReplaced, withoutTrailing } from './text';

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

describe('withoutTrailing', () => {
  const partArb = fc.constantFrom('.', '!', '?', ',', ':', ';', ')', "'", '’', '‘', '`', '*', '_', '-', '/', ' ', '\n', 'a', 'É', '\u0301', '1', '😀', '\ud83d', '\ude00', '@');
  const textArb = fc.array(partArb, { maxLength: 16 }).map((parts) => parts.join(''));
  const nameChar = (char: string) => /^[\p{L}\p{M}'’-]$/u.test(char);
  const keyChar = (char: string) => /^[\p{L}']$/u.test(char);
  const edgeChar = (char: string) => /^[\s,.'-]$/.test(char);

  it('drops exactly what each trailing-run expression it replaced dropped', () => {
    // Each expression with what its call now passes; the expression is the oracle.
    const replaced: readonly [RegExp, string | ((char: string) => boolean)][] = [
      [/['‘’`*_.,!?-]+$/, "'‘’`*_.,!?-"],
      [/[.!?]+$/, '.!?'],
      [/[.!]+$/, '.!'],
      [/[.,!?:;)]+$/, '.,!?:;)'],
      [/[.,!?:;]+$/, '.,!?:;'],
      [/['’]+$/u, "'’"],
      [/\/+$/, '/'],
      [/[^\p{L}\p{M}'’-]+$/u, (char) => !nameChar(char)],
    ];
    fc.assert(
      fc.property(textArb, (text) => {
        for (const [pattern, drop] of replaced) expect(withoutTrailing(text, drop)).toBe(text.replace(pattern, ''));
      }),
    );
  });

  it('with a leading expression, trims both ends as the two-ended expressions did', () => {
    fc.assert(
      fc.property(textArb, (text) => {
        expect(withoutTrailing(text.replace(/^[^\p{L}]+/u, ''), (char) => !keyChar(char))).toBe(text.replace(/^[^\p{L}]+|[^\p{L}']+$/gu, ''));
        expect(withoutTrailing(text.replace(/^[\s,.'-]+/, ''), edgeChar)).toBe(text.replace(/^[\s,.'-]+|[\s,.'-]+$/g, ''));
      }),
    );
  });

  it('treats an emoji as one character and takes a long run', () => {
    expect(withoutTrailing('a😀', (char) => char === '😀')).toBe('a');
    expect(withoutTrailing('a\ud83d', (char) => char === '\ud83d')).toBe('a');
    expect(withoutTrailing(`a${'!'.repeat(100_000)}`, '!')).toBe('a');
  });
});

describe('withSpansReplaced', () => {
  it('puts a ; for each span, skips one inside another, and keeps the words between', () => {
    expect(withSpansReplaced('born 3 may 1990 at 2pm in leeds', [{ index: 5, end: 15 }, { index: 16, end: 22 }])).toBe('born ; ; in leeds');
    expect(withSpansReplaced('abcdef', [{ index: 1, end: 4 }, { index: 2, end: 3 }, { index: 3, end: 5 }])).toBe('a;;f');
    expect(withSpansReplaced('nothing here', [])).toBe('nothing here');
  });
});
