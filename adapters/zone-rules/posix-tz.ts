/**
 * POSIX TZ strings as TZif footers use them (RFC 8536 §3.3), e.g.
 * 'CET-1CEST,M3.5.0,M10.5.0/3', 'EST5EDT,M3.2.0,M11.1.0', '<+0330>-3:30', '<-03>3<-02>,M3.5.0/-2,M10.5.0/-1'.
 * POSIX offsets count hours WEST of Greenwich; here they are turned into seconds east.
 * RFC 8536 extends the rule times to −167…167 hours.
 */
import { daysFromCivil, daysInMonth } from '../../domain/sky';

export type RuleDay =
  /** Jn: day 1–365, 29 February never counted. */
  | { kind: 'julian'; day: number }
  /** n: day 0–365, 29 February counted. */
  | { kind: 'zero-based'; day: number }
  /** Mm.w.d: weekday d (0 = Sunday) of week w (5 = the last) of month m. */
  | { kind: 'month-week-day'; month: number; week: number; weekday: number };

export interface RuleMoment {
  day: RuleDay;
  /** Local time of day of the change, seconds (may be negative or past 24 h). */
  timeSeconds: number;
}

export interface PosixTz {
  standard: { abbreviation: string; utoffSeconds: number };
  daylight: { abbreviation: string; utoffSeconds: number; start: RuleMoment; end: RuleMoment } | null;
}

export class PosixTzError extends Error {
  override readonly name = 'PosixTzError';
}

const DEFAULT_RULE_TIME_SECONDS = 2 * 3600;
/** POSIX leaves a DST zone without rules to the implementation; use the US rule as glibc does. */
const DEFAULT_RULES = 'M3.2.0,M11.1.0';

/** A tiny cursor over the TZ string. */
class Cursor {
  position = 0;
  constructor(readonly text: string) {}
  get done(): boolean {
    return this.position >= this.text.length;
  }
  peek(): string {
    return this.text[this.position] ?? '';
  }
  take(pattern: RegExp, what: string): string {
    const match = pattern.exec(this.text.slice(this.position));
    if (!match || match.index !== 0) throw new PosixTzError(`Bad TZ string '${this.text}': expected ${what} at ${this.position}.`);
    this.position += match[0].length;
    return match[0];
  }
}

const readAbbreviation = (cursor: Cursor): string => {
  if (cursor.peek() === '<') return cursor.take(/^<[+\-A-Za-z0-9]{3,}>/, 'a quoted abbreviation').slice(1, -1);
  return cursor.take(/^[A-Za-z]{3,}/, 'an abbreviation');
};

/** [+-]hh[:mm[:ss]] as seconds. */
const readHms = (cursor: Cursor, maxHours: number, what: string): number => {
  const text = cursor.take(/^[+-]?\d{1,3}(?::\d{1,2}(?::\d{1,2})?)?/, what);
  const negative = text.startsWith('-');
  const [hours = 0, minutes = 0, seconds = 0] = text.replace(/^[+-]/, '').split(':').map(Number);
  if (hours > maxHours || minutes > 59 || seconds > 59) throw new PosixTzError(`Bad TZ string '${cursor.text}': ${what} out of range.`);
  const total = hours * 3600 + minutes * 60 + seconds;
  return negative ? -total : total;
};

const readRuleMoment = (cursor: Cursor): RuleMoment => {
  let day: RuleDay;
  if (cursor.peek() === 'J') {
    const n = Number(cursor.take(/^J\d{1,3}/, 'a Julian day').slice(1));
    if (n < 1 || n > 365) throw new PosixTzError(`Bad TZ string '${cursor.text}': Julian day ${n}.`);
    day = { kind: 'julian', day: n };
  } else if (cursor.peek() === 'M') {
    const [month = 0, week = 0, weekday = -1] = cursor.take(/^M\d{1,2}\.\d\.\d/, 'a month rule').slice(1).split('.').map(Number);
    if (month < 1 || month > 12 || week < 1 || week > 5 || weekday < 0 || weekday > 6) throw new PosixTzError(`Bad TZ string '${cursor.text}': month rule.`);
    day = { kind: 'month-week-day', month, week, weekday };
  } else {
    const n = Number(cursor.take(/^\d{1,3}/, 'a rule day'));
    if (n > 365) throw new PosixTzError(`Bad TZ string '${cursor.text}': day ${n}.`);
    day = { kind: 'zero-based', day: n };
  }
  let timeSeconds = DEFAULT_RULE_TIME_SECONDS;
  if (cursor.peek() === '/') {
    cursor.take(/^\//, "'/'");
    timeSeconds = readHms(cursor, 167, 'a rule time');
  }
  return { day, timeSeconds };
};

export const parsePosixTz = (text: string): PosixTz => {
  const cursor = new Cursor(text);
  const standardAbbreviation = readAbbreviation(cursor);
  const standard = { abbreviation: standardAbbreviation, utoffSeconds: -readHms(cursor, 24, 'the standard offset') || 0 };
  if (cursor.done) return { standard, daylight: null };
  const daylightAbbreviation = readAbbreviation(cursor);
  const daylightUtoff = cursor.peek() === ',' || cursor.done ? standard.utoffSeconds + 3600 : -readHms(cursor, 24, 'the daylight offset') || 0;
  if (!cursor.done && cursor.peek() !== ',') throw new PosixTzError(`Bad TZ string '${text}': expected ',' at ${cursor.position}.`);
  const rules = new Cursor(cursor.done ? DEFAULT_RULES : cursor.text.slice(cursor.position + 1));
  const start = readRuleMoment(rules);
  rules.take(/^,/, "','");
  const end = readRuleMoment(rules);
  if (!rules.done) throw new PosixTzError(`Bad TZ string '${text}': unexpected '${rules.text.slice(rules.position)}'.`);
  return { standard, daylight: { abbreviation: daylightAbbreviation, utoffSeconds: daylightUtoff, start, end } };
};

const SECONDS_PER_DAY = 86_400;

const isLeapYear = (year: number): boolean => daysInMonth(year, 2) === 29;

/** Days since the epoch of a rule day in a year. */
const dayNumber = (year: number, day: RuleDay): number => {
  const jan1 = daysFromCivil({ year, month: 1, day: 1 });
  switch (day.kind) {
    case 'julian':
      return jan1 + day.day - 1 + (isLeapYear(year) && day.day >= 60 ? 1 : 0);
    case 'zero-based':
      return jan1 + day.day;
    case 'month-week-day': {
      const first = daysFromCivil({ year, month: day.month, day: 1 });
      const weekdayOfFirst = (((first + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
      let dayOfMonth = 1 + ((day.weekday - weekdayOfFirst + 7) % 7) + 7 * (day.week - 1);
      while (dayOfMonth > daysInMonth(year, day.month)) dayOfMonth -= 7;
      return first + dayOfMonth - 1;
    }
  }
};

/** The UTC second of a rule moment in a year, given the offset in force just before it. */
const momentUtcSeconds = (year: number, moment: RuleMoment, utoffBefore: number): number =>
  dayNumber(year, moment.day) * SECONDS_PER_DAY + moment.timeSeconds - utoffBefore;

/** The daylight period that begins in a year: [startUtc, endUtc) in seconds. */
const daylightPeriods = (tz: PosixTz, year: number): { start: number; end: number } | null => {
  const daylight = tz.daylight;
  if (!daylight) return null;
  return {
    start: momentUtcSeconds(year, daylight.start, tz.standard.utoffSeconds),
    end: momentUtcSeconds(year, daylight.end, daylight.utoffSeconds),
  };
};

const yearOfSeconds = (seconds: number): number => {
  // Gregorian years average 365.2425 days; step from a first guess to the exact year.
  let year = Math.floor(1970 + seconds / (365.2425 * SECONDS_PER_DAY));
  while (daysFromCivil({ year: year + 1, month: 1, day: 1 }) * SECONDS_PER_DAY <= seconds) year++;
  while (daysFromCivil({ year, month: 1, day: 1 }) * SECONDS_PER_DAY > seconds) year--;
  return year;
};

/** Whether daylight time is in force at a UTC second. */
export const isDaylightAt = (tz: PosixTz, utcSeconds: number): boolean => {
  const year = yearOfSeconds(utcSeconds + tz.standard.utoffSeconds);
  const periods = daylightPeriods(tz, year);
  if (!periods) return false;
  // Northern pattern: daylight inside the year. Southern: daylight across the new year.
  return periods.start < periods.end
    ? utcSeconds >= periods.start && utcSeconds < periods.end
    : !(utcSeconds >= periods.end && utcSeconds < periods.start);
};

export const posixOffsetSecondsAt = (tz: PosixTz, utcSeconds: number): number =>
  tz.daylight && isDaylightAt(tz, utcSeconds) ? tz.daylight.utoffSeconds : tz.standard.utoffSeconds;

/** The seconds in (fromSeconds, toSeconds] at which the rule changes the offset, ascending. */
export const posixTransitionsBetween = (tz: PosixTz, fromSeconds: number, toSeconds: number): number[] => {
  if (!tz.daylight || tz.daylight.utoffSeconds === tz.standard.utoffSeconds) return [];
  const candidates: number[] = [];
  for (let year = yearOfSeconds(fromSeconds) - 1; year <= yearOfSeconds(toSeconds) + 1; year++) {
    const periods = daylightPeriods(tz, year);
    if (periods) candidates.push(periods.start, periods.end);
  }
  return [...new Set(candidates)]
    .filter((at) => at > fromSeconds && at <= toSeconds && posixOffsetSecondsAt(tz, at - 1) !== posixOffsetSecondsAt(tz, at))
    .sort((a, b) => a - b);
};
