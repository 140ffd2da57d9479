/**
 * Finding a birth date in what a visitor types (issue 5 §2 "Understanding free text").
 *
 * Forms understood, case-insensitively, anywhere in the message:
 * - year first: '1990-03-14', '1990/3/14', '1990.03.14' (always year, month, day);
 * - numbers with '/', '-' or '.': '14/03/1990', '3/14/90', '14-03-1990', '14.03.1990';
 * - day then month name: '14 March 1990', '14th of March 1990', 'the 14th of march, 1990';
 * - month name then day: 'March 14th, 1990', 'Mar 14 1990', 'Sept. 9 1985'.
 * Month names are English, in full or as three-letter abbreviations, plus 'Sept'.
 *
 * Numbers without a month name are read both ways (day/month and month/day). Readings that are
 * not real dates, are in the future or are too old are dropped; if two different readings survive
 * the visitor is asked which one they meant, except with dots ('03.04.1990'), which only the
 * day-first world uses, so the day-first reading wins there.
 *
 * The earliest date-like text in the message is the one read.
 */
import Fuse from 'fuse.js';
import { fixedClock, sanitiseAssistantText, withSpansReplaced } from '../../kernel';
import type { Clock } from '../../kernel';
import { daysInMonth, formatIsoDate as formatCivilDate, MONTH_NAMES } from '../../sky';
import { findNamedDays, findYears, missingYearQuestion, movableDayQuestion, nearestYear, straightApostrophes } from './named-days';

/** The oldest birth year accepted: readings are written for living visitors, and older dates are almost always typos. */
export const MIN_BIRTH_YEAR = 1900;

/**
 * A date counts as 'future' only once it has not begun anywhere on Earth yet: the clock is read
 * at the most advanced time zone (UTC+14), so a visitor born today, wherever they are, is never
 * told their birthday is in the future.
 */
export const LATEST_UTC_OFFSET_MS = 14 * 60 * 60 * 1000;

export type IsoDate = string;

export type BirthDateParse =
  | { kind: 'date'; date: IsoDate }
  | { kind: 'ambiguous'; options: [IsoDate, IsoDate]; question: string }
  | { kind: 'invalid'; reason: 'impossible' | 'future' | 'too-old'; question: string }
  /** A named day that moves ('Mother's Day 1988'), or one with no year: Luna asks, naming what is missing. */
  | { kind: 'unclear'; reason: 'movable-day' | 'no-year'; question: string; known?: KnownDatePart }
  | { kind: 'none' };

/** What a named day already tells of the date: the year of 'Mother’s Day 1990', or the day and month of 'Christmas Eve'. */
export type KnownDatePart = { year: number } | { month: number; day: number };


/** Lower-case spelling → month number; the full names, three-letter abbreviations and 'sept'. */
const MONTH_BY_NAME: ReadonlyMap<string, number> = new Map([
  ...MONTH_NAMES.map((name, index) => [name.toLowerCase(), index + 1] as const),
  ...MONTH_NAMES.map((name, index) => [name.slice(0, 3).toLowerCase(), index + 1] as const),
  ['sept', 9] as const,
]);

// Longest spellings first so 'march' is not read as 'mar' followed by 'ch'.
const MONTH = `(${[...MONTH_BY_NAME.keys()].sort((a, b) => b.length - a.length).join('|')})\\.?(?![a-z])`;
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
/** An apostrophe may stand for the century ("march 3rd '91"). */
const YEAR = "'?(\\d{4}|\\d{2})(?!\\d)";
/** Digits must not continue a longer number on the left ('123/4/1990' is not a date). */
const START = '(?<![\\d.,/-])';

const YEAR_FIRST = new RegExp(`${START}(\\d{4})([-/.])(\\d{1,2})\\2(\\d{1,2})(?![\\d])`, 'g');
const NUMERIC = new RegExp(`${START}(\\d{1,2})([-/.])(\\d{1,2})\\2${YEAR}`, 'g');
const DAY_MONTH = new RegExp(`(?<![\\d])${DAY}\\s*(?:of\\s+)?${MONTH}[\\s,]*${YEAR}`, 'g');
/** Year first with the month in words: '1992 june 9th', '1992, June the 9th'. */
const YEAR_MONTH_DAY = new RegExp(`(?<![\\d])(\\d{4})[\\s,]+${MONTH}[\\s,]*(?:the\\s+)?${DAY}(?![\\d])`, 'g');
const MONTH_DAY = new RegExp(`(?<![a-z])${MONTH}[\\s,]*(?:the\\s+)?${DAY}(?![\\d])[\\s,]*(?:of\\s+)?${YEAR}`, 'g');

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A match turned into its possible readings; more than one only when numbers could be swapped. */
interface Candidate {
  index: number;
  /** Where the date's text ends, so the words can be taken out before a place is looked for. */
  end: number;
  readings: CalendarDate[];
  /** Dots are a day-first habit, so a dotted date is never put to the visitor as a question. */
  dayFirstWins: boolean;
  /** A named day Luna cannot date alone: what she asks instead. */
  ask?: { reason: 'movable-day' | 'no-year'; question: string; known?: KnownDatePart };
}

/** The calendar rules are the time capability's: one definition of a real date. */
export const formatIsoDate = (date: CalendarDate): IsoDate => formatCivilDate(date);

const isRealDate = ({ year, month, day }: CalendarDate) =>
  month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);

/** The latest calendar date anywhere on Earth at the clock's instant. */
const latestToday = (clock: Clock): IsoDate => new Date(clock.now() + LATEST_UTC_OFFSET_MS).toISOString().slice(0, 10);

/**
 * Two-digit years pivot on the clock: a year up to this year's two digits is this century,
 * anything later the last one. In 2025, '25' is 2025 and '26' is 1926.
 */
export const expandTwoDigitYear = (twoDigits: number, clock: Clock): number => {
  const currentYear = new Date(clock.now()).getUTCFullYear();
  const century = currentYear - (currentYear % 100);
  return twoDigits <= currentYear % 100 ? century + twoDigits : century - 100 + twoDigits;
};

const readYear = (digits: string, clock: Clock) =>
  digits.length === 2 ? expandTwoDigitYear(Number(digits), clock) : Number(digits);

/** Day first, like '3 April 1990'. */
const dayFirstLabel = ({ year, month, day }: CalendarDate) => `${day} ${MONTH_NAMES[month - 1]} ${year}`;
/** Month first, like 'April 3, 1990', so each option reads the way its reading is written. */
const monthFirstLabel = ({ year, month, day }: CalendarDate) => `${MONTH_NAMES[month - 1]} ${day}, ${year}`;

/** Every question must already be clean, so the sanitiser never has to touch it. */
const clean = (question: string, fallback: string) => (sanitiseAssistantText(question) === question ? question : fallback);

export const BIRTH_DATE_QUESTIONS = {
  impossible: 'Hmm, that date doesn’t seem to exist on the calendar. Could you check the day and month for me?',
  future: 'That date hasn’t arrived yet, so it can’t be your birthday just yet. Could you share the day you were born?',
  tooOld: `I can read birth dates from ${MIN_BIRTH_YEAR} onwards. Could you check the year for me?`,
  movable: 'That day falls on different dates, so I’d rather not guess. Which day, month and year was it?',
} as const;

const ambiguousQuestion = (dayFirst: CalendarDate, monthFirst: CalendarDate) =>
  `Did you mean ${dayFirstLabel(dayFirst)} or ${monthFirstLabel(monthFirst)}?`;

const hasRealMonth = (date: CalendarDate) => date.month >= 1 && date.month <= 12;

/** Names the missing day when the month is real ('31 February'), which helps more than a general hint. */
const impossibleQuestion = (date: CalendarDate) =>
  hasRealMonth(date) && date.day >= 1
    ? `Hmm, ${date.day} ${MONTH_NAMES[date.month - 1]} doesn’t appear on the calendar in ${date.year}. Could you check the day and month for me?`
    : BIRTH_DATE_QUESTIONS.impossible;

type Verdict = { ok: true } | { ok: false; reason: 'impossible' | 'future' | 'too-old' };

const judge = (date: CalendarDate, today: IsoDate): Verdict => {
  if (!isRealDate(date)) return { ok: false, reason: 'impossible' };
  if (date.year < MIN_BIRTH_YEAR) return { ok: false, reason: 'too-old' };
  if (formatIsoDate(date) > today) return { ok: false, reason: 'future' };
  return { ok: true };
};

const collect = (pattern: RegExp, text: string, read: (groups: string[]) => Omit<Candidate, 'index' | 'end'>): Candidate[] =>
  [...text.matchAll(pattern)].map((match) => ({ index: match.index, end: match.index + match[0].length, ...read(match.slice(1).map((group) => group ?? '')) }));

/** Words that say a message is about a birth, so a named day alone ('born on christmas') is one. */
const BIRTH_CUE = /\b(?:born|birthday|bday|b-day|dob|birth)\b/;

/**
 * Named days ('christmas eve 1975'), each with the year nearest to it wherever it stands
 * ('born in the year 2000 on valentine's day'). Without a year, or on a day that moves, Luna
 * asks; only when the message is about a birth, so 'before christmas' is never a question.
 */
const namedDayCandidates = (text: string, clock: Clock): Candidate[] => {
  const years = findYears(text);
  const aboutBirth = BIRTH_CUE.test(text);
  return findNamedDays(text).flatMap((match): Candidate[] => {
    const year = nearestYear(years, match, text);
    const where = { index: match.index, end: year === undefined ? match.end : Math.max(match.end, year.end), dayFirstWins: true };
    if ('movable' in match.row) {
      if (year === undefined && !aboutBirth) return [];
      const fullYear = year === undefined ? null : readYear(year.digits, clock);
      const question = movableDayQuestion(match.row.movable, fullYear);
      return [{ ...where, readings: [], ask: { reason: 'movable-day', question, ...(fullYear === null ? {} : { known: { year: fullYear } }) } }];
    }
    const { month, day } = match.row.fixed;
    if (year === undefined) return aboutBirth ? [{ ...where, readings: [], ask: { reason: 'no-year', question: missingYearQuestion(match.row.fixed), known: { month, day } } }] : [];
    return [{ ...where, readings: [{ year: readYear(year.digits, clock), month, day }] }];
  });
};

const findCandidates = (text: string, clock: Clock): Candidate[] => {
  const month = (name: string) => MONTH_BY_NAME.get(name.replace('.', '')) ?? 0;
  return [
    ...collect(YEAR_FIRST, text, ([year = '', , mm = '', dd = '']) => ({
      readings: [{ year: Number(year), month: Number(mm), day: Number(dd) }],
      dayFirstWins: true,
    })),
    ...collect(NUMERIC, text, ([first = '', separator = '', second = '', year = '']) => {
      const fullYear = readYear(year, clock);
      return {
        readings: [
          { year: fullYear, month: Number(second), day: Number(first) },
          { year: fullYear, month: Number(first), day: Number(second) },
        ],
        dayFirstWins: separator === '.',
      };
    }),
    ...collect(DAY_MONTH, text, ([day = '', name = '', year = '']) => ({
      readings: [{ year: readYear(year, clock), month: month(name), day: Number(day) }],
      dayFirstWins: true,
    })),
    ...collect(YEAR_MONTH_DAY, text, ([year = '', name = '', day = '']) => ({
      readings: [{ year: Number(year), month: month(name), day: Number(day) }],
      dayFirstWins: true,
    })),
    ...collect(MONTH_DAY, text, ([name = '', day = '', year = '']) => ({
      readings: [{ year: readYear(year, clock), month: month(name), day: Number(day) }],
      dayFirstWins: true,
    })),
    ...namedDayCandidates(text, clock),
  ].sort((a, b) => a.index - b.index);
};

const questionFor = (reason: 'impossible' | 'future' | 'too-old', date: CalendarDate): string => {
  if (reason === 'future') return BIRTH_DATE_QUESTIONS.future;
  if (reason === 'too-old') return BIRTH_DATE_QUESTIONS.tooOld;
  return clean(impossibleQuestion(date), BIRTH_DATE_QUESTIONS.impossible);
};

const resolve = ({ readings, dayFirstWins, ask }: Candidate, today: IsoDate): BirthDateParse => {
  if (ask !== undefined) return { kind: 'unclear', reason: ask.reason, question: clean(ask.question, BIRTH_DATE_QUESTIONS.movable), ...(ask.known === undefined ? {} : { known: ask.known }) };
  const distinct = readings.filter(
    (reading, index) => readings.findIndex((other) => formatIsoDate(other) === formatIsoDate(reading)) === index,
  );
  const plausible = distinct.filter((reading) => judge(reading, today).ok);
  const [first, second] = plausible;
  if (first && second && !dayFirstWins) {
    return {
      kind: 'ambiguous',
      options: [formatIsoDate(first), formatIsoDate(second)],
      question: ambiguousQuestion(first, second),
    };
  }
  if (first) return { kind: 'date', date: formatIsoDate(first) };
  // No reading works: explain the most telling problem, preferring a real date's problem
  // ('future', 'too-old') over 'impossible', because that is closer to what was meant.
  const verdicts = distinct.map((reading) => ({ reading, verdict: judge(reading, today) }));
  const telling =
    verdicts.find(({ verdict }) => !verdict.ok && verdict.reason !== 'impossible') ??
    verdicts.find(({ reading }) => hasRealMonth(reading)) ??
    verdicts[0];
  if (!telling || telling.verdict.ok) return { kind: 'none' };
  return { kind: 'invalid', reason: telling.verdict.reason, question: questionFor(telling.verdict.reason, telling.reading) };
};

/** The month names in full, for fuzzy matching of misspelt ones ('jnue', 'feburary', 'septmber'). */
const FULL_MONTHS = MONTH_NAMES.map((name) => name.toLowerCase());
/** 'may' is left out: too short to misspell, and 'maybe' or 'mayor' are not months. */
const MONTH_FUSE = new Fuse(
  FULL_MONTHS.filter((name) => name.length > 3),
  { includeScore: true, threshold: 0.45, ignoreLocation: true, minMatchCharLength: 3 },
);
/** How close a word must be to a month name to be read as one (Fuse scores: 0 exact, 1 nothing alike). */
const MONTH_TYPO_SCORE = 0.45;
// '(?=[a-z])' first, so the look back over spaces runs only where a word starts, not at every space.
export const WORD_NEAR_A_NUMBER = /(?=[a-z])(?<=\d(?:st|nd|rd|th)?[\s,]+(?:of\s+)?)[a-z]{4,10}\b|\b[a-z]{4,10}(?=[\s,.]+(?:the\s+)?\d)/g;

/**
 * A misspelt month next to a number becomes the month it is closest to ('jnue 9 1992' →
 * 'june 9 1992'). Words already a month or its abbreviation stay, and so does anything not
 * close enough to one, so 'at 9 tonight' or 'since 2019' are never read as months.
 */
export const correctMonthTypos = (lowerText: string): string =>
  lowerText.replace(WORD_NEAR_A_NUMBER, (word) => {
    if (MONTH_BY_NAME.has(word)) return word;
    // Two letters swapped ('jnue', 'jluy') keep every letter of the month.
    const letters = [...word].sort().join('');
    const swapped = FULL_MONTHS.find((name) => name.length > 3 && [...name].sort().join('') === letters);
    if (swapped !== undefined) return swapped;
    const [best] = MONTH_FUSE.search(word);
    if (best === undefined || (best.score ?? 1) > MONTH_TYPO_SCORE) return word;
    // The same letters are what a typo keeps: a word of very different length is another word.
    return Math.abs(best.item.length - word.length) <= 2 && best.item[0] === word[0] ? best.item : word;
  });

const ANY_CLOCK = fixedClock(0);

/** Lower case with straight apostrophes, each character where it was. */
const normalise = (text: string) => straightApostrophes(text.toLowerCase());

export const parseBirthDate = (text: string, clock: Clock): BirthDateParse => {
  const [earliest] = findCandidates(correctMonthTypos(normalise(text)), clock);
  return earliest ? resolve(earliest, latestToday(clock)) : { kind: 'none' };
};

/**
 * The answer to a named day's question, read with what the day already told: 'may 13th' after
 * 'Mother’s Day 1990', or '1975' after 'Christmas Eve'. Anything else is read as it stands.
 */
export const completeBirthDate = (text: string, known: KnownDatePart, clock: Clock): BirthDateParse => {
  const alone = parseBirthDate(text, clock);
  if (alone.kind === 'date' || alone.kind === 'ambiguous') return alone;
  const years = findYears(normalise(text));
  const [year] = years;
  const pad = (n: number) => String(n).padStart(2, '0');
  if ('year' in known) {
    if (years.length > 0) return alone;
    // The year goes beside the day it dates: 'so may 13th, around midnight' is read part by part.
    const parts = [text, ...text.split(/[,;!?]|\s(?:and|at|around|about)\s/)];
    const dated = parts.map((part) => parseBirthDate(`${part} ${known.year}`, clock)).find((parse) => parse.kind !== 'none');
    return dated ?? alone;
  }
  return year === undefined ? alone : parseBirthDate(`${readYear(year.digits, clock)}-${pad(known.month)}-${pad(known.day)}`, clock);
};

/**
 * The text with every date-like part replaced by ';' (named days and their years too), so
 * their words are never looked up as places ('year' is not Pearland). Left as it is when
 * lower-casing changes its length, since the places found would then not line up.
 */
export const withoutBirthDates = (text: string): string => {
  const lower = normalise(text);
  if (lower.length !== text.length) return text;
  const spans = [
    // Where a date stands does not depend on the day it is, so any clock finds it.
    ...findCandidates(lower, ANY_CLOCK),
    ...findYears(lower),
    // 'the year 2000', 'in the year of': the words around a year are not a place either.
    ...[...lower.matchAll(/\b(?:in\s+)?(?:the\s+)?year(?:\s+of)?\b/g)].map((m) => ({ index: m.index, end: m.index + m[0].length })),
  ].sort((a, b) => a.index - b.index);
  return withSpansReplaced(text, spans);
};
