/** Birth details in free text: the date, time and email a visitor types to Luna. */
export {
  BIRTH_DATE_QUESTIONS,
  LATEST_UTC_OFFSET_MS,
  MIN_BIRTH_YEAR,
  completeBirthDate,
  expandTwoDigitYear,
  formatIsoDate,
  parseBirthDate,
  withoutBirthDates,
  type BirthDateParse,
  type IsoDate,
  type KnownDatePart,
} from './birth-date';
export { BIRTH_TIME_QUESTIONS, formatClockTime, parseBirthTime, pickBetweenTimes, withoutBirthTimes, type BirthTimeParse, type ClockTime } from './birth-time';
export { FIXED_DAYS, MOVABLE_DAYS, type FixedDay, type MovableDay } from './named-days';
export { DAY_PARTS, type DayPart } from './day-parts';
export { EMAIL_DOMAIN_TYPOS, EMAIL_QUESTIONS, EMAIL_TLD_TYPOS, findEmail, isValidEmail, type EmailFind } from './email';
