import { displayBirthDate } from '../../../domain/birth';
import { formatIsoDate } from '../../../domain/sky';

/**
 * Dates in the reading, in one format and in words ('December 9, 2026'), as the birth date is
 * written: the calendar day where the visitor is, since that is the night she will look up.
 */
export const dateInWords = (utcMs: number, offsetMinutes = new Date(utcMs).getTimezoneOffset()): string => {
  const local = new Date(utcMs - offsetMinutes * 60_000);
  return displayBirthDate(formatIsoDate({ year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() }));
};
