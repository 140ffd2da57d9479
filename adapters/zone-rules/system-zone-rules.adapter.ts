/**
 * ZoneRules from the system's compiled tz database (TZif files under /usr/share/zoneinfo),
 * which on Debian is built with the backzone: the full pre-1970 history that Node's ICU
 * data folds away (docs/decisions/005-time-zone-data.md). Each zone file is read and
 * parsed once, then answered from memory.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ZoneRules } from '../../domain/sky';
import { parsePosixTz, posixOffsetSecondsAt, posixTransitionsBetween, type PosixTz } from './posix-tz';
import { parseTzif, type LocalTimeType } from './tzif';

export const DEFAULT_ZONEINFO_DIR = '/usr/share/zoneinfo';

/** What a zone's clocks said at an instant. */
export interface ZoneState {
  utoffSeconds: number;
  isDst: boolean;
  abbreviation: string;
}

export interface SystemZoneRules extends ZoneRules {
  readonly zoneinfoDir: string;
  transitionsBetween(zone: string, fromUtcMs: number, toUtcMs: number): number[];
  /** Whether the directory holds a readable, well-formed TZif file for the zone. */
  hasZone(zone: string): boolean;
  /** The full state at an instant (abbreviation included), or null for an unknown zone. */
  stateAt(zone: string, utcMs: number): ZoneState | null;
  /** The tz database release the files were compiled from ('2025b'), when the directory says. */
  dataVersion(): string | null;
  /** Every zone name the directory holds (links included), sorted. Reads every file: for tests and tools. */
  listZones(): string[];
}

interface CompiledZone {
  /** Transition instants in seconds, ascending. */
  times: Float64Array;
  /** The state from each transition on. */
  states: ZoneState[];
  /** Before the first transition. */
  initial: ZoneState;
  /** After the last transition, when the footer gives a rule. */
  footer: PosixTz | null;
}

/**
 * An IANA-shaped name: letters, digits, '_', '+', '-' in '/'-separated parts that never
 * start with a dot, so no name can climb out of the directory. The `posix/` and `right/`
 * copies and the `localtime`/`posixrules` aliases are files, not zone names.
 */
const ZONE_NAME = /^[A-Za-z0-9][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9][A-Za-z0-9_+-]*)*$/;
const NOT_ZONES = /^(?:posix\/|right\/|localtime$|posixrules$)/;

export const isZoneFileName = (zone: string): boolean => zone.length <= 64 && ZONE_NAME.test(zone) && !NOT_ZONES.test(zone);

const stateOf = (type: LocalTimeType | undefined): ZoneState =>
  type ? { utoffSeconds: type.utoffSeconds, isDst: type.isDst, abbreviation: type.abbreviation } : { utoffSeconds: 0, isDst: false, abbreviation: '-00' };

const compile = (bytes: Uint8Array): CompiledZone => {
  const tzif = parseTzif(bytes);
  return {
    times: Float64Array.from(tzif.transitionTimes),
    states: tzif.transitionTypes.map((index) => stateOf(tzif.types[index])),
    initial: stateOf(tzif.types[0]),
    footer: tzif.footer === '' ? null : parsePosixTz(tzif.footer),
  };
};

/** How many transitions have happened by `seconds`. */
const passedCount = (times: Float64Array, seconds: number): number => {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((times[mid] ?? Infinity) <= seconds) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

const footerState = (footer: PosixTz, seconds: number): ZoneState => {
  const utoffSeconds = posixOffsetSecondsAt(footer, seconds);
  const daylight = footer.daylight !== null && utoffSeconds === footer.daylight.utoffSeconds && utoffSeconds !== footer.standard.utoffSeconds;
  return { utoffSeconds, isDst: daylight, abbreviation: daylight && footer.daylight ? footer.daylight.abbreviation : footer.standard.abbreviation };
};

const stateAtSeconds = (zone: CompiledZone, seconds: number): ZoneState => {
  const passed = passedCount(zone.times, seconds);
  // RFC 8536: the footer governs instants after the last transition (all of them if none).
  if (passed === zone.times.length && zone.footer && (passed === 0 || seconds > (zone.times[passed - 1] ?? 0))) return footerState(zone.footer, seconds);
  return passed === 0 ? zone.initial : (zone.states[passed - 1] ?? zone.initial);
};

const LOCAL_MEAN_TIME = 'LMT';

export const systemZoneRules = ({ zoneinfoDir = DEFAULT_ZONEINFO_DIR }: { zoneinfoDir?: string } = {}): SystemZoneRules => {
  const cache = new Map<string, CompiledZone | null>();
  let version: string | null | undefined;

  const load = (zone: string): CompiledZone | null => {
    const cached = cache.get(zone);
    if (cached !== undefined) return cached;
    let compiled: CompiledZone | null = null;
    if (isZoneFileName(zone)) {
      try {
        compiled = compile(readFileSync(path.join(zoneinfoDir, zone)));
      } catch {
        compiled = null; // missing, a directory, or not a TZif file: not a zone here
      }
    }
    cache.set(zone, compiled);
    return compiled;
  };

  const loadOrThrow = (zone: string): CompiledZone => {
    const compiled = load(zone);
    if (!compiled) throw new RangeError(`Unknown time zone in ${zoneinfoDir}: ${zone}`);
    return compiled;
  };

  const stateAtMs = (zone: string, utcMs: number) => stateAtSeconds(loadOrThrow(zone), Math.floor(utcMs / 1000));

  return {
    zoneinfoDir,
    hasZone: (zone) => load(zone) !== null,
    isKnownZone: (zone) => load(zone) !== null,
    offsetSecondsAt: (zone, utcMs) => stateAtMs(zone, utcMs).utoffSeconds,
    isLocalMeanTime: (zone, utcMs) => stateAtMs(zone, utcMs).abbreviation === LOCAL_MEAN_TIME,
    stateAt: (zone, utcMs) => {
      const compiled = load(zone);
      return compiled ? stateAtSeconds(compiled, Math.floor(utcMs / 1000)) : null;
    },
    transitionsBetween(zone, fromUtcMs, toUtcMs) {
      const compiled = loadOrThrow(zone);
      const from = Math.floor(fromUtcMs / 1000);
      const to = Math.floor(toUtcMs / 1000);
      const seconds: number[] = [];
      for (let i = passedCount(compiled.times, from); i < compiled.times.length; i++) {
        const at = compiled.times[i] ?? Infinity;
        if (at > to) break;
        seconds.push(at);
      }
      const last = compiled.times[compiled.times.length - 1] ?? -Infinity;
      if (compiled.footer && to > last) seconds.push(...posixTransitionsBetween(compiled.footer, Math.max(from, last), to));
      // Keep only real changes: of offset, or into or out of local mean time.
      return seconds
        .filter((at) => {
          const before = stateAtSeconds(compiled, at - 1);
          const after = stateAtSeconds(compiled, at);
          return before.utoffSeconds !== after.utoffSeconds || (before.abbreviation === LOCAL_MEAN_TIME) !== (after.abbreviation === LOCAL_MEAN_TIME);
        })
        .map((at) => at * 1000)
        .filter((atMs) => atMs > fromUtcMs && atMs <= toUtcMs);
    },
    dataVersion() {
      if (version === undefined) version = readDataVersion(zoneinfoDir);
      return version;
    },
    listZones() {
      let entries: string[];
      try {
        entries = readdirSync(zoneinfoDir, { recursive: true, encoding: 'utf8' });
      } catch {
        return [];
      }
      return entries
        .map((entry) => entry.split(path.sep).join('/'))
        .filter((zone) => isZoneFileName(zone) && load(zone) !== null)
        .sort();
    },
  };
};

/** tzdata.zi, which zic's makefile installs beside the files, starts '# version 2025b'. */
const readDataVersion = (zoneinfoDir: string): string | null => {
  try {
    const head = readFileSync(path.join(zoneinfoDir, 'tzdata.zi'), 'latin1').slice(0, 64);
    return /^# version (\S+)/.exec(head)?.[1] ?? null;
  } catch {
    return null;
  }
};
