/**
 * ZoneRules from the JavaScript engine's ICU data through Intl. Always available, but
 * ICU's copy of the tz database has no backzone: zones that agree since 1970 share one
 * history before it (Reykjavik reads as Abidjan, Amsterdam as Brussels). The fallback
 * when no compiled tz files are present (docs/decisions/005-time-zone-data.md).
 *
 * Speed: one Intl.DateTimeFormat per zone, built once and reused (building one costs far
 * more than formatting with it).
 */
import { findChanges, parseLongOffset, type ZoneRules } from '../../domain/sky';

export interface IntlZoneRules extends ZoneRules {
  transitionsBetween(zone: string, fromUtcMs: number, toUtcMs: number): number[];
  /** ICU's name for the zone ('Asia/Calcutta' for 'asia/kolkata'), or null when unknown. */
  canonicalName(zone: string): string | null;
  /** The first instant the zone left local mean time, or null when it never kept it. */
  endOfLocalMeanTime(zone: string): number | null;
  /** The tz release ICU's data comes from ('2025c'), when the runtime says. */
  dataVersion(): string | null;
}

/**
 * Where the search for the end of local mean time starts and stops: every zone in the tz
 * database left LMT between the 1840s and the 1930s. The scan runs once per zone. (The
 * few Antarctic stations whose history starts with '-00', "uninhabited", count as LMT
 * here; mean solar time is as fair a reading there as any.)
 */
const LMT_SEARCH_FROM_MS = Date.UTC(1800, 0, 1);
const LMT_SEARCH_TO_MS = Date.UTC(2030, 0, 1);
const LMT_SEARCH_STEP_MS = 182 * 86_400_000;

export const intlZoneRules = (): IntlZoneRules => {
  const formatters = new Map<string, Intl.DateTimeFormat | null>();
  const lmtEnds = new Map<string, number | null>();

  const formatterOf = (zone: string): Intl.DateTimeFormat | null => {
    const cached = formatters.get(zone);
    if (cached !== undefined) return cached;
    let formatter: Intl.DateTimeFormat | null;
    try {
      formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    } catch {
      formatter = null; // RangeError: not a zone ICU knows
    }
    formatters.set(zone, formatter);
    return formatter;
  };

  const offsetSecondsAt = (zone: string, utcMs: number): number => {
    const formatter = formatterOf(zone);
    if (!formatter) throw new RangeError(`Unknown time zone: ${zone}`);
    const name = formatter.formatToParts(utcMs).find((part) => part.type === 'timeZoneName');
    return parseLongOffset(name?.value ?? '');
  };

  /**
   * ICU does not label local mean time, so this is a heuristic: a zone kept LMT until its
   * offset first changed, provided it changed at all (fixed zones such as 'Etc/GMT+5' or
   * 'UTC' never kept it). A zone whose history starts with a second LMT (Sitka's
   * 1867 date-line change) has only the first period counted.
   */
  const endOfLocalMeanTime = (zone: string): number | null => {
    const cached = lmtEnds.get(zone);
    if (cached !== undefined) return cached;
    const initial = offsetSecondsAt(zone, LMT_SEARCH_FROM_MS);
    let end: number | null = null;
    for (let left = LMT_SEARCH_FROM_MS; left < LMT_SEARCH_TO_MS; left += LMT_SEARCH_STEP_MS) {
      const right = left + LMT_SEARCH_STEP_MS;
      if (offsetSecondsAt(zone, right) !== initial) {
        // The LMT offset never comes back, so the first change is the only one in question.
        end = findChanges((ms) => offsetSecondsAt(zone, ms) === initial, left, right, right - left)[0] ?? right;
        break;
      }
    }
    lmtEnds.set(zone, end);
    return end;
  };

  return {
    isKnownZone: (zone) => formatterOf(zone) !== null,
    offsetSecondsAt,
    isLocalMeanTime(zone, utcMs) {
      const end = endOfLocalMeanTime(zone);
      return end !== null && utcMs < end;
    },
    transitionsBetween(zone, fromUtcMs, toUtcMs) {
      // Sampled every six hours and bisected to the second (domain/time/find-changes.ts).
      return findChanges((ms) => offsetSecondsAt(zone, ms), fromUtcMs, toUtcMs);
    },
    canonicalName: (zone) => formatterOf(zone)?.resolvedOptions().timeZone ?? null,
    endOfLocalMeanTime,
    dataVersion: () => process.versions.tz ?? null,
  };
};
