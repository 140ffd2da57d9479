import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WORD_NEAR_A_NUMBER, WORD_RUN } from '../../domain/birth';
import { asksForADate, asksForReading, asksForReadingLink, asksHowToManifest, asksPhaseNaming, claimsToBeAi, INTRODUCTION } from '../../domain/conversation';
import { typedEmailCode } from '../../domain/reading';
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

  describe('searches that were one expression with a gap (issue 23)', () => {
    // Longer texts than textOf makes, so a 30-character gap is both kept and overrun.
    const longTextOf = (...parts: string[]) => fc.array(fc.constantFrom(...parts), { maxLength: 40 }).map((chosen) => chosen.join(''));
    // The gap the old expressions skipped: spaces, other words, line breaks and characters '[a-z ]' refuses.
    const GAP = [' ', 'x', 'the ', 'a ', 'ab', '\n', '\r', '\u2028', 'A', '?', '1', '_', "'", '-'];
    const agree = (parts: string[], mine: (text: string) => boolean, old: RegExp, adversarial: string[]) => {
      fc.assert(fc.property(longTextOf(...parts, ...GAP), (text) => {
        expect(mine(text)).toBe(old.test(text));
      }), { numRuns: 500 });
      for (const text of adversarial) expect(mine(text)).toBe(old.test(text));
    };

    it('finds phase naming as before', () => {
      const old = [
        /\b(which|what) phase (was i|am i|i was|i am)\b/,
        /\bphases?\b.*\b(named|name|names|naming|calculate|calculated|calculation|determine|determined|work out|worked out|decide|decided|defined|measure|measured|compute|computed|figure out|angle|angles|degrees|sectors?)\b/,
        /\b(named|name|calculate|calculated|determine|determined|work out|decide|decided|define|defined|measure|measured|figure out)\b.*\bphases?\b/,
      ];
      const oldTest = { test: (text: string) => old.some((pattern) => pattern.test(text)) } as RegExp;
      agree(['phase', 'phases', 'phasesx', 'name', 'named', 'names', 'work out', 'worked out', 'figure out', 'sector', 'what phase am i', 'define'], asksPhaseNaming, oldTest, [
        `${'name '.repeat(3000)}x`,
        `${'phase '.repeat(3000)}\nnamed`,
        `${'named '.repeat(2000)}phase`,
      ]);
    });

    it('finds how to manifest as before', () => {
      const old = /\bhow (do|can|should|would|could|does|did) (i|you|we|one|people|someone|it)\b.*\bmanifest/;
      agree(['how do i', 'how can you', 'how did it', 'how do', 'manifest', 'manifesting', 'xmanifest', 'how do ix', 'ihow do i'], asksHowToManifest, old, [
        `${'how do i '.repeat(2000)}`,
        `${'how do i\n'.repeat(2000)}manifest`,
        `${'how can we '.repeat(2000)}manifest`,
      ]);
    });

    it('finds a question about the date as before', () => {
      const old = /\bwhen\b|\bwhat (day|date)\b|\b(what|which) phase (is|are)\b|\b(current|currently|right now)\b|\bis it (a |the )?[a-z ]*(moon|quarter|crescent|gibbous) (today|tonight)\b/;
      agree(['is it ', 'this it ', 'is it', 'full ', 'moon', 'honeymoon', 'quarter', 'gibbous', ' today', ' tonight', 'tonights', 'when', 'what day', 'currently'], asksForADate, old, [
        `${'is it '.repeat(3000)}?`,
        `${'is it '.repeat(2000)}full moon tonight`,
        `${'is it a full moon, '.repeat(1500)}tonight`,
      ]);
    });

    it('finds a request for the reading as before', () => {
      const old = /(?:^\/generate$)|\b(?:generate|make|create|prepare|get|start|want|give|do|send|redo|update|try)\b.{0,30}\b(?:reading|again)\b|\bfree (?:moon )?reading\b/i;
      agree(['/generate', 'Make', 'get', 'do', 'send', 'reading', 'Again', 'readings', 'free reading', 'free moon reading', ' '.repeat(10), 'x'.repeat(7)], asksForReading, old, [
        `${'send '.repeat(3000)}`,
        `get${' '.repeat(30)}reading`,
        `get${' '.repeat(31)}reading`,
        `${'do '.repeat(2000)}\nagain`,
      ]);
    });

    it('finds a request for the reading link as before', () => {
      const old = /\b(?:where|show|see|send|resend|open|find|view|access|get|give)\b.{0,30}\bmy (?:moon )?reading\b|\bwhere(?:'s| is) (?:my|the) (?:moon )?reading\b|\b(?:reading )?link\b.{0,20}\b(?:again|reading)\b/i;
      agree(['where', 'Show', 'see', 'my reading', 'my moon reading', 'My Reading', 'where is the reading', 'link', 'again', ' '.repeat(10), 'x'.repeat(7)], asksForReadingLink, old, [
        `${'show '.repeat(3000)}`,
        `show${' '.repeat(30)}my reading`,
        `show${' '.repeat(31)}my reading`,
        `${'where '.repeat(2000)}\nmy reading`,
      ]);
    });

    it('finds a model claiming to be an AI as before', () => {
      const old =
        /\bas an? (?:ai|a\.i\.|artificial intelligence|language model|chatbot|bot|virtual assistant)\b|\bi(?:'|’)?m (?:just |only |an? |actually |really )*(?:ai|a\.i\.|artificial intelligence|large language model|language model|chatbot|bot|virtual assistant|computer program)\b|\bi am (?:just |only |an? |actually |really )*(?:ai|a\.i\.|artificial intelligence|large language model|language model|chatbot|bot|virtual assistant|computer program)\b|\b(?:chatgpt|gpt-?\d|openai|trained by|my training data)\b/iu;
      // 'ſ' and 'K' (Kelvin) fold to 's' and 'k' under the 'iu' flags, and are word characters there.
      agree(["I'm ", 'i’m ', 'im ', 'I am ', 'as a ', 'just ', 'a ', 'an ', 'Really ', 'ai', 'a.i.', 'bot', 'chatbot', 'language model', 'large language model', 'gpt-4', 'ſ', 'K', 'x'], claimsToBeAi, old, [
        `i am ${'just '.repeat(3000)}a bot`,
        `${"i'm ".repeat(3000)}x`,
        `i am ${'really '.repeat(3000)}x`,
      ]);
    });
  });
});
