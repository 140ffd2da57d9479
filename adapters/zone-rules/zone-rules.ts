/**
 * Picks the zone data: the system's compiled tz database when it is there (full history,
 * backzone included on Debian), else the engine's ICU data through Intl; per zone, a name
 * the directory lacks falls back to Intl too. Says which source answered
 * (docs/decisions/005-time-zone-data.md).
 */
import type { ZoneRules } from '../../domain/sky';
import { intlZoneRules, type IntlZoneRules } from './intl-zone-rules.adapter';
import { DEFAULT_ZONEINFO_DIR, systemZoneRules, type SystemZoneRules } from './system-zone-rules.adapter';

export type ZoneDataSource = 'system-tzdata' | 'intl';

export interface ZoneRulesWithSource extends ZoneRules {
  /** Which data answers for this zone, or null when neither knows it. */
  sourceOf(zone: string): ZoneDataSource | null;
}

export interface CreatedZoneRules {
  rules: ZoneRulesWithSource;
  /** The source for zones in general: 'system-tzdata' when the directory holds tz files. */
  source: ZoneDataSource;
  zoneinfoDir: string;
  /** The tz release of the chosen source ('2025b'), when known. */
  dataVersion: string | null;
  /** Whether the data keeps pre-1970 history apart (probed: Reykjavik in 1950 was UTC−1). */
  hasBackzone: boolean;
}

/** The environment variable that moves the tz files, and the Debian default. */
export const ZONEINFO_DIR_ENV = 'ZONEINFO_DIR';
export { DEFAULT_ZONEINFO_DIR };

/** Reykjavik kept UTC−1 until 1968; without the backzone it reads as Abidjan, UTC+0. */
const BACKZONE_PROBE = { zone: 'Atlantic/Reykjavik', utcMs: Date.UTC(1950, 0, 15), backzoneOffsetSeconds: -3600 };

const probeBackzone = (rules: ZoneRules): boolean =>
  rules.isKnownZone(BACKZONE_PROBE.zone) && rules.offsetSecondsAt(BACKZONE_PROBE.zone, BACKZONE_PROBE.utcMs) === BACKZONE_PROBE.backzoneOffsetSeconds;

const combine = (system: SystemZoneRules | null, intl: IntlZoneRules): ZoneRulesWithSource => {
  const routes = new Map<string, { rules: ZoneRules; name: string; source: ZoneDataSource } | null>();

  const routeOf = (zone: string) => {
    const cached = routes.get(zone);
    if (cached !== undefined) return cached;
    let route: { rules: ZoneRules; name: string; source: ZoneDataSource } | null = null;
    if (system?.hasZone(zone)) route = { rules: system, name: zone, source: 'system-tzdata' };
    else {
      // 'europe/paris' or an ICU alias: ICU's canonical spelling may have a file.
      const canonical = intl.canonicalName(zone);
      if (canonical !== null && system?.hasZone(canonical)) route = { rules: system, name: canonical, source: 'system-tzdata' };
      else if (canonical !== null) route = { rules: intl, name: zone, source: 'intl' };
    }
    routes.set(zone, route);
    return route;
  };

  const routeOrThrow = (zone: string) => {
    const route = routeOf(zone);
    if (!route) throw new RangeError(`Unknown time zone: ${zone}`);
    return route;
  };

  return {
    isKnownZone: (zone) => routeOf(zone) !== null,
    sourceOf: (zone) => routeOf(zone)?.source ?? null,
    offsetSecondsAt(zone, utcMs) {
      const route = routeOrThrow(zone);
      return route.rules.offsetSecondsAt(route.name, utcMs);
    },
    isLocalMeanTime(zone, utcMs) {
      const route = routeOrThrow(zone);
      return route.rules.isLocalMeanTime(route.name, utcMs);
    },
    transitionsBetween(zone, fromUtcMs, toUtcMs) {
      const route = routeOrThrow(zone);
      return route.rules.transitionsBetween?.(route.name, fromUtcMs, toUtcMs) ?? [];
    },
  };
};

/** A system directory counts when it holds a well-formed UTC zone file. */
const usableSystemRules = (zoneinfoDir: string): SystemZoneRules | null => {
  const system = systemZoneRules({ zoneinfoDir });
  return system.hasZone('Etc/UTC') || system.hasZone('UTC') ? system : null;
};

/**
 * The zone rules the site runs on. `zoneinfoDir` defaults to $ZONEINFO_DIR, then
 * /usr/share/zoneinfo.
 */
export const createZoneRules = ({ zoneinfoDir = process.env[ZONEINFO_DIR_ENV] || DEFAULT_ZONEINFO_DIR }: { zoneinfoDir?: string } = {}): CreatedZoneRules => {
  const intl = intlZoneRules();
  const system = usableSystemRules(zoneinfoDir);
  const rules = combine(system, intl);
  return {
    rules,
    source: system ? 'system-tzdata' : 'intl',
    zoneinfoDir,
    dataVersion: system ? system.dataVersion() : intl.dataVersion(),
    hasBackzone: probeBackzone(rules),
  };
};
