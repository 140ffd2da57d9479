import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { CUT_ELLIPSIS, REPLY_MAX_PARAGRAPHS, REPLY_WORD_LIMIT, countParagraphs, countWords, shapeReply, withoutTrailingJoiners } from './reply-shape';

const wordsIn = (text: string): string[] => text.split(/\s+/).filter((word) => word !== '');
const paragraphsIn = (text: string): number => text.split(/\n[^\S\n]*\n/).filter((part) => part.trim() !== '').length;
const repeatWords = (count: number, word = 'moon'): string => Array.from({ length: count }, () => word).join(' ');

const wordArb = fc.constantFrom(
  'moon', 'light', 'you', 'are', 'growing', 'calm,', 'slowly;', 'now.', 'Yes!', 'why?', '"quoted."', '(aside.)',
  'end.”', 'e.g.', '3.5', '—', '-', '🌙', 'phase:', '...', 'ok?!',
);
const separatorArb = fc.oneof(
  { arbitrary: fc.constantFrom(' ', '\t', '\n'), weight: 40 },
  { arbitrary: fc.constantFrom('\n\n', ' \n \n ', '\n\n\n'), weight: 1 },
);
const replyArb = fc.oneof(
  fc.array(fc.tuple(wordArb, separatorArb), { maxLength: 320, size: 'max' }).map((pairs) => pairs.flat().join('')),
  // A long first sentence with no stop at all.
  fc.array(fc.constantFrom('moon', 'calm,', 'light', '—', 'rise:'), { minLength: 100, maxLength: 200, size: 'max' }).map((words) => words.join(' ')),
  fc.string(),
);

describe('shapeReply', () => {
  it('returns a short reply as it is, trimmed', () => {
    expect(shapeReply('  The moon is waxing.\n\nTake a breath.  ')).toBe('The moon is waxing.\n\nTake a breath.');
  });

  it('keeps a reply of 129 words and cuts one of 130 at its last full sentence', () => {
    const fits = `${repeatWords(128)} end.`;
    expect(shapeReply(fits)).toBe(fits);
    expect(shapeReply(`First.${' '}${repeatWords(128)} end.`)).toBe('First.');
  });

  it('drops paragraphs after the third', () => {
    expect(shapeReply('One.\n\nTwo.\n\nThree.\n\nFour.')).toBe('One.\n\nTwo.\n\nThree.');
  });

  it('cuts at a sentence end followed by a closing quote or bracket', () => {
    expect(shapeReply(`She said "rest." ${repeatWords(140)}`)).toBe('She said "rest."');
    expect(shapeReply(`(Trust it!) ${repeatWords(140)}`)).toBe('(Trust it!)');
  });

  it('ends an over-long first sentence at a word with an ellipsis', () => {
    const shaped = shapeReply(`${repeatWords(128)} calm, ${repeatWords(10)}.`);
    expect(shaped).toBe(`${repeatWords(128)} calm${CUT_ELLIPSIS}`);
    expect(countWords(shaped)).toBe(REPLY_WORD_LIMIT - 1);
  });

  it('keeps a lone dash before the ellipsis rather than leaving a dangling space', () => {
    expect(shapeReply(`${repeatWords(128)} — ${repeatWords(10)}`)).toBe(`${repeatWords(128)} —${CUT_ELLIPSIS}`);
  });

  it('counts words and paragraphs as the rules define them', () => {
    expect(countWords('  a  b\n\nc ')).toBe(3);
    expect(countParagraphs('a\n \nb\n\n\nc\nd')).toBe(3);
    expect(countParagraphs(' \n ')).toBe(0);
  });

  it('a shaped reply has fewer than 130 words', () => {
    fc.assert(fc.property(replyArb, (reply) => wordsIn(shapeReply(reply)).length < REPLY_WORD_LIMIT));
  });

  it('a shaped reply has at most three paragraphs', () => {
    fc.assert(fc.property(replyArb, (reply) => paragraphsIn(shapeReply(reply)) <= REPLY_MAX_PARAGRAPHS));
  });

  it('a shaped reply is the start of the reply, cut after a whole word, or that start plus an ellipsis', () => {
    fc.assert(
      fc.property(replyArb, (reply) => {
        const trimmed = reply.trim();
        const shaped = shapeReply(reply);
        if (trimmed.startsWith(shaped)) return /^(\s|$)/.test(trimmed.slice(shaped.length));
        return shaped.endsWith(CUT_ELLIPSIS) && trimmed.startsWith(shaped.slice(0, -CUT_ELLIPSIS.length));
      }),
    );
  });

  it('a shaped reply keeps the first words of the reply unchanged, except an ellipsis on the last', () => {
    fc.assert(
      fc.property(replyArb, (reply) => {
        const original = wordsIn(reply);
        const shaped = wordsIn(shapeReply(reply));
        const last = shaped.length - 1;
        shaped.forEach((word, i) => {
          if (i < last || !word.endsWith(CUT_ELLIPSIS) || word === original[i]) expect(word).toBe(original[i]);
          else expect(original[i]!.startsWith(word.slice(0, -CUT_ELLIPSIS.length))).toBe(true);
        });
      }),
    );
  });

  it('a cut reply ends at a sentence, a paragraph or an ellipsis', () => {
    fc.assert(
      fc.property(replyArb, (reply) => {
        const trimmed = reply.trim();
        const shaped = shapeReply(reply);
        fc.pre(shaped !== trimmed && shaped !== '');
        const rest = trimmed.slice(shaped.length);
        return /[.!?]["'’”)\]»]*$/.test(shaped) || /^\s*\n\s*\n/.test(rest) || shaped.endsWith(CUT_ELLIPSIS);
      }),
    );
  });

  it('shape is idempotent', () => {
    fc.assert(
      fc.property(replyArb, (reply) => {
        const once = shapeReply(reply);
        expect(shapeReply(once)).toBe(once);
      }),
    );
  });

  it('a reply already within the limits is returned unchanged but for trimming', () => {
    fc.assert(
      fc.property(replyArb, (reply) => {
        fc.pre(wordsIn(reply).length < REPLY_WORD_LIMIT && paragraphsIn(reply) <= REPLY_MAX_PARAGRAPHS);
        return shapeReply(reply) === reply.trim();
      }),
    );
  });
});

describe('withoutTrailingJoiners', () => {
  it('drops what the expression it replaced dropped', () => {
    const textArb = fc.array(fc.constantFrom(',', ';', ':', '-', '–', '—', ' ', '.', 'a', '\n', '…'), { maxLength: 20 }).map((parts) => parts.join(''));
    fc.assert(fc.property(textArb, (text) => withoutTrailingJoiners(text) === text.replace(/[,;:\-–—]+$/, '')));
  });
});
