import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { sanitiseAssistantText } from './sanitise';

/**
 * The sanitiser as it was written with backtracking expressions, kept here only as the oracle
 * for the linear one: same rules, same order, but cubic in a run like 'one - one - …'.
 */
const backtrackingSanitiser = (() => {
  const NUMBER_WORDS = [
    'seventeen', 'thirteen', 'fourteen', 'eighteen', 'nineteen', 'thousand', 'fifteen', 'sixteen',
    'hundred', 'seventy', 'eleven', 'twelve', 'twenty', 'thirty', 'eighty', 'ninety', 'forty', 'fifty',
    'sixty', 'seven', 'three', 'eight', 'zero', 'four', 'five', 'nine', 'one', 'two', 'six', 'ten',
  ];
  const WORD = `(?:a\\s+hundred|${NUMBER_WORDS.join('|')})`;
  const WORD_PHRASE = `${WORD}(?:(?:[\\s-]+|\\s+and\\s+)${WORD})*`;
  const DIGITS = '\\d+(?:[.,]\\d+)*';
  const RANGE_JOINER = '\\s*(?:-|–|to|or)\\s*';
  const PERCENT_NUMBER = `(?:${DIGITS}|\\b${WORD_PHRASE})`;
  const PERCENT_AMOUNT = `${PERCENT_NUMBER}(?:${RANGE_JOINER}${PERCENT_NUMBER})?`;
  const COUNT = `(?:${DIGITS}|${WORD_PHRASE}|a\\s+few|a\\s+couple(?:\\s+of)?|few|several|a)`;
  const QUALIFIER = '(?:(?:the\\s+)?(?:next|coming|following|first)\\s+|(?:about|around|roughly|only|just)\\s+)?';
  const KEEPS_OF = '(?:us|you|them|those|these|the|our|your|their|my|his|her|its|this|that|all|each|every)\\b';
  const PERCENT_WORD = new RegExp(`${PERCENT_AMOUNT}\\s*per\\s*cent`, 'gi');
  const PERCENT_SIGN = new RegExp(`${PERCENT_AMOUNT}\\s*%(?:\\s+of(?=\\s+(?!${KEEPS_OF})))?`, 'gi');
  const WITHIN_PERIOD = new RegExp(`within\\s*${QUALIFIER}${COUNT}(?:${RANGE_JOINER}${COUNT})?\\s*(?:day|week)s?`, 'gi');
  const RARE_ALIGNMENT = /rare[\s-]*alignment(s?)/gi;
  const startsWithCapital = (text: string): boolean => /^[A-Z](?![A-Z])/.test(text);
  const replaceKeepingCapital = (text: string, pattern: RegExp, replacement: (match: string, ...groups: string[]) => string) =>
    text.replace(pattern, (match: string, ...groups: string[]) => {
      const plain = replacement(match, ...groups);
      return startsWithCapital(match) ? plain.charAt(0).toUpperCase() + plain.slice(1) : plain;
    });
  return (text: string): string => {
    const dashed = text.replace(/\u2014/g, '-');
    const percentWords = replaceKeepingCapital(dashed, PERCENT_WORD, () => 'many percent');
    const percentSigns = replaceKeepingCapital(percentWords, PERCENT_SIGN, () => 'many');
    const timing = replaceKeepingCapital(percentSigns, WITHIN_PERIOD, () => 'in supportive timing');
    return replaceKeepingCapital(timing, RARE_ALIGNMENT, (_match, plural = '') => `meaningful moment${plural}`);
  };
})();

// Everything the rules react to: number words (with their shared beginnings), digits and
// separators, dashes of three kinds, each kind of space, the qualifiers and counts, the
// terminators, the words that keep 'of', capitals and characters that fold to ASCII letters.
const ruleTokenArb = fc.constantFrom(
  'one', 'two', 'ten', 'seven', 'seventeen', 'seventy', 'Seven', 'ONE', 'twenty', 'a', 'A', 'hundred', 'a hundred', 'thousand', 'and', ' and ',
  'to', 'or', 'few', 'a few', 'couple', 'a couple of', 'of', 'several', 'the', 'next', 'the next', 'about', 'around',
  'within', 'Within', 'WITHIN', 'with', 'in', 'day', 'days', 'Day', 'week', 'weeks', 'WEEKS',
  'per', 'cent', 'percent', 'Per Cent', '%', '5%', '5% of', '% of ', 'of ', '5', '12', '3.5', '1,000', '.', ',', '-', '–', '—', '*', '**', '_', '#',
  ' ', '  ', '\n', '\n\n', '\t', '\u00a0', '\u2028', 'rare', 'Rare', 'alignment', 'alignments', 'us', 'them', 'you', 'every', 'everyone', 'their', 'Those', 'x', 'someone', 's', 'S',
  '\u212a', 'ſ', 'ı', 'é',
);
const ruleTextArb = fc.oneof(
  fc.array(ruleTokenArb, { maxLength: 30 }).map((parts) => parts.join('')),
  fc.array(ruleTokenArb, { maxLength: 30 }).map((parts) => parts.join(' ')),
);

// The forbidden shapes, written independently of the rules they check.
const SPELLED = 'zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand';
const EM_DASH = /\u2014/;
const PERCENT_CLAIM = new RegExp(`(?:\\d|\\b(?:${SPELLED}))\\s*(?:%|per\\s*cent)`, 'i');
const TIMING_PROMISE = new RegExp(`within\\s*(?:\\d+|${SPELLED}|a)\\s*(?:day|week)`, 'i');
const RARITY = /rare[\s-]*alignment/i;

const riskyFragmentArb = fc.constantFrom(
  '50%', '12.5 %', '%', ' %', '5', '0', '.', ',', '-', '—', ' — ', '–', ' to ', ' or ', ' and ',
  'within 3 days', 'Within two weeks', 'within a week', 'within 1 day', 'within a', 'within 1', '0 day', ' 7days', 'within',  'Within ', ' within ', 'WITHIN', 'with', 'in', '3', ' 3', '14', ' days', 'day', ' Weeks', 'WEEK',
  '5% ', 'ten percent', 'ninety', 'Ninety-five', ' percent', 'per cent', 'PerCent', 'ten', 'one', 'a', ' a ', ' few', ' the next ',
  'rare', 'RARE', ' alignment', 'rare alignment', 'RARE alignments', 'rare-alignment',
  'someone', 'often', 'many', 'in supportive timing', 'meaningful moment', ' ', '\n', '\u00a0', 'x', 'calm',
);
const riskyTextArb = fc.array(riskyFragmentArb, { maxLength: 24, size: 'max' }).map((parts) => parts.join(''));
const anyTextArb = fc.oneof(riskyTextArb, fc.string(), fc.string({ unit: 'grapheme' }));

describe('sanitiseAssistantText', () => {
  it.each([
    ['calm—and', 'calm-and'],
    ['calm — and', 'calm - and'],
    ['87% of people', 'many people'],
    ['about 87 % agree', 'about many agree'],
    ['a 12.5% lift', 'a many lift'],
    ['5–10% more', 'many more'],
    ['Fifty% of us', 'Many of us'],
    ['30% of the time', 'many of the time'],
    ['90% often', 'many often'],
    ['ninety percent of people', 'many percent of people'],
    ['Ninety-five per cent sure', 'Many percent sure'],
    ['a hundred percent', 'many percent'],
    ['87 percent', 'many percent'],
    ['you will see it within 3 days.', 'you will see it in supportive timing.'],
    ['Within two weeks, it shifts', 'In supportive timing, it shifts'],
    ['within a week', 'in supportive timing'],
    ['within the next few days', 'in supportive timing'],
    ['within 1 day or within twenty-one days', 'in supportive timing or in supportive timing'],
    ['within two to three weeks', 'in supportive timing'],
    ['a rare alignment tonight', 'a meaningful moment tonight'],
    ['Rare alignments like this', 'Meaningful moments like this'],
    ['this RARE ALIGNMENT', 'this meaningful moment'],
  ])('cleans %j to %j', (input, expected) => {
    expect(sanitiseAssistantText(input)).toBe(expected);
  });

  it('leaves words that merely contain a number word alone', () => {
    expect(sanitiseAssistantText('someone percent-wise, often %')).toBe('someone percent-wise, often %');
  });

  it('leaves months, hours and plain numbers alone', () => {
    expect(sanitiseAssistantText('within 3 months, at 9 pm, 2 cups')).toBe('within 3 months, at 9 pm, 2 cups');
  });

  it('does not let one replacement complete another pattern', () => {
    expect(sanitiseAssistantText('5within 3 days%')).toBe('5in supportive timing%');
    expect(sanitiseAssistantText('withwithin 3 days')).toBe('within supportive timing');
    expect(sanitiseAssistantText('5%ten percent')).toBe('manymany percent');
  });

  it('sanitise is idempotent', () => {
    fc.assert(
      fc.property(anyTextArb, (text) => {
        const once = sanitiseAssistantText(text);
        expect(sanitiseAssistantText(once)).toBe(once);
      }),
    );
  });

  it('sanitised text never holds an em dash', () => {
    fc.assert(fc.property(anyTextArb, (text) => !EM_DASH.test(sanitiseAssistantText(text))));
  });

  it('sanitised text never holds a number followed by a percent sign or the word percent', () => {
    fc.assert(fc.property(anyTextArb, (text) => !PERCENT_CLAIM.test(sanitiseAssistantText(text))));
  });

  it('sanitised text never promises within a number of days or weeks', () => {
    fc.assert(fc.property(anyTextArb, (text) => !TIMING_PROMISE.test(sanitiseAssistantText(text))));
  });

  it('sanitised text never mentions a rare alignment', () => {
    fc.assert(fc.property(anyTextArb, (text) => !RARITY.test(sanitiseAssistantText(text))));
  });

  it('sanitise leaves text without a risky phrase unchanged', () => {
    fc.assert(
      fc.property(anyTextArb, (text) => {
        fc.pre(!/\u2014|%|per\s*cent|within|rare/i.test(text));
        return sanitiseAssistantText(text) === text;
      }),
    );
  });

  it('gives the same text as the backtracking sanitiser on generated text', () => {
    fc.assert(fc.property(fc.oneof(ruleTextArb, anyTextArb), (text) => {
      expect(sanitiseAssistantText(text)).toBe(backtrackingSanitiser(text));
    }), { numRuns: Math.max(fc.readConfigureGlobal().numRuns ?? 0, 5_000) });
  });

  it.each([
    ['one - ', ' percent'], ['one - ', '%'], ['5-', '%'], ['one one ', ' per cent'], ['within one - ', ' days'],
    ['one to ', '%'], ['5 % of ', 'us'], ['within 3 days ', ''], ['rare - ', 'alignments'], ['a hundred and ', '%'],
  ])('gives the same text as the backtracking sanitiser on a run of %j ending in %j', (unit, tail) => {
    const text = unit.repeat(40) + tail;
    expect(sanitiseAssistantText(text)).toBe(backtrackingSanitiser(text));
  });

  it('the risky fragments really produce risky text for the properties above', () => {
    const risky = fc.sample(riskyTextArb, { numRuns: 500, seed: 7 });
    for (const pattern of [EM_DASH, PERCENT_CLAIM, TIMING_PROMISE, RARITY]) {
      expect(risky.filter((text) => pattern.test(text)).length).toBeGreaterThan(20);
    }
  });
});
