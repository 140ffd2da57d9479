/**
 * The output sanitiser for Luna's replies (SPEC §1 "Outgoing assistant text is cleaned").
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
 * Why a single pass is enough (the sanitiser is idempotent): every replacement is built from
 * letters and spaces only and holds no digit, dash, '%', 'percent' after a number, 'within'
 * before a count, or 'rare', so it cannot complete a pattern with its neighbours. Its first and
 * last characters are letters where the replaced text had a letter or digit, or a letter where
 * it had '%'; that can remove a word boundary but never add one, so no later pass finds a
 * spelled-out number that the first pass skipped.
 */

const NUMBER_WORDS = [
  'seventeen', 'thirteen', 'fourteen', 'eighteen', 'nineteen', 'thousand', 'fifteen', 'sixteen',
  'hundred', 'seventy', 'eleven', 'twelve', 'twenty', 'thirty', 'eighty', 'ninety', 'forty', 'fifty',
  'sixty', 'seven', 'three', 'eight', 'zero', 'four', 'five', 'nine', 'one', 'two', 'six', 'ten',
];

const WORD = `(?:a\\s+hundred|${NUMBER_WORDS.join('|')})`;
const WORD_PHRASE = `${WORD}(?:(?:[\\s-]+|\\s+and\\s+)${WORD})*`;
const DIGITS = '\\d+(?:[.,]\\d+)*';
const RANGE_JOINER = '\\s*(?:-|–|to|or)\\s*';

/** A spelled-out number must begin a word here, so 'someone percent' is not a number. */
const PERCENT_NUMBER = `(?:${DIGITS}|\\b${WORD_PHRASE})`;
const PERCENT_AMOUNT = `${PERCENT_NUMBER}(?:${RANGE_JOINER}${PERCENT_NUMBER})?`;

const COUNT = `(?:${DIGITS}|${WORD_PHRASE}|a\\s+few|a\\s+couple(?:\\s+of)?|few|several|a)`;
const QUALIFIER = '(?:(?:the\\s+)?(?:next|coming|following|first)\\s+|(?:about|around|roughly|only|just)\\s+)?';

const EM_DASH = /\u2014/g;
const PERCENT_WORD = new RegExp(`${PERCENT_AMOUNT}\\s*per\\s*cent`, 'gi');
const KEEPS_OF = '(?:us|you|them|those|these|the|our|your|their|my|his|her|its|this|that|all|each|every)\\b';
const PERCENT_SIGN = new RegExp(`${PERCENT_AMOUNT}\\s*%(?:\\s+of(?=\\s+(?!${KEEPS_OF})))?`, 'gi');
const WITHIN_PERIOD = new RegExp(`within\\s*${QUALIFIER}${COUNT}(?:${RANGE_JOINER}${COUNT})?\\s*(?:day|week)s?`, 'gi');
const RARE_ALIGNMENT = /rare[\s-]*alignment(s?)/gi;

/** 'Within' and 'Rare' are capitalised words; 'RARE' is shouting and gets no special treatment. */
const startsWithCapital = (text: string): boolean => /^[A-Z](?![A-Z])/.test(text);

/** Replaces each match with `replacement`, capitalised when the match was. */
const replaceKeepingCapital = (text: string, pattern: RegExp, replacement: (match: string, ...groups: string[]) => string) =>
  text.replace(pattern, (match: string, ...groups: string[]) => {
    const plain = replacement(match, ...groups);
    return startsWithCapital(match) ? plain.charAt(0).toUpperCase() + plain.slice(1) : plain;
  });

export const sanitiseAssistantText = (text: string): string => {
  const dashed = text.replace(EM_DASH, '-');
  const percentWords = replaceKeepingCapital(dashed, PERCENT_WORD, () => 'many percent');
  const percentSigns = replaceKeepingCapital(percentWords, PERCENT_SIGN, () => 'many');
  const timing = replaceKeepingCapital(percentSigns, WITHIN_PERIOD, () => 'in supportive timing');
  return replaceKeepingCapital(timing, RARE_ALIGNMENT, (_match, plural = '') => `meaningful moment${plural}`);
};
