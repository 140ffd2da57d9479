/**
 * Calendar arithmetic on the proleptic Gregorian calendar, without the JS Date object:
 * Date.UTC maps years 0–99 to 1900–1999 and the rules must not depend on it.
 * A "wall-clock millisecond" is a local date and time counted as if it were UTC; an
 * instant is wall minus offset.
 */

export const MS_PER_SECOND = 1000;
export const MS_PER_MINUTE = 60_000;
export const MS_PER_HOUR = 3_600_000;
export const MS_PER_DAY = 86_400_000;

/** Seconds of mean solar time per degree of longitude: 24 h / 360°. */
export const SECONDS_PER_DEGREE_OF_LONGITUDE = 240;

/** The months' names in English, January first: the one list every date in words is written with. */
export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

export interface ClockTime {
  hour: number;
  minute: number;
}

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** 'YYYY-MM-DD' with a real calendar day (2023-02-29 is refused), years 0001–9999. */
export const parseIsoDate = (text: string): CivilDate | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
};

/** 'HH:MM' on the 24-hour clock, 00:00–23:59. */
export const parseClockTime = (text: string): ClockTime | null => {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (!match) return null;
  return { hour: Number(match[1]), minute: Number(match[2]) };
};

/** Days since 1970-01-01 (negative before). Howard Hinnant's days_from_civil. */
export const daysFromCivil = ({ year, month, day }: CivilDate): number => {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
};

/** The inverse of daysFromCivil. */
export const civilFromDays = (days: number): CivilDate => {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
};

export const wallMsOf = (date: CivilDate, time: ClockTime): number =>
  daysFromCivil(date) * MS_PER_DAY + time.hour * MS_PER_HOUR + time.minute * MS_PER_MINUTE;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

export const formatIsoDate = ({ year, month, day }: CivilDate): string => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

export const formatClockTime = ({ hour, minute }: ClockTime): string => `${pad(hour)}:${pad(minute)}`;

/** The date and the minute (floored) that a wall-clock millisecond reads. */
export const civilOfWallMs = (wallMs: number): { date: CivilDate; time: ClockTime } => {
  const days = Math.floor(wallMs / MS_PER_DAY);
  const minuteOfDay = Math.floor((wallMs - days * MS_PER_DAY) / MS_PER_MINUTE);
  return { date: civilFromDays(days), time: { hour: Math.floor(minuteOfDay / 60), minute: minuteOfDay % 60 } };
};

/** 'UTC+05:30', 'UTC-03:30', 'UTC+00:19:32' (seconds only when the offset has them). */
export const formatUtcOffset = (offsetSeconds: number): string => {
  const sign = offsetSeconds < 0 ? '-' : '+';
  const total = Math.abs(Math.round(offsetSeconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `UTC${sign}${pad(hours)}:${pad(minutes)}${seconds === 0 ? '' : `:${pad(seconds)}`}`;
};

/**
 * Mean solar time at a longitude (east positive): 4 minutes per degree, rounded to the
 * whole second (one second is about 0.004°, some 450 m at the equator).
 */
export const meanSolarOffsetSeconds = (longitude: number): number =>
  Math.round(longitude * SECONDS_PER_DEGREE_OF_LONGITUDE) || 0; // never -0
