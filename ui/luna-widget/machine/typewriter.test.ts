import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TYPEWRITER_MAX_WORD_MS,
  TYPEWRITER_MIN_WORD_MS,
  typewriterDelayMs,
  typewriterFrames,
  wordCount,
} from './typewriter';

const textArb = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc
    .array(fc.constantFrom('moon', 'luna', ' ', '  ', '\n', '🌙', '\t'), { maxLength: 120 })
    .map((parts) => parts.join('')),
);

describe('typewriterDelayMs', () => {
  it('spreads 2800 ms over the words', () => {
    expect(typewriterDelayMs(Array.from({ length: 40 }, () => 'word').join(' '))).toBe(70);
  });

  it('is never slower than 140 ms per word for a short reply', () => {
    expect(typewriterDelayMs('Hello there')).toBe(TYPEWRITER_MAX_WORD_MS);
  });

  it('is never faster than 45 ms per word for a long reply', () => {
    expect(typewriterDelayMs('word '.repeat(500))).toBe(TYPEWRITER_MIN_WORD_MS);
  });

  it('takes the slowest pace for a reply without words', () => {
    expect(typewriterDelayMs('   ')).toBe(TYPEWRITER_MAX_WORD_MS);
  });

  it('always stays within 45 to 140 ms', () => {
    fc.assert(
      fc.property(textArb, (text) => {
        const delay = typewriterDelayMs(text);
        expect(delay).toBeGreaterThanOrEqual(TYPEWRITER_MIN_WORD_MS);
        expect(delay).toBeLessThanOrEqual(TYPEWRITER_MAX_WORD_MS);
      }),
    );
  });

  it('never speeds up when words are removed', () => {
    fc.assert(
      fc.property(textArb, textArb, (text, more) => {
        expect(typewriterDelayMs(text)).toBeGreaterThanOrEqual(typewriterDelayMs(`${text} ${more}`));
      }),
    );
  });
});

describe('typewriterFrames', () => {
  it('shows the reply one word at a time with its own spacing', () => {
    expect(typewriterFrames('  Hello\n\nbright  moon ')).toEqual([
      '  Hello',
      '  Hello\n\nbright',
      '  Hello\n\nbright  moon ',
    ]);
  });

  it('has one frame, the text itself, when there are no words', () => {
    expect(typewriterFrames('')).toEqual(['']);
  });

  it('ends with the full text exactly', () => {
    fc.assert(
      fc.property(textArb, (text) => {
        expect(typewriterFrames(text).at(-1)).toBe(text);
      }),
    );
  });

  it('is a sequence of strictly growing prefixes', () => {
    fc.assert(
      fc.property(textArb, (text) => {
        const frames = typewriterFrames(text);
        frames.forEach((frame, i) => {
          expect(text.startsWith(frame)).toBe(true);
          if (i > 0) expect(frame.length).toBeGreaterThan(frames[i - 1]?.length ?? 0);
        });
      }),
    );
  });

  it('has one frame per word', () => {
    fc.assert(
      fc.property(textArb, (text) => {
        expect(typewriterFrames(text)).toHaveLength(Math.max(1, wordCount(text)));
      }),
    );
  });

  it('adds exactly one word per frame', () => {
    fc.assert(
      fc.property(textArb, (text) => {
        const frames = typewriterFrames(text);
        frames.forEach((frame, i) => {
          if (wordCount(text) > 0) expect(wordCount(frame)).toBe(i + 1);
        });
      }),
    );
  });
});
