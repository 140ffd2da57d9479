/**
 * Finding a birth time in what a visitor types (issue 5 §2 "Understanding free text").
 *
 * Forms understood, case-insensitively:
 * - clock times: '20:15', '8:30', '8.30', '8:30am', '8.30 pm', '8:30 p.m.' (no am/pm means 24-hour);
 * - whole hours: '8am', '8 pm', '20h', '20h15', and military '2015h' / '2015 hrs' / '2015 hours'
 *   (a bare '2015' is a year, never a time);
 * - words: 'noon', 'midday', 'midnight', 'quarter past nine', 'half past 9', 'quarter to ten';
 * - a time of day after an hour: 'about 7 in the evening', 'six in the morning', '11 at night'.
 * Words like 'around', 'about', 'roughly', 'maybe' or '-ish' mark the time approximate.
 *
 * A whole hour said without a time of day ('7 o'clock', 'half past nine') could be morning or
 * evening, so the visitor is asked. "I don't know", 'not sure', 'no idea', 'unknown' and the like,
 * with no time beside them, mean the time is unknown (the reading then uses local noon).
 * Digits glued to a date ('14.03.1990') are never read as a time.
 */
import { sanitiseAssistantText, withSpansReplaced } from '../../kernel';
import { dayPartQuestion, findDayParts } from './day-parts';

export type ClockTime = string;

export type BirthTimeParse =
  | { kind: 'time'; time: ClockTime; approximate: boolean }
  | { kind: 'ambiguous'; options: [ClockTime, ClockTime]; question: string }
  | { kind: 'unknown' }
  | { kind: 'invalid'; question: string }
  /** A part of the day with no hour ('in the afternoon', 'just after lunch'): Luna asks for the hour. */
  | { kind: 'unclear'; reason: 'day-part'; question: string }
  | { kind: 'none' };

export const BIRTH_TIME_QUESTIONS = {
  invalid: 'Hmm, that time doesn’t look quite right to me. Could you share it like 8:30am or 20:30?',
} as const;

const HOUR_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'] as const;
const HOUR_WORD = `(\\d{1,2}|${HOUR_WORDS.join('|')})`;

const UNKNOWN = /\b(?:dunno|i\s+(?:do\s+not|don'?t|dont)\s+know|(?:do\s+not|don'?t|dont)\s+know|not\s+sure|unsure|no\s+idea|no\s+clue|unknown|idk|can'?t\s+remember|(?:do\s+not|don'?t)\s+remember|not\s+known|no\s+record)\b/;
// 'ish' only right after a time ('8pm-ish', '8pmish'), never inside words like 'english'.
const APPROXIMATE = /\b(?:around|about|approx(?:imately)?|roughly|maybe|probably|perhaps|circa|nearly|close\s+to|sometime|i\s+think|i\s+believe)\b|(?:-|(?<=\d|\d\s?[ap]m))ish\b|~/;

/** Not glued to a date or another number: '14.03.1990' holds no '14:03'. */
const BEFORE = '(?<![\\d.:/-])(?<!\\d[.:/-])';
const MERIDIEM = '(a\\.?\\s?m\\.?|p\\.?\\s?m\\.?)(?![a-z])';
const MINUTES_END = '(?![\\d])(?![.:/-]\\d)';

const CLOCK = new RegExp(`${BEFORE}(\\d{1,2})[:.](\\d{2})${MINUTES_END}(?:\\s*${MERIDIEM})?`, 'g');
const HOUR_MERIDIEM = new RegExp(`${BEFORE}(\\d{1,2})\\s*${MERIDIEM}`, 'g');
const FRENCH_HOURS = new RegExp(`${BEFORE}(\\d{1,2})h(\\d{2})?(?![\\da-z])`, 'g');
const MILITARY = new RegExp(`${BEFORE}(\\d{2})(\\d{2})\\s*(?:h|hrs|hours)(?![a-z])`, 'g');
/** 'at 0830', 'around 1430': four digits after 'at' are a 24-hour time (a year is never 'at'). */
const AT_FOUR_DIGITS = new RegExp(`(?<![\\d.:/-])\\b(?:at|around|about)\\s+([01]\\d|2[0-3])([0-5]\\d)(?![\\d:.])`, 'g');
/** '0830' alone: four digits opening with 0 are no year, so they are a 24-hour time (not in a run of numbers, like a phone's). */
const LEADING_ZERO = /(?<![\d.:/-])(?<!\d\s)\b(0\d)([0-5]\d)\b(?![.:/-]?\d)(?!\s\d)/g;
const NOON = /\b(?:noon|midday|mid-day|12\s*noon)\b/g;
const MIDNIGHT = /\bmidnight\b/g;
const PAST_TO = new RegExp(`\\b(quarter|half|\\d{1,2})\\s+(?:minutes\\s+)?(past|after|to|before)\\s+${HOUR_WORD}(?![\\d])`, 'g');
const HOUR_OF_DAY = new RegExp(`(?<![\\d.:/-])\\b${HOUR_WORD}(?::(\\d{2}))?\\s*(?:o'?\\s?clock\\s*)?(?:in\\s+the|at)\\s+(morning|afternoon|evening|night)`, 'g');
const OCLOCK = new RegExp(`(?<![\\d.:/-])\\b${HOUR_WORD}\\s*o'?\\s?clock`, 'g');
/** 'born at 8': an hour on its own after 'at', which needs a morning-or-evening question. */
const AT_HOUR = new RegExp(`(?<![\\d.:/-])\\bat\\s+(\\d{1,2})(?![\\d:.h])(?!\\s*(?:a\\.?\\s?m|p\\.?\\s?m|o'?\\s?clock|st\\b|nd\\b|rd\\b|th\\b))`, 'g');
const PERIOD_AFTER = /^\s*(?:in\s+the|at)\s+(morning|afternoon|evening|night)|^\s*(a\.?\s?m\.?|p\.?\s?m\.?)(?![a-z])/;

type DayPeriod = 'morning' | 'afternoon' | 'evening' | 'night' | 'am' | 'pm';

/** A time read from the text, before am/pm and the time of day are applied. */
type ReadingBody =
  | { kind: 'exact'; hour: number; minute: number }
  | { kind: 'twelve-hour'; hour: number; minute: number; period: DayPeriod | null }
  | { kind: 'invalid' };
type Reading = ReadingBody & { index: number; end: number };

const pad = (value: number) => String(value).padStart(2, '0');
export const formatClockTime = (hour: number, minute: number): ClockTime => `${pad(hour)}:${pad(minute)}`;

const hourNumber = (word: string): number => {
  const spelled = HOUR_WORDS.indexOf(word as (typeof HOUR_WORDS)[number]);
  return spelled >= 0 ? spelled + 1 : Number(word);
};

const meridiem = (text: string): DayPeriod => (text.startsWith('a') ? 'am' : 'pm');

const periodAfter = (rest: string): DayPeriod | null => {
  const match = PERIOD_AFTER.exec(rest);
  if (!match) return null;
  return match[1] ? (match[1] as DayPeriod) : meridiem(match[2] ?? '');
};

/**
 * A 12-hour clock hour on a time of day. 'Night' is evening for 6 to 11 and 12 is midnight;
 * '2 at night' stays 02:00, because that is what people mean by it.
 */
const onTwentyFourHourClock = (hour: number, period: DayPeriod): number => {
  const morningHour = hour % 12;
  if (period === 'am' || period === 'morning') return morningHour;
  if (period === 'night') return hour === 12 ? 0 : hour >= 6 ? morningHour + 12 : morningHour;
  return morningHour + 12;
};

const scan = (pattern: RegExp, text: string, read: (groups: string[], end: number) => ReadingBody | null) =>
  [...text.matchAll(pattern)].flatMap((match) => {
    const end = match.index + match[0].length;
    const reading = read(match.slice(1).map((group) => group ?? ''), end);
    return reading ? [{ index: match.index, end, ...reading }] : [];
  });

const twelveHour = (hour: number, minute: number, period: DayPeriod | null): ReadingBody =>
  hour >= 1 && hour <= 12 && minute <= 59 ? { kind: 'twelve-hour', hour, minute, period } : { kind: 'invalid' };

const exact = (hour: number, minute: number): ReadingBody =>
  hour <= 23 && minute <= 59 ? { kind: 'exact', hour, minute } : { kind: 'invalid' };

const readings = (text: string): Reading[] =>
  [
    ...scan(CLOCK, text, ([hour = '', minute = '', am = ''], end) => {
      if (am) return twelveHour(Number(hour), Number(minute), meridiem(am));
      // '2:30 in the afternoon' is 14:30; '14:30 in the afternoon' is 14:30 as it stands.
      const period = Number(hour) <= 12 ? periodAfter(text.slice(end)) : null;
      return period === null ? exact(Number(hour), Number(minute)) : twelveHour(Number(hour), Number(minute), period);
    }),
    ...scan(AT_FOUR_DIGITS, text, ([hour = '', minute = '']) => exact(Number(hour), Number(minute))),
    ...scan(LEADING_ZERO, text, ([hour = '', minute = '']) => exact(Number(hour), Number(minute))),
    ...scan(HOUR_MERIDIEM, text, ([hour = '', am = '']) => twelveHour(Number(hour), 0, meridiem(am))),
    ...scan(FRENCH_HOURS, text, ([hour = '', minute = '']) => exact(Number(hour), Number(minute || '0'))),
    ...scan(MILITARY, text, ([hour = '', minute = '']) => exact(Number(hour), Number(minute))),
    ...scan(NOON, text, () => ({ kind: 'exact', hour: 12, minute: 0 })),
    ...scan(MIDNIGHT, text, () => ({ kind: 'exact', hour: 0, minute: 0 })),
    ...scan(PAST_TO, text, ([amount = '', direction = '', hourWord = ''], end) => {
      const minutes = amount === 'quarter' ? 15 : amount === 'half' ? 30 : Number(amount);
      if (minutes < 1 || minutes > 59 || (amount === 'half' && (direction === 'to' || direction === 'before'))) return { kind: 'invalid' };
      const before = direction === 'to' || direction === 'before';
      const hour = hourNumber(hourWord);
      if (hour < 1 || hour > 12) return { kind: 'invalid' };
      // 'quarter to one' is 12:45; the hour before one on a 12-hour clock is twelve.
      return twelveHour(before ? (hour === 1 ? 12 : hour - 1) : hour, before ? 60 - minutes : minutes, periodAfter(text.slice(end)));
    }),
    ...scan(HOUR_OF_DAY, text, ([hourWord = '', minute = '', period = '']) =>
      twelveHour(hourNumber(hourWord), Number(minute || '0'), period as DayPeriod),
    ),
    ...scan(OCLOCK, text, ([hourWord = ''], end) => twelveHour(hourNumber(hourWord), 0, periodAfter(text.slice(end)))),
    ...scan(AT_HOUR, text, ([hour = ''], end) => {
      const value = Number(hour);
      return value > 12 ? exact(value, 0) : twelveHour(value, 0, periodAfter(text.slice(end)));
    }),
  ].sort((a, b) => a.index - b.index);

const spokenHour = (hour: number, minute: number) => (minute === 0 ? `${hour}` : `${hour}:${pad(minute)}`);

const clean = (question: string) => (sanitiseAssistantText(question) === question ? question : BIRTH_TIME_QUESTIONS.invalid);

const lowerOf = (text: string) => text.toLowerCase().replace(/[’‘]/g, "'");

/**
 * An answer to an either-or time question without the time in it: 'just after' (of midnight),
 * 'the evening one', 'pm'. The two options are as the question offered them, earlier first
 * for midnight, morning first for an hour without am or pm.
 */
const PICK_FIRST = /\b(?:before|morning|am|a\.m\.?|first)\b/;
const PICK_SECOND = /\b(?:after|afternoon|evening|night|pm|p\.m\.?|second|last)\b/;
export const pickBetweenTimes = (text: string, options: readonly [ClockTime, ClockTime]): ClockTime | null => {
  const lower = lowerOf(text);
  const first = PICK_FIRST.test(lower);
  const second = PICK_SECOND.test(lower);
  if (first === second) return null;
  return first ? options[0] : options[1];
};

export const parseBirthTime = (text: string): BirthTimeParse => {
  const lower = lowerOf(text);
  const [first] = readings(lower);
  if (!first) {
    const [part] = findDayParts(lower);
    if (part !== undefined) return { kind: 'unclear', reason: 'day-part', question: clean(dayPartQuestion(part)) };
    return UNKNOWN.test(lower) ? { kind: 'unknown' } : { kind: 'none' };
  }
  const side = NEAR_MIDNIGHT.exec(lower)?.[1];
  if (side !== undefined) return { kind: 'time', time: side === 'before' ? AROUND_MIDNIGHT[0] : AROUND_MIDNIGHT[1], approximate: true };
  const approximate = APPROXIMATE.test(lower) || UNKNOWN.test(lower);
  if (first.kind === 'exact' && first.hour === 0 && first.minute === 0 && approximate && MIDNIGHT_WORD.test(lower)) {
    return { kind: 'ambiguous', options: [...AROUND_MIDNIGHT], question: AROUND_MIDNIGHT_QUESTION };
  }
  if (first.kind === 'invalid') return { kind: 'invalid', question: BIRTH_TIME_QUESTIONS.invalid };
  if (first.kind === 'exact') return { kind: 'time', time: formatClockTime(first.hour, first.minute), approximate };
  if (first.period) {
    return { kind: 'time', time: formatClockTime(onTwentyFourHourClock(first.hour, first.period), first.minute), approximate };
  }
  const said = spokenHour(first.hour, first.minute);
  return {
    kind: 'ambiguous',
    options: [
      formatClockTime(onTwentyFourHourClock(first.hour, 'am'), first.minute),
      formatClockTime(onTwentyFourHourClock(first.hour, 'pm'), first.minute),
    ],
    question: clean(`Was that ${said} in the morning or ${said} in the evening?`),
  };
};

/**
 * 'Around midnight' puts the birth on one of two dates, so Luna asks which side it fell:
 * a quarter of an hour either side stands for 'just before' and 'just after'.
 */
const AROUND_MIDNIGHT: readonly [ClockTime, ClockTime] = ['23:45', '00:15'];
const AROUND_MIDNIGHT_QUESTION = 'Was that just before midnight or just after? It matters here, because it decides which date you were born on.';
const MIDNIGHT_WORD = /\bmidnight\b/;
/** 'just before midnight', 'shortly after midnight': the side is said, so the time is a quarter of an hour that side. */
const NEAR_MIDNIGHT = /\b(before|after)\s+midnight\b/;

/**
 * The text with every time-like part replaced by ';' (clock times, 'half past six in the
 * evening', 'just after lunch'), so their words are never looked up as places. Left as it is
 * when lower-casing changes its length, since the parts found would then not line up.
 */
export const withoutBirthTimes = (text: string): string => {
  const lower = lowerOf(text);
  if (lower.length !== text.length) return text;
  const spans = [...readings(lower), ...findDayParts(lower)].sort((a, b) => a.index - b.index);
  return withSpansReplaced(text, spans);
};
