/**
 * A correction of one part of a detail already given, read against the value it corrects: at
 * 'Were you born on May 4, 1992?', 'no its the 5th not the 4th' changes only the day (May 5,
 * 1992), 'actually it was 1993' only the year, 'not march, april' only the month; 'it's 7:30
 * not 6:30' keeps the evening of 18:30. What follows 'not' ('instead of', 'rather than') is the
 * old value, so it is never taken as the new one. Pure: the same text and value give the same
 * answer.
 */
import type { Clock } from '../../kernel';
import { MONTH_NAMES } from '../../sky';
import { expandTwoDigitYear, parseBirthDate, parseBirthTime, type BirthDateParse, type BirthTimeParse, type ClockTime, type IsoDate } from '../birth-details';

export interface DateParts {
  day?: number;
  month?: number;
  year?: number;
}

/** Words that say a value is being corrected ('wait', 'actually', 'not', 'wrong'). */
const CORRECTION_CUE = /\b(?:no|nope|nah|not|wrong|incorrect|actually|wait|oops|sorry|mistake|typo|meant|instead|rather|correction|change|changed|fix)\b/i;
export const hasCorrectionCue = (text: string): boolean => CORRECTION_CUE.test(fold(text));

const fold = (text: string): string => text.normalize('NFC').toLowerCase().replace(/[’‘`´]/g, "'");

/** Where an old value stops: a comma, a sentence end, or the words that bring the new one. */
const OLD_VALUE = /\b(?:not|instead of|rather than|isn't|wasn't|isnt|wasnt)\s+((?:the\s+)?[^\s,.;!?]+(?:\s+(?!(?:it|its|it's|i|but|and|was|is|born|so)\b)[^\s,.;!?]+){0,2})/g;

/** The text without its old values ('the 5th not the 4th' → 'the 5th'), and the old values. */
export const splitOldValues = (text: string): { fresh: string; old: string[] } => {
  const old: string[] = [];
  const fresh = fold(text)
    .replace(/\S*@\S*/g, ' ')
    .replace(OLD_VALUE, (_, value: string) => {
      old.push(value);
      return ' ; ';
    });
  return { fresh, old };
};

const MONTHS = MONTH_NAMES.map((name) => name.toLowerCase());
const MONTH_WORD = /\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/;
const ORDINAL_WORDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth'];
const ORDINAL_WORD = new RegExp(`\\b(?:(twenty|thirty)[\\s-]+)?(${ORDINAL_WORDS.join('|')})\\b|\\b(thirtieth)\\b`);
const YEAR = /(?<![\d:.])(1[89]\d{2}|20\d{2})(?![\d:])/;
const SHORT_YEAR = /(?:'|\byear\s+(?:is\s+|was\s+)?)(\d{2})\b(?![:\d])/;
const DAY_ORDINAL = /(?<![\d:.])(\d{1,2})\s*(?:st|nd|rd|th)\b/;
// One run of spaces before the number, so no two quantifiers share it (linear by recheck).
const DAY_AFTER_THE = /\b(?:the|day(?:\s+(?:is|was))?)\s*(\d{1,2})\b(?![:.]\d)/;
/** A number that is a time: '7:30', '7pm', '7 o'clock', '19h'. */
const TIME_NUMBER = /\d{1,2}\s*(?:[:.h]\d{2}|\s*(?:am|pm|a\.m\.|p\.m\.|h\b|o'?clock|hrs?\b|hours?\b))/g;
const BARE_NUMBER = /(?<![\d:.']|\bat\s)\b([1-9]|[12]\d|3[01])\b(?![:.]?\d)/;

/** 'may' is a month beside a number, after 'month', 'was', 'is', 'in' or 'not', or as a clause of its own; elsewhere a verb. */
const MAY_AS_MONTH = /(?:\bmonth\s+(?:is\s+|was\s+)?|^|[;,]\s*|\b(?:it'?s|in|was|is|not)\s+)may\b|\bmay\s*(?:[,.!]\s*)?$|\bmay\s+\d|\d(?:\s*(?:st|nd|rd|th))?\s+(?:of\s+)?may\b/;

const monthOf = (word: string): number => MONTHS.findIndex((name) => name.startsWith(word.slice(0, 3))) + 1;

/** The day, month and year a text names, leaving out its old values. */
export const datePartsIn = (text: string, clock: Clock): DateParts => {
  const { fresh } = splitOldValues(text);
  const parts: DateParts = {};
  const year = YEAR.exec(fresh);
  const shortYear = year === null ? SHORT_YEAR.exec(fresh) : null;
  if (year !== null) parts.year = Number(year[1]);
  else if (shortYear !== null) parts.year = expandTwoDigitYear(Number(shortYear[1]), clock);
  const month = MONTH_WORD.exec(fresh);
  // 'may' is also a verb: only a month beside a number or after 'month', 'not' or at the start of a clause.
  if (month !== null && (month[1] !== 'may' || MAY_AS_MONTH.test(fresh))) {
    parts.month = monthOf(month[1] ?? '');
  }
  const withoutYears = fresh.replace(YEAR, ' ').replace(SHORT_YEAR, ' ').replace(TIME_NUMBER, ' ');
  const day = DAY_ORDINAL.exec(withoutYears) ?? DAY_AFTER_THE.exec(withoutYears);
  const dayWord = day === null ? ORDINAL_WORD.exec(withoutYears) : null;
  if (day !== null) parts.day = Number(day[1]);
  else if (dayWord !== null) {
    const tens = dayWord[1] === 'twenty' ? 20 : dayWord[1] === 'thirty' ? 30 : 0;
    parts.day = dayWord[3] !== undefined ? 30 : tens + ORDINAL_WORDS.indexOf(dayWord[2] ?? '') + 1;
  } else if (!/\d\s*(?::|am|pm|h\b|o'?clock)/.test(fresh)) {
    const bare = BARE_NUMBER.exec(withoutYears);
    if (bare !== null) parts.day = Number(bare[1]);
  }
  return parts;
};

const partsOfIso = (iso: IsoDate): Required<DateParts> => {
  const [year = 0, month = 0, day = 0] = iso.split('-').map(Number);
  return { year, month, day };
};

/**
 * The birth date a correction makes of the current one: only the parts it names change. 'none'
 * when it names none, or none that differs; 'invalid' (with its question) when the result is
 * no real date, is in the future or is too old.
 */
export const correctedBirthDate = (text: string, current: IsoDate, clock: Clock): BirthDateParse => {
  const parts = datePartsIn(text, clock);
  if (parts.day === undefined && parts.month === undefined && parts.year === undefined) return { kind: 'none' };
  const now = partsOfIso(current);
  const next = { ...now, ...parts };
  if (next.year === now.year && next.month === now.month && next.day === now.day) return { kind: 'none' };
  const monthName = MONTH_NAMES[next.month - 1];
  if (monthName === undefined) return { kind: 'none' };
  const parsed = parseBirthDate(`${monthName} ${next.day}, ${next.year}`, clock);
  return parsed.kind === 'ambiguous' ? { kind: 'none' } : parsed;
};

const HAS_MERIDIEM = /\b(?:am|pm|a\.m\.|p\.m\.|morning|evening|afternoon|night|noon|midnight|midday)\b|\d(?:am|pm)\b/;

/**
 * The birth time a correction makes of the current one. A time said without am or pm ('7:30
 * not 6:30') stays in the half of the day the current time is in; an hour that could be
 * either ('half past seven') takes that half too.
 */
export const correctedBirthTime = (text: string, current: ClockTime | null): BirthTimeParse => {
  const { fresh } = splitOldValues(text);
  const parsed = parseBirthTime(fresh);
  if (current === null) return parsed;
  const currentHour = Number(current.slice(0, 2));
  const afternoon = currentHour >= 12;
  if (parsed.kind === 'ambiguous') {
    const [morning, evening] = [...parsed.options].sort();
    const time = (afternoon ? evening : morning) ?? parsed.options[0];
    return { kind: 'time', time, approximate: false };
  }
  if (parsed.kind !== 'time' || HAS_MERIDIEM.test(fresh) || !afternoon) return parsed;
  const hour = Number(parsed.time.slice(0, 2));
  // '07:30' written with its zero is a 24-hour time: it stays in the morning.
  const zeroPadded = new RegExp(`\\b0${hour}[:.h]`).test(fresh);
  if (hour >= 12 || hour === 0 || zeroPadded) return parsed;
  return { ...parsed, time: `${String(hour + 12).padStart(2, '0')}${parsed.time.slice(2)}` };
};
