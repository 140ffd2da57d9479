/**
 * The output sanitiser for Luna's replies (§1 "Outgoing assistant text is cleaned").
 * Luna must not sound like a machine (em dashes), invent statistics (percentages) or promise
 * timing or rarity. The rules, applied in this order, each over the whole text:
 *
 * 1. Em dash: every U+2014 becomes '-'. The spaces around it are kept as written:
 *    'calm—and' → 'calm-and', 'calm — and' → 'calm - and'. (En dashes and hyphens are left.)
 * 2. Percent words: a NUMBER, optional whitespace, then 'percent' or 'per cent' becomes
 *    'many percent': '87 percent', 'ninety-five per cent', '10-20 percent' → 'many percent'.
 * 3. Percent sign: a NUMBER, optional whitespace, then '%' becomes 'many':
 *    '87%', '87 %', '12.5%', '1,000%', '5–10%', 'fifty %' → 'many'. A sign before the number
 *    stays ('-5%' → '-many'). A following 'of' goes too when a bare noun follows, so the
 *    sentence still reads: '90% of people' → 'many people', but '90% of us' → 'many of us'
 *    and '90% of the time' → 'many of the time' (pronouns and determiners keep their 'of').
 * 4. Timing promises: 'within', optional whitespace, an optional qualifier ('the next',
 *    'the coming', 'the following', 'the first', 'next', 'about', 'around', 'roughly', 'only',
 *    'just'), a COUNT, optional whitespace, then 'day', 'days', 'week' or 'weeks' becomes
 *    'in supportive timing': 'within 3 days', 'within a week', 'within the next few weeks',
 *    'within two to three weeks' → 'in supportive timing'. Months and hours are not touched.
 * 5. Rarity: 'rare', optional spaces or hyphens, 'alignment' becomes 'meaningful moment', and
 *    'rare alignments' becomes 'meaningful moments'.
 *
 * NUMBER is a digit run with optional decimal or thousands groups ('12.5', '1,000') or a
 * phrase of number words ('ninety', 'ninety-five', 'one hundred and ten', 'a hundred'),
 * optionally a range joined by '-', '–', 'to' or 'or'. A COUNT is a NUMBER or one of
 * 'a', 'a few', 'few', 'several', 'a couple', 'a couple of'. Number words are zero to
 * nineteen, the tens twenty to ninety, hundred and thousand; other numerals (Arabic-Indic
 * digits, '％') are out of scope.
 *
 * All matching ignores ASCII case. A replacement for a capitalised match keeps the capital
 * ('Within 3 days' → 'In supportive timing', 'Rare alignment' → 'Meaningful moment'); an
 * all-capitals or lower-case match gets the lower-case replacement.
 * Matching is deliberately by substring, not by whole word (except that a spelled-out number
 * before 'percent' or '%' must start a word, so 'someone percent' stays): a false positive
 * costs one odd word, a missed promise costs trust.
 *
 * Every rule runs in time linear in the text (docs/decisions/022-linear-text-patterns.md): the
 * number rules are automata (domain/text/linear-pattern.ts), not backtracking expressions, whose
 * cost on a long run of 'one - one - …' grew with the cube of its length.
 *
 * Why a single pass is enough (the sanitiser is idempotent): every replacement is built from
 * letters and spaces only and holds no digit, dash, '%', 'percent' after a number, 'within'
 * before a count, or 'rare', so it cannot complete a pattern with its neighbours. Its first and
 * last characters are letters where the replaced text had a letter or digit, or a letter where
 * it had '%'; that can remove a word boundary but never add one, so no later pass finds a
 * spelled-out number that the first pass skipped.
 */

import { alt, compile, digit, isSpaceCode, isWordCode, optional, plus, replaceMatches, seq, space, star, wordBoundary, words, type CompiledPattern } from '../text/linear-pattern';

const NUMBER_WORDS = [
  'seventeen', 'thirteen', 'fourteen', 'eighteen', 'nineteen', 'thousand', 'fifteen', 'sixteen',
  'hundred', 'seventy', 'eleven', 'twelve', 'twenty', 'thirty', 'eighty', 'ninety', 'forty', 'fifty',
  'sixty', 'seven', 'three', 'eight', 'zero', 'four', 'five', 'nine', 'one', 'two', 'six', 'ten',
];

const spaces = star(space);
const someSpace = plus(space);
const WORD = alt(seq(words('a'), someSpace, words('hundred')), words(...NUMBER_WORDS));
const WORD_PHRASE = seq(WORD, star(seq(alt(plus(alt(space, words('-'))), seq(someSpace, words('and'), someSpace)), WORD)));
const DIGITS = seq(plus(digit), star(seq(words('.', ','), plus(digit))));
const RANGE_JOINER = seq(spaces, words('-', '–', 'to', 'or'), spaces);

/** A spelled-out number must begin a word here, so 'someone percent' is not a number. */
const PERCENT_NUMBER = alt(DIGITS, seq(wordBoundary, WORD_PHRASE));
const PERCENT_AMOUNT = seq(PERCENT_NUMBER, optional(seq(RANGE_JOINER, PERCENT_NUMBER)));

const COUNT = alt(DIGITS, WORD_PHRASE, seq(words('a'), someSpace, words('few')), seq(words('a'), someSpace, words('couple'), optional(seq(someSpace, words('of')))), words('few', 'several', 'a'));
const QUALIFIER = optional(
  alt(seq(optional(seq(words('the'), someSpace)), words('next', 'coming', 'following', 'first'), someSpace), seq(words('about', 'around', 'roughly', 'only', 'just'), someSpace)),
);

const EM_DASH = /\u2014/g;
const PERCENT_WORD = compile(seq(PERCENT_AMOUNT, spaces, words('per'), spaces, words('cent')));
const PERCENT_SIGN = compile(seq(PERCENT_AMOUNT, spaces, words('%')));
const WITHIN_PERIOD = compile(seq(words('within'), spaces, QUALIFIER, COUNT, optional(seq(RANGE_JOINER, COUNT)), spaces, words('day', 'week'), optional(words('s'))));
const RARE_ALIGNMENT = compile(seq(words('rare'), star(alt(space, words('-'))), words('alignment'), optional(words('s'))));

/** Pronouns and determiners that keep their 'of' after a percentage ('many of us'). */
const KEEPS_OF = ['us', 'you', 'them', 'those', 'these', 'the', 'our', 'your', 'their', 'my', 'his', 'her', 'its', 'this', 'that', 'all', 'each', 'every'];

const asciiWordAt = (text: string, at: number, word: string): boolean => {
  for (let i = 0; i < word.length; i++) if ((text.charCodeAt(at + i) | 0x20) !== word.charCodeAt(i)) return false;
  return true;
};
const spacesFrom = (text: string, at: number): number => {
  let end = at;
  while (end < text.length && isSpaceCode(text.charCodeAt(end))) end++;
  return end;
};

/**
 * Where a percentage's match ends once a following 'of' is taken: whitespace, 'of', then
 * whitespace not followed by one of KEEPS_OF as a whole word. As the expression this replaces
 * read it, two or more spaces after 'of' always let it go ('90% of  us' → 'many  us').
 */
const endTakingOf = (text: string, end: number): number => {
  const of = spacesFrom(text, end);
  if (of === end || !asciiWordAt(text, of, 'of')) return end;
  const after = of + 2;
  const gap = spacesFrom(text, after) - after;
  if (gap === 0) return end;
  if (gap >= 2) return after;
  const word = after + 1;
  const kept = KEEPS_OF.some((keep) => asciiWordAt(text, word, keep) && !isWordCode(text.charCodeAt(word + keep.length)));
  return kept ? end : after;
};

/** 'Within' and 'Rare' are capitalised words; 'RARE' is shouting and gets no special treatment. */
const startsWithCapital = (text: string): boolean => /^[A-Z](?![A-Z])/.test(text);
const keepCapital = (match: string, plain: string) => (startsWithCapital(match) ? plain.charAt(0).toUpperCase() + plain.slice(1) : plain);

const replaceKeepingCapital = (text: string, pattern: CompiledPattern, replacement: (match: string) => string) =>
  replaceMatches(text, pattern, (match) => ({ text: keepCapital(match, replacement(match)) }));

/** A rule whose last or first word is absent cannot match: most replies skip the number rules entirely. */
const MAY_HOLD_PERCENT_WORD = /per\s*cent/i;
const MAY_HOLD_TIMING = /within/i;

export const sanitiseAssistantText = (text: string): string => {
  const dashed = text.replace(EM_DASH, '-');
  const percentWords = MAY_HOLD_PERCENT_WORD.test(dashed) ? replaceKeepingCapital(dashed, PERCENT_WORD, () => 'many percent') : dashed;
  const percentSigns = percentWords.includes('%')
    ? replaceMatches(percentWords, PERCENT_SIGN, (match, end) => ({ text: keepCapital(match, 'many'), end: endTakingOf(percentWords, end) }))
    : percentWords;
  const timing = MAY_HOLD_TIMING.test(percentSigns) ? replaceKeepingCapital(percentSigns, WITHIN_PERIOD, () => 'in supportive timing') : percentSigns;
  // The plural 's' is kept as written, capital or not, as the capture group before kept it.
  return replaceKeepingCapital(timing, RARE_ALIGNMENT, (match) => `meaningful moment${/s$/i.test(match) ? match.slice(-1) : ''}`);
};
