import type { ZoneRules } from './zone-rules.ports';

/** One zone as a plain table, the way the tz database compiles it. */
export interface ZoneTable {
  /** The offset before the first transition, in seconds east of UTC. */
  initialOffsetSeconds: number;
  /** Whether that first period is local mean time (the tz database's `LMT`). */
  initialIsLocalMeanTime: boolean;
  /** Ascending: from `atUtcMs` on, the offset is `offsetSeconds`. */
  transitions: readonly { atUtcMs: number; offsetSeconds: number }[];
}

/**
 * ZoneRules over in-memory tables: the fake for the pure tests and a way to try the rules
 * on an invented zone from the CLI.
 */
export const tableZoneRules = (zones: Readonly<Record<string, ZoneTable>>): ZoneRules => {
  const tableOf = (zone: string): ZoneTable => {
    const table = Object.hasOwn(zones, zone) ? zones[zone] : undefined;
    if (!table) throw new RangeError(`Unknown time zone: ${zone}`);
    return table;
  };
  /** How many transitions have happened by utcMs. */
  const passed = (table: ZoneTable, utcMs: number): number => {
    let lo = 0;
    let hi = table.transitions.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((table.transitions[mid]?.atUtcMs ?? Infinity) <= utcMs) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return {
    offsetSecondsAt(zone, utcMs) {
      const table = tableOf(zone);
      const count = passed(table, utcMs);
      return count === 0 ? table.initialOffsetSeconds : (table.transitions[count - 1]?.offsetSeconds ?? 0);
    },
    isLocalMeanTime(zone, utcMs) {
      const table = tableOf(zone);
      return table.initialIsLocalMeanTime && passed(table, utcMs) === 0;
    },
    transitionsBetween(zone, fromUtcMs, toUtcMs) {
      return tableOf(zone)
        .transitions.map((transition) => transition.atUtcMs)
        .filter((at) => at > fromUtcMs && at <= toUtcMs);
    },
    isKnownZone: (zone) => Object.hasOwn(zones, zone),
  };
};
