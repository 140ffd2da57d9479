import { correctedBirthDate, correctedBirthTime, hasCorrectionCue, splitOldValues, type BirthDateParse, type BirthTimeParse, type ConfirmableField } from '../../birth';
import type { Clock } from '../../kernel';
import type { AnswerReading } from './yes-no';

/** The details a correction can change relative to what Luna holds. */
export type CorrectedField = 'birthDate' | 'birthTime' | 'birthLocation';

/** What Luna already holds, to read a correction of one part against it. */
export interface KnownDetails {
  birthDate: string | null;
  birthTime: string | null;
  /** The detail she is asking the visitor to confirm, if any. */
  confirming: ConfirmableField | null;
}

export interface CorrectionReading {
  birthDate: BirthDateParse;
  birthTime: BirthTimeParse;
  /** The details the message corrects relative to what is known ('the 5th not the 4th' → birthDate). */
  corrects: CorrectedField[];
  /** The words a corrected birth place is looked up in ('wrong city, it's Porto' → 'porto'), or null. */
  placeText: string | null;
  /** The detail a No names without its new value ('yes but the date is wrong' → birthDate), or null. */
  names: NamedField | null;
}

export type NamedField = CorrectedField | 'email';

/** The words that name each detail, for a No that says which one is wrong. */
const FIELD_WORDS: readonly [NamedField, RegExp][] = [
  ['birthDate', /\b(?:date|day|month|year|birthday|dob)\b/],
  ['birthTime', /\b(?:time|hour)\b/],
  ['birthLocation', /\b(?:city|town|village|place|birth ?place|country|location)\b/],
  ['email', /\b(?:e-?mail|address)\b/],
];

/** What Luna asks when a detail is said to be wrong without its new value. */
export const CORRECTION_QUESTIONS: Readonly<Record<NamedField, string>> = {
  birthDate: 'No problem, let’s fix your birth date. What’s the right one? The whole date is easiest, like 14 March 1990.',
  birthTime: 'No problem, let’s fix your birth time. What time were you born, like 8:30 pm?',
  birthLocation: 'No problem, let’s fix your birth place. Which city or town were you born in?',
  email: 'No problem, let’s fix your email. Which address should your reading go to?',
};

const NAMES_A_PLACE = /\b(?:city|town|village|place|birth ?place|born in|from|country)\b/;
/** Words around a corrected place that are not its name. */
const NOT_THE_PLACE =
  /\b(?:wrong|incorrect|no|nope|nah|non|nein|not|wait|actually|oops|sorry|city|town|village|place|birth ?place|birth|it'?s|it was|it is|was|is|the|my|i was|i'm|im|born|in|from|that'?s|right|correct|quite|exactly|should be|meant|i meant)\b|[;.!?]/g;

const OPENS_A_CORRECTION = /^[^\p{L}\d]*(?:no|nope|nah|not|wait|actually|oops|sorry|hold on|hang on|correction)\b/iu;
const SAYS_A_MISTAKE = /\b(?:wrong|incorrect|mistake|typo|i meant|actually)\b/i;
/** 'the 5th not the 4th', '7:30 not 6:30', 'april not march': a value, then 'not' and the old one. */
// The comma and its spaces are one optional part, so two runs of spaces never meet (linear by recheck).
const VALUE_NOT_VALUE = /[\d\p{L}](?:\s*,)?\s+not\s+(?:the\s+)?(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/iu;
const MAX_UNASKED_CORRECTION_WORDS = 12;

/**
 * Unasked (after a confirmation, or after the reading), only a message that says it corrects
 * is read as a correction: 'the 2nd half of the month is not good for me' changes no birth date.
 */
const unaskedCorrection = (text: string): boolean =>
  text.trim().split(/\s+/).length <= MAX_UNASKED_CORRECTION_WORDS && (OPENS_A_CORRECTION.test(text) || SAYS_A_MISTAKE.test(text) || VALUE_NOT_VALUE.test(text));

/**
 * A message read against the details already given: a part of the birth date or time
 * corrected on its own ('actually it was 1993', 'it's 7:30 not 6:30'), and a place named to
 * replace the one being confirmed ('wrong city, it's Porto'). Read at a Yes or No question, or
 * when the words say a correction ('wait', 'not', 'wrong'); otherwise the message's own
 * details stand as they are.
 */
export const readCorrection = (
  text: string,
  parsed: { birthDate: BirthDateParse; birthTime: BirthTimeParse },
  options: { known: KnownDetails | undefined; asked: boolean; clock: Clock; answer: AnswerReading },
): CorrectionReading => {
  const unchanged: CorrectionReading = { ...parsed, corrects: [], placeText: null, names: null };
  const { known, asked, answer } = options;
  const cued = asked ? answer.corrects || hasCorrectionCue(text) : unaskedCorrection(text);
  if (known === undefined || (!asked && !cued)) return unchanged;
  let { birthDate, birthTime } = parsed;
  const corrects: CorrectedField[] = [];
  if (birthDate.kind === 'none' && known.birthDate !== null && (cued || known.confirming === 'birthDate')) {
    const corrected = correctedBirthDate(text, known.birthDate, options.clock);
    if (corrected.kind !== 'none') {
      birthDate = corrected;
      corrects.push('birthDate');
    }
  }
  if (cued && known.birthTime !== null && (birthTime.kind === 'time' || birthTime.kind === 'ambiguous')) {
    const corrected = correctedBirthTime(text, known.birthTime);
    if (corrected.kind === 'time' && corrected.time !== known.birthTime) {
      birthTime = corrected;
      corrects.push('birthTime');
    }
  }
  let placeText: string | null = null;
  const { fresh } = splitOldValues(text);
  const aboutPlace = (known.confirming === 'birthLocation' && (answer.answer === 'no' || cued)) || (cued && NAMES_A_PLACE.test(fresh));
  if (corrects.length === 0 && answer.answer !== 'yes' && !answer.onlyAnAnswer && parsed.birthDate.kind === 'none' && aboutPlace) {
    const words = fresh.replace(NOT_THE_PLACE, ' ').replace(/\s+/g, ' ').replace(/^[\s,]+|[\s,]+$/g, '');
    if (/\p{L}{2}/u.test(words)) placeText = words;
  }
  const names = answer.answer === 'no' && corrects.length === 0 ? (FIELD_WORDS.find(([, words]) => words.test(fresh))?.[0] ?? null) : null;
  return { birthDate, birthTime, corrects, placeText, names };
};

/** What the birth flow holds, as a correction is read against it. */
export const knownDetailsOf = (birth: { birthDate: string | null; birthTime: string | null; pendingConfirmation: { field: ConfirmableField } | null }): KnownDetails => ({
  birthDate: birth.birthDate,
  birthTime: birth.birthTime,
  confirming: birth.pendingConfirmation?.field ?? null,
});
