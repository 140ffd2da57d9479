import { ZODIAC_SIGNS } from '../../sky';

/**
 * Dates and signs come from our astronomy, never from a model. The model is told the turn's
 * facts (the dates and signs in the scripted reply, the visitor's reading) and its wording is
 * checked afterwards: a reply that names a date or a sign the facts do not hold, or that says
 * it is an AI, is not used; the scripted words stand in.
 */

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'] as const;
const MONTH_WORD = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

const monthIndex = (word: string): number => MONTHS.findIndex((month) => month.startsWith(word.toLowerCase().slice(0, 3)));

/** Every day of a month a text names ('24 November', 'Nov 24th'), as 'month-day'. */
export const daysNamed = (text: string): Set<string> => {
  const found = new Set<string>();
  const dayFirst = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?(?: of)? ${MONTH_WORD}\\b`, 'giu');
  const monthFirst = new RegExp(`\\b${MONTH_WORD}\\.? (\\d{1,2})(?:st|nd|rd|th)?\\b`, 'giu');
  for (const match of text.matchAll(dayFirst)) found.add(`${monthIndex(match[2] ?? '')}-${Number(match[1])}`);
  for (const match of text.matchAll(monthFirst)) found.add(`${monthIndex(match[1] ?? '')}-${Number(match[2])}`);
  return found;
};

/** Dates written in digits ('2026-11-24', '24/11', '11.24.2026'). */
const numericDates = (text: string): string[] => [...text.matchAll(/\b\d{4}-\d{1,2}-\d{1,2}\b|\b\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?\b/gu)].map((match) => match[0]);

const weekdaysNamed = (text: string): Set<string> => new Set(WEEKDAYS.filter((day) => new RegExp(`\\b${day}s?\\b`, 'iu').test(text)));

const signsNamed = (text: string): Set<string> => new Set(ZODIAC_SIGNS.filter((sign) => new RegExp(`\\b${sign}\\b`, 'iu').test(text)));

/** 'In 3 days', '2 weeks from now': a span of time the model counted itself. */
const SPAN = /\b\d+\s+(?:days?|weeks?|hours?|nights?)\b/giu;

/** A model saying what it is: 'As an AI', "I'm a language model", 'I am ChatGPT'. */
const CLAIMS_TO_BE_AI = /\bas an? (?:ai|a\.i\.|artificial intelligence|language model|chatbot|bot|virtual assistant)\b|\b(?:chatgpt|gpt-?\d|openai|trained by|my training data)\b/iu;
/**
 * "I'm (just |a |really …)* a bot", read in steps: one expression with that loop took recheck
 * seconds to prove linear. No filler begins as a noun does, so skipping every filler loses none.
 */
const I_AM = /\bi(?:'|’)?m |\bi am /giu;
const FILLER = /(?:just |only |an? |actually |really )/iuy;
const AI_NOUN = /(?:ai|a\.i\.|artificial intelligence|large language model|language model|chatbot|bot|virtual assistant|computer program)\b/iuy;

export const claimsToBeAi = (reply: string): boolean => {
  if (CLAIMS_TO_BE_AI.test(reply)) return true;
  I_AM.lastIndex = 0;
  for (let found = I_AM.exec(reply); found !== null; found = I_AM.exec(reply)) {
    FILLER.lastIndex = found.index + found[0].length;
    let at = FILLER.lastIndex;
    while (FILLER.test(reply)) at = FILLER.lastIndex;
    AI_NOUN.lastIndex = at;
    if (AI_NOUN.test(reply)) return true;
  }
  return false;
};

export type ModelReplyProblem = 'invented-date' | 'invented-sign' | 'claims-ai';

export interface TurnFacts {
  /** The scripted reply: every date and sign in it is ours. */
  scripted: string;
  /** The visitor's reading, when there is one. */
  readingSigns?: { moonSign: string; sunSign: string } | null;
}

/** Why a model's reply cannot be used, or null when it keeps to the facts. */
export const modelReplyProblem = (reply: string, facts: TurnFacts): ModelReplyProblem | null => {
  if (claimsToBeAi(reply)) return 'claims-ai';
  const ourDays = daysNamed(facts.scripted);
  if ([...daysNamed(reply)].some((day) => !ourDays.has(day))) return 'invented-date';
  if (numericDates(reply).some((date) => !facts.scripted.includes(date))) return 'invented-date';
  const ourWeekdays = weekdaysNamed(facts.scripted);
  if ([...weekdaysNamed(reply)].some((day) => !ourWeekdays.has(day))) return 'invented-date';
  const ourSpans = new Set([...facts.scripted.matchAll(SPAN)].map((match) => match[0].toLowerCase()));
  if ([...reply.matchAll(SPAN)].some((match) => !ourSpans.has(match[0].toLowerCase()))) return 'invented-date';
  const ourSigns = signsNamed(facts.scripted);
  for (const sign of [facts.readingSigns?.moonSign, facts.readingSigns?.sunSign]) if (sign !== undefined) ourSigns.add(sign.toLowerCase());
  if ([...signsNamed(reply)].some((sign) => !ourSigns.has(sign))) return 'invented-sign';
  return null;
};

/** The facts a model must use as they are, one per line, for its prompt. */
export const factLines = (facts: TurnFacts): string[] => {
  const lines: string[] = [];
  const own = facts.readingSigns;
  if (own !== null && own !== undefined) lines.push(`The visitor's reading: Moon in ${own.moonSign}, Sun in ${own.sunSign}.`);
  const dated = facts.scripted.split(/(?<=[.!?])\s+/u).filter((sentence) => daysNamed(sentence).size > 0);
  lines.push(...dated);
  return lines;
};
