/**
 * The year ahead for a report: lunations, eclipses and, given a birth chart, lunar
 * returns and outer-planet transits.
 */
import { eclipsesBetween } from './eclipses';
import { lunarReturnsBetween } from './lunar-returns';
import { lunationsBetween } from './lunations';
import type { SkyAhead, SkyAheadOptions } from './sky-ahead.types';
import { outerTransitsBetween } from './transits';

export const DEFAULT_LUNATIONS_PER_KIND = 13;
const MAX_MONTHS = 120;

/**
 * utcMs moved on by whole calendar months in UTC, keeping the time of day; a day past the
 * end of the target month (31 January + 1 month) becomes that month's last day.
 */
export function addUtcMonths(utcMs: number, months: number): number {
  const start = new Date(utcMs);
  const target = new Date(utcMs);
  target.setUTCDate(1);
  target.setUTCMonth(start.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target.getTime();
}

export function skyAhead(options: SkyAheadOptions): SkyAhead {
  const { fromUtcMs, months, natal } = options;
  const perKind = options.lunationsPerKind ?? DEFAULT_LUNATIONS_PER_KIND;
  if (!Number.isFinite(fromUtcMs)) throw new RangeError(`Not a finite instant: ${fromUtcMs}.`);
  if (!Number.isInteger(months) || months < 1 || months > MAX_MONTHS) {
    throw new RangeError(`Months must be a whole number from 1 to ${MAX_MONTHS} (got ${months}).`);
  }
  const untilUtcMs = addUtcMonths(fromUtcMs, months);
  const base = {
    fromUtcMs,
    untilUtcMs,
    // New and full moons alternate, so 2n lunations hold n of each kind.
    lunations: lunationsBetween(fromUtcMs, { count: 2 * perKind }),
    eclipses: eclipsesBetween(fromUtcMs, untilUtcMs),
  };
  if (!natal) return base;
  return {
    ...base,
    lunarReturns: lunarReturnsBetween(natal.moon, fromUtcMs, untilUtcMs),
    transits: outerTransitsBetween(natal, fromUtcMs, untilUtcMs),
  };
}
