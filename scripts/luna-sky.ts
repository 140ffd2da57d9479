import { createZoneRules } from '../adapters/zone-rules';
import { type CivilDate, daysFromCivil, daysInMonth, type EclipseKind, eclipsesBetween, type EclipseType, formatIsoDate, localDayBounds, type LunationKind, lunationsBetween, MS_PER_DAY, parseIsoDate, SECONDS_PER_DEGREE_OF_LONGITUDE, type ZoneRules } from '../domain/sky';
import type { ZodiacSign } from '../domain/sky';

/**
 * The `luna sky` command as a function: the new and full moons and the eclipses from the
 * start of a date for a number of calendar months, as JSON-ready data. Bad options throw
 * an Error whose message is one plain line for the CLI to print.
 */
export interface SkyOptions {
  /** YYYY-MM-DD: the listing starts at the first instant of this date. */
  from: string;
  /** Whole calendar months covered, 1 to 120. */
  months: number;
  /** IANA zone the dates are read in; UTC when absent. */
  tz?: string;
}

export interface SkyDeps {
  rules: ZoneRules;
}

export interface SkyOutput {
  lunations: Array<{ kind: LunationKind; utc: string; sign: ZodiacSign; degree: number }>;
  eclipses: Array<{ kind: EclipseKind; type: EclipseType; utc: string }>;
}

const MAX_MONTHS = 120;

/** The same day N months on; a day the target month lacks (31 January + 1) becomes its last day. */
const addMonths = (date: CivilDate, months: number): CivilDate => {
  const monthIndex = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
};

/** The first instant of a date in a zone, by the project's local-time rules (gaps, overlaps, LMT). */
const dayStartIn = (rules: ZoneRules, zone: string, date: CivilDate): number => {
  const text = formatIsoDate(date);
  // The longitude only counts while the zone kept local mean time; the zone's own LMT
  // offset stands for its reference city's longitude, so that era reads as the tz data says.
  const roughUtcMs = daysFromCivil(date) * MS_PER_DAY;
  const longitude = Math.max(-180, Math.min(180, rules.offsetSecondsAt(zone, roughUtcMs) / SECONDS_PER_DEGREE_OF_LONGITUDE));
  const bounds = localDayBounds(rules, text, zone, longitude);
  if (!bounds.ok) throw new Error(bounds.error.message);
  return bounds.dayStartUtcMs;
};

/** Two decimals, truncated so a degree never reads 30. */
const degreeOf = (degree: number) => Math.floor(degree * 100) / 100;

export function skyCommand(options: SkyOptions, deps?: SkyDeps): SkyOutput {
  const start = parseIsoDate(options.from);
  if (!start) throw new Error(`--from must be a real date written YYYY-MM-DD (got "${options.from}").`);
  if (!Number.isInteger(options.months) || options.months < 1 || options.months > MAX_MONTHS) {
    throw new Error(`--months must be a whole number from 1 to ${MAX_MONTHS} (got ${options.months}).`);
  }
  const end = addMonths(start, options.months);

  let fromUtcMs: number;
  let untilUtcMs: number;
  if (options.tz === undefined) {
    fromUtcMs = daysFromCivil(start) * MS_PER_DAY;
    untilUtcMs = daysFromCivil(end) * MS_PER_DAY;
  } else {
    const rules = deps?.rules ?? createZoneRules().rules;
    if (!rules.isKnownZone(options.tz)) throw new Error(`Unknown time zone: ${options.tz}.`);
    fromUtcMs = dayStartIn(rules, options.tz, start);
    untilUtcMs = dayStartIn(rules, options.tz, end);
  }

  // Strictly after the start instant: a lunation within a second of midnight is left out.
  const lunations = lunationsBetween(fromUtcMs, { untilUtcMs });
  return {
    lunations: lunations.map((l) => ({ kind: l.kind, utc: new Date(l.utcMs).toISOString(), sign: l.sign, degree: degreeOf(l.degree) })),
    eclipses: eclipsesBetween(fromUtcMs, untilUtcMs).map((e) => ({ kind: e.kind, type: e.type, utc: new Date(e.utcMs).toISOString() })),
  };
}
