/** Birth details in free text: the date, time and email a visitor types to Luna. */
export {
  BIRTH_DATE_QUESTIONS,
  LATEST_UTC_OFFSET_MS,
  MIN_BIRTH_YEAR,
  expandTwoDigitYear,
  formatIsoDate,
  parseBirthDate,
  type BirthDateParse,
  type IsoDate,
} from './birth-date';
export { BIRTH_TIME_QUESTIONS, formatClockTime, parseBirthTime, type BirthTimeParse, type ClockTime } from './birth-time';
export { EMAIL_DOMAIN_TYPOS, EMAIL_QUESTIONS, EMAIL_TLD_TYPOS, findEmail, isValidEmail, type EmailFind } from './email';
