import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WORD_NEAR_A_NUMBER } from '../../domain/birth-details/birth-date';
import { WORD_RUN } from '../../domain/birth-details/email';
import { INTRODUCTION } from '../../domain/luna/absorb';
import { typedEmailCode } from '../../domain/ownership/email-code';
import { EMAIL_SHAPE } from '../../ui/pages/free-reading/form-values';

/**
 * Expressions rewritten to take linear time (issue 23, ADR 022) against the ones they replaced,
 * kept here as oracles, on generated text built from the pieces each one cares about.
 */
const textOf = (...parts: string[]) => fc.array(fc.constantFrom(...parts), { maxLength: 14 }).map((chosen) => chosen.join(''));
const marked = (text: string, pattern: RegExp) => text.replace(pattern, (match) => `[${match}]`);

describe('linear rewrites', () => {
  it('reads a typed email code as before', () => {
    const old = (text: string) => {
      const match = /^\s*(\d{3})[\s-]?(\d{3})\s*[.!]?\s*$/.exec(text);
      return match ? `${match[1]}${match[2]}` : null;
    };
    fc.assert(
      fc.property(textOf('123', '456', '7', ' ', '\n', '-', '.', '!', 'a', '\u00a0'), (text) => {
        expect(typedEmailCode(text)).toBe(old(text));
      }),
    );
    expect(typedEmailCode(' 123-456 ! ')).toBe('123456');
  });

  it('accepts the same email shapes in the reading form', () => {
    const old = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
    fc.assert(
      fc.property(textOf('a', 'b', '@', '.', ' ', '..', 'x.y'), (text) => {
        expect(EMAIL_SHAPE.test(text)).toBe(old.test(text));
      }),
    );
    expect(EMAIL_SHAPE.test('.a@..b')).toBe(true);
  });

  it('finds the same introduction', () => {
    const old = /^\s*(?:hi|hello|hey)?[\s,!.]*(?:my name is|my name's|i am|i'm|i’m|call me|this is)\s+[\p{L}'’-]+[\s,!.]*(?:and\s+)?/iu;
    fc.assert(
      fc.property(textOf(' ', '\t', 'hi', 'Hey', ',', '!', '.', 'my name is', 'i am', ' ', 'Ana', "o'", 'and ', 'x'), (text) => {
        expect(marked(text, INTRODUCTION)).toBe(marked(text, old));
      }),
    );
  });

  it('finds the same words next to numbers in a birth date', () => {
    const old = /(?<=\d(?:st|nd|rd|th)?[\s,]+(?:of\s+)?)[a-z]{4,10}\b|\b[a-z]{4,10}(?=[\s,.]+(?:the\s+)?\d)/g;
    fc.assert(
      fc.property(textOf('9', '1992', 'th', ' ', ',', '.', 'of ', 'the ', 'jnue', 'septmber', 'ab', 'x'), (text) => {
        expect(marked(text, WORD_NEAR_A_NUMBER)).toBe(marked(text, old));
      }),
    );
  });

  it('takes the same email candidates from a message', () => {
    const old = /[^\s<>()[\]{},;:"“”]*@[^\s<>()[\]{},;:"“”]*/g;
    fc.assert(
      fc.property(textOf('a', '@', ' ', '<', '>', ',', ';', '"', '“', "'", '.', 'b.c'), (text) => {
        expect([...text.matchAll(WORD_RUN)].map(([run]) => run).filter((run) => run.includes('@'))).toEqual([...text.matchAll(old)].map(([match]) => match));
      }),
    );
  });

  it('trims a slug as before: after runs become one hyphen, one at each end is all there is', () => {
    fc.assert(
      fc.property(textOf('a', '9', '-', '--', ' ', '_', '.', '/'), (text) => {
        const hyphenated = text.replace(/[^a-z0-9]+/g, '-');
        expect(hyphenated.replace(/^-|-$/g, '')).toBe(hyphenated.replace(/^-+|-+$/g, ''));
      }),
    );
  });
});
