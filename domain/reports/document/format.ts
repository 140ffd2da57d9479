/**
 * Words and numbers as the reports print them. Instants are read on the birth place's clock
 * through the zone-rules port (local-clock.ts), so a visitor reads every instant on their own
 * clock; names of days and months come from the tables here, never from Intl.
 */
import { daysFromCivil, MONTH_NAMES, parseIsoDate, type CivilDate, type MoonPhase, type ZodiacSign } from '../../sky';
import type { ChartPoint } from '../../sky';
import type { LocalClock } from './local-clock';
import type { ReportBody } from '../texts/sign-texts.schema';

export const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);
export const signName = (sign: ZodiacSign): string => capitalise(sign);

const BODY_NAMES: Record<ChartPoint, string> = {
  sun: 'Sun',
  moon: 'Moon',
  mercury: 'Mercury',
  venus: 'Venus',
  mars: 'Mars',
  jupiter: 'Jupiter',
  saturn: 'Saturn',
  uranus: 'Uranus',
  neptune: 'Neptune',
  pluto: 'Pluto',
  trueNode: 'North Node',
};
export const bodyName = (point: ChartPoint): string => BODY_NAMES[point];

/** The one place where the chart's point names meet the report texts' file keys. */
export const reportBodyOf = (point: ChartPoint): ReportBody => (point === 'trueNode' ? 'true-node' : point);

export const phaseName = (phase: MoonPhase): string => phase.replace('-', ' ');

/** 14°23′ within its sign. */
export const degreesText = (degreeInSign: number): string => {
  const totalMinutes = Math.floor(degreeInSign * 60 + 1e-9);
  return `${Math.floor(totalMinutes / 60)}°${String(totalMinutes % 60).padStart(2, '0')}′`;
};

export const ordinal = (n: number): string => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
};

/** The short month names British English prints ('Sept', not 'Sep'). */
const SHORT_MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;
const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** 0 = Monday … 6 = Sunday, by plain arithmetic on the calendar date (1 January 1970 was a Thursday). */
export const weekdayOf = (date: CivilDate): number => (((daysFromCivil(date) + 3) % 7) + 7) % 7;

/** 'Tuesday, 8 December 2026'. */
export const longDate = (date: CivilDate): string => `${WEEKDAY_NAMES[weekdayOf(date)]}, ${date.day} ${MONTH_NAMES[date.month - 1]} ${date.year}`;

/** '8 Dec 2026'. */
export const shortDate = (date: CivilDate): string => `${date.day} ${SHORT_MONTH_NAMES[date.month - 1]} ${date.year}`;

/** 'GMT', 'GMT+9', 'GMT-3:30', 'GMT+0:19:32': the offset as ICU's localized GMT format writes it. */
export const offsetName = (offsetSeconds: number): string => {
  if (offsetSeconds === 0) return 'GMT';
  const total = Math.abs(Math.round(offsetSeconds));
  const [hours, minutes, seconds] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const rest = seconds !== 0 ? `:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}` : minutes !== 0 ? `:${String(minutes).padStart(2, '0')}` : '';
  return `GMT${offsetSeconds < 0 ? '-' : '+'}${hours}${rest}`;
};

/** The date and time as the visitor entered them, weekday worked out from the date: 'Sunday, 15 January 1950 at 23:30'. */
export const enteredDateText = (date: string, time: string | null): string => {
  const civil = parseIsoDate(date);
  if (!civil) throw new RangeError(`Not a calendar date in the form YYYY-MM-DD: ${date}.`);
  return `${longDate(civil)}${time === null ? '' : ` at ${time}`}`;
};

/** 'Tuesday, 8 December 2026' on the birth place's clock. */
export const dateAt = (clock: LocalClock, utcMs: number): string => longDate(clock.at(utcMs).date);

/** '8 Dec 2026' on the birth place's clock. */
export const shortDateAt = (clock: LocalClock, utcMs: number): string => shortDate(clock.at(utcMs).date);

/** '21:13 GMT+1' on the birth place's clock. */
export const timeAt = (clock: LocalClock, utcMs: number): string => {
  const { time, offsetSeconds } = clock.at(utcMs);
  return `${time} ${offsetName(offsetSeconds)}`;
};

/** 'Tuesday, 8 December 2026, 21:13 GMT+1'. */
export const dateTimeAt = (clock: LocalClock, utcMs: number): string => {
  const { date, time, offsetSeconds } = clock.at(utcMs);
  return `${longDate(date)}, ${time} ${offsetName(offsetSeconds)}`;
};
