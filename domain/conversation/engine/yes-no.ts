/**
 * Yes and No as people type them: a table of phrases, read the same whatever the case, the
 * punctuation, the emoji or the letters held down ('yesss', 'yupp'). A message that opens
 * with Yes but goes on to correct something ('yes but the date is wrong', 'yes no') is not a
 * plain Yes: the correction wins.
 */
export type YesNo = 'yes' | 'no';

/** Said anywhere in the chat, these answer a question. */
const YES_ALWAYS = [
  'yes', 'yeah', 'yea', 'yeh', 'yep', 'yup', 'ya', 'yah', 'y', 'sure', 'correct', 'right', 'exactly', 'absolutely', 'definitely',
  'of course', "that's right", "that's correct", "that's it", "that's me", 'that is right', 'that is correct', 'that is me', "that's the one",
  'it is', 'sounds good', 'ok', 'okay', 'please do', 'go ahead', 'do it', 'overwrite', 'overwrite with new details', 'looks good', 'looks right',
  'looks correct', 'all good', 'spot on', 'bang on', 'yes please', 'affirmative', 'confirmed', 'confirm', 'indeed', 'uh huh', 'mhm',
  'you got it', 'got it right', 'for sure', 'precisely', 'bingo', 'aye',
] as const;

/**
 * Only at a Yes or No question: words that are names or plain talk elsewhere ('Hai' is a first
 * name, 'perfect' may start a goal), and Yes in other languages.
 */
const YES_WHEN_ASKED = [
  'perfect', 'great', 'good', 'fine', 'true', 'alright', 'all right', 'totally', 'lovely', 'yes yes',
  'oui', 'si', 'ja', 'jawohl', 'sim', 'da', 'hai', 'evet', 'tak', 'igen', 'jah', 'ano', 'yebo',
] as const;

const NO_ALWAYS = [
  'no', 'nope', 'nah', 'n', 'not quite', 'not really', 'not exactly', 'not right', 'not correct', 'no wait', 'wait no', 'wrong', 'incorrect',
  "that's wrong", "that's not right", "that's not it", "that's not me", 'that is wrong', 'that is not right', 'not me', 'keep',
  'keep current reading', 'keep my current reading', "don't", 'dont', 'negative', 'no way', 'no thanks',
] as const;

const NO_WHEN_ASKED = ['non', 'nein', 'não', 'nee', 'nie', 'nem', 'hayir', 'nej'] as const;

/** Words around an answer that say nothing more ('oh', 'thanks', 'luna'). */
const FILLERS = ['oh', 'ah', 'um', 'uh', 'hmm', 'well', 'so', 'and', 'luna', 'thanks', 'thank you', 'haha', 'lol', 'very', 'so much', 'again'];

/** Words that open a correction: with an answer they make it a No, alone they say a value follows. */
const CORRECTION_OPENERS = ['wait', 'hold on', 'hang on', 'actually', 'oops', 'sorry', 'erm'];

/** After a Yes, any of these means the visitor is correcting something. */
const CORRECTION_CUES = ['but', 'wrong', 'incorrect', 'not', 'actually', 'except', 'instead', 'mistake', 'typo', 'meant', 'wait', 'oops', 'no', 'nope', 'nah'];

/** Emoji that answer on their own. */
const EMOJI_ANSWERS: readonly [RegExp, string][] = [
  [/[\u{1F44D}\u{1F44C}\u2705\u2714\u2611]/gu, ' yes '],
  [/[\u{1F44E}\u274C\u274E\u2716]/gu, ' no '],
];

/** Case, accents, punctuation, emoji and held-down letters taken out: 'Yesss!!' and 'yes' read alike. */
export const foldAnswer = (text: string): string => {
  let folded = text.normalize('NFC').toLowerCase();
  for (const [emoji, word] of EMOJI_ANSWERS) folded = folded.replace(emoji, word);
  return folded
    .replace(/[’‘`´]/g, "'")
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/'/g, '')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/(\p{L})\1+/gu, '$1')
    .replace(/\s+/g, ' ')
    .trim();
};

type Kind = 'yes' | 'no' | 'filler' | 'opener';

const phrasesOf = (list: readonly string[], kind: Kind) => list.map((phrase) => ({ words: foldAnswer(phrase).split(' '), kind }));

const tableFor = (asked: boolean) =>
  [
    ...phrasesOf(YES_ALWAYS, 'yes'),
    ...phrasesOf(NO_ALWAYS, 'no'),
    ...(asked ? [...phrasesOf(YES_WHEN_ASKED, 'yes'), ...phrasesOf(NO_WHEN_ASKED, 'no')] : []),
    ...phrasesOf(FILLERS, 'filler'),
    ...phrasesOf(CORRECTION_OPENERS, 'opener'),
  ]
    // The longest phrase at a place wins: 'not quite' before 'no'... and 'that's right' before 'right'.
    .sort((a, b) => b.words.length - a.words.length);

const TABLES = { asked: tableFor(true), unasked: tableFor(false) };
const CUES = new Set(CORRECTION_CUES.map(foldAnswer));
/** 'that date is wrong', 'not march, april': said anywhere at a Yes or No question, these are a No. */
const STRONG_NO = /\b(?:wrong|incorrect|not right|not correct|mistake|typo)\b/;

export interface AnswerReading {
  answer: YesNo | null;
  /** The message says nothing but its answer ('perfect, yes!', 'nope'). */
  onlyAnAnswer: boolean;
  /** It opens or goes on with a correction ('wait', 'actually', 'but', 'not'). */
  corrects: boolean;
  /** What follows the answer's words, folded ('' when nothing does). */
  rest: string;
}

/**
 * How a message answers a Yes or No question. `asked`: Luna asked one, so Yes in other
 * languages and looser words ('perfect', 'oui', 'da') count, and a correction said anywhere
 * ('the year is wrong, 1993') is a No.
 */
export const readAnswer = (text: string, options: { asked: boolean }): AnswerReading => {
  const words = foldAnswer(text).split(' ').filter((word) => word !== '');
  const table = options.asked ? TABLES.asked : TABLES.unasked;
  const kinds: Kind[] = [];
  let at = 0;
  while (at < words.length) {
    const found = table.find((phrase) => phrase.words.every((word, i) => words[at + i] === word));
    // Unasked, an answer opens the message: 'hmm ok' to 'what's your name?' is no Yes.
    if (found === undefined || (!options.asked && at === 0 && (found.kind === 'filler' || found.kind === 'opener'))) break;
    kinds.push(found.kind);
    at += found.words.length;
  }
  const restWords = words.slice(at);
  const rest = restWords.join(' ');
  const saysYes = kinds.includes('yes');
  const saysNo = kinds.includes('no');
  const opens = kinds.includes('opener');
  // 'yes actually…': an opener after the Yes starts a correction.
  const openerAfterYes = saysYes && kinds.indexOf('opener', kinds.indexOf('yes')) > 0;
  const cuedLater = openerAfterYes || restWords.some((word) => CUES.has(word)) || (options.asked && STRONG_NO.test(rest));
  const corrects = opens || saysNo || cuedLater;
  const tooLong = words.length > 8 && !options.asked;
  let answer: YesNo | null = null;
  if (saysNo || (saysYes && cuedLater)) answer = 'no';
  else if (saysYes) answer = 'yes';
  else if (options.asked && STRONG_NO.test(words.join(' '))) answer = 'no';
  return { answer: tooLong ? null : answer, onlyAnAnswer: (saysYes || saysNo) && restWords.length === 0, corrects, rest };
};

/** Every phrase in the table, for tests: each reads as its own answer. */
export const ANSWER_PHRASES = {
  yes: [...YES_ALWAYS, ...YES_WHEN_ASKED],
  no: [...NO_ALWAYS, ...NO_WHEN_ASKED],
} as const;

/**
 * A message that only answers a Yes or No question ('perfect, yes', 'oui, yes', '👍'), or at
 * one only corrects the detail asked ('wait no its the 5th'): it tells nothing of the persona.
 */
export const onlyAnswers = (message: { text: string; corrects?: readonly string[] }, expecting: string): boolean =>
  readAnswer(message.text, { asked: true }).onlyAnAnswer || (expecting === 'answer' && (message.corrects ?? []).length > 0);
