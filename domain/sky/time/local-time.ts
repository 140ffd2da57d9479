/**
 * Local birth time ↔ UTC, with the zone's full history.
 *
 * Rules (docs/decisions/005-time-zone-data.md):
 * - Local mean time: while the zone's data says `LMT` (before the place adopted standard
 *   time), the offset is the BIRTHPLACE's own mean solar time, longitude / 15 hours (east
 *   positive, to the second), not the LMT of the zone's reference city: a birth in Boston
 *   in 1850 is on Boston's clock, not New York's. Flagged 'local-mean-time'.
 * - A local time that never happened (spring-forward gap) is read with the offset in force
 *   before the gap, the way a clock not yet set forward reads it: 02:30 in a 02:00→03:00
 *   gap becomes 03:30 on the new clock. Flagged 'gap'. (RFC 5545, Temporal 'compatible'.)
 * - A local time that happened twice (fall-back overlap) is the EARLIER instant, still on
 *   the old offset. Flagged 'overlap', and the later instant is given too. (Temporal
 *   'compatible'.)
 * - An unknown birth time is read as local noon (`timeKnown: false`).
 * - Bad input (impossible date, bad time, unknown zone, longitude out of range) is a
 *   typed `{ ok: false, error }` result rather than an exception, so a batch of births
 *   can report one bad line and go on.
 */
import {
  MS_PER_DAY,
  MS_PER_HOUR,
  MS_PER_MINUTE,
  MS_PER_SECOND,
  civilOfWallMs,
  formatClockTime,
  formatIsoDate,
  formatUtcOffset,
  meanSolarOffsetSeconds,
  parseClockTime,
  parseIsoDate,
  wallMsOf,
  type CivilDate,
} from './civil-time';
import { findChanges } from './find-changes';
import type { ZoneRules } from './zone-rules.ports';

/** The local time a birth without a known time is read at. */
export const UNKNOWN_BIRTH_TIME_READ_AS = '12:00';

/**
 * How far from a wall-clock time to look for transitions: every real offset, including
 * local mean time at ±180° and the old Alaskan and Philippine ones, is under 16 hours.
 */
const SEARCH_WINDOW_MS = 18 * MS_PER_HOUR;

export type TimeResolution = 'exact' | 'gap' | 'overlap' | 'local-mean-time';

export type TimeErrorKind = 'invalid-date' | 'invalid-time' | 'invalid-longitude' | 'invalid-instant' | 'unknown-zone' | 'date-skipped';

export interface TimeError {
  kind: TimeErrorKind;
  message: string;
}

export interface TimeFailure {
  ok: false;
  error: TimeError;
}

export interface LocalBirthTime {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM', or null when the birth time is unknown (read as local noon). */
  time: string | null;
  /** IANA zone name, e.g. 'Europe/Lisbon'. */
  zone: string;
  /** Degrees, east positive: needed for local mean time before standard time. */
  longitude: number;
}

export interface ResolvedBirthTime {
  ok: true;
  utcMs: number;
  /** The offset in force at utcMs, in seconds (whole seconds; local mean time has them). */
  offsetSeconds: number;
  /** offsetSeconds / 60, unrounded: fractional for local mean time (Amsterdam +19.53…). */
  offsetMinutes: number;
  timeKnown: boolean;
  /** The local time read: the given one, or noon when unknown. 'HH:MM' */
  localTime: string;
  resolution: TimeResolution;
  /** The instant falls in the zone's local-mean-time era (also true with 'gap'/'overlap'). */
  localMeanTime: boolean;
  /** For 'overlap': the later instant that the same local time also names. */
  laterUtcMs?: number;
  /** Why the resolution is not 'exact', in a sentence. */
  note?: string;
}

export interface LocalReading {
  ok: true;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM', the minute the clock showed (seconds dropped, not rounded). */
  time: string;
  offsetSeconds: number;
  offsetMinutes: number;
  localMeanTime: boolean;
}

export interface LocalDayBounds {
  ok: true;
  /** The first instant of the local date. */
  dayStartUtcMs: number;
  /** The first instant of the next local date (exclusive end). */
  dayEndUtcMs: number;
  /** The instant local noon names (by the same gap/overlap rules as a birth time). */
  noonUtcMs: number;
}

const failure = (kind: TimeErrorKind, message: string): TimeFailure => ({ ok: false, error: { kind, message } });

const checkZoneAndLongitude = (rules: ZoneRules, zone: string, longitude: number): TimeFailure | null => {
  if (!Number.isFinite(longitude) || longitude < -180 || longitude > 180) {
    return failure('invalid-longitude', `Longitude must be a number of degrees from -180 to 180, east positive (got ${longitude}).`);
  }
  if (!rules.isKnownZone(zone)) return failure('unknown-zone', `Unknown time zone: ${zone}.`);
  return null;
};

/** The offset that governs a birthplace at an instant: its own mean solar time in the LMT era. */
const birthplaceOffsetSeconds = (rules: ZoneRules, zone: string, longitude: number, utcMs: number): number =>
  rules.isLocalMeanTime(zone, utcMs) ? meanSolarOffsetSeconds(longitude) : rules.offsetSecondsAt(zone, utcMs);

/** A stretch of time with one offset; start inclusive, end exclusive. */
interface Segment {
  startUtcMs: number;
  endUtcMs: number;
  offsetSeconds: number;
}

/** The offsets in force around a wall-clock time, merged where a change left the offset alone. */
const segmentsAround = (rules: ZoneRules, zone: string, longitude: number, wallMs: number): Segment[] => {
  const from = wallMs - SEARCH_WINDOW_MS;
  const to = wallMs + SEARCH_WINDOW_MS;
  const offsetAt = (utcMs: number) => birthplaceOffsetSeconds(rules, zone, longitude, utcMs);
  const changes = rules.transitionsBetween ? rules.transitionsBetween(zone, from, to) : findChanges(offsetAt, from, to);
  const segments: Segment[] = [{ startUtcMs: -Infinity, endUtcMs: Infinity, offsetSeconds: offsetAt(from) }];
  for (const at of changes) {
    const offsetSeconds = offsetAt(at);
    const last = segments[segments.length - 1];
    // Changes of abbreviation or DST flag alone (London 1968–71) are not transitions here.
    if (!last || last.offsetSeconds === offsetSeconds) continue;
    last.endUtcMs = at;
    segments.push({ startUtcMs: at, endUtcMs: Infinity, offsetSeconds });
  }
  return segments;
};

type WallResolution =
  | { kind: 'single'; utcMs: number }
  | { kind: 'overlap'; utcMs: number; laterUtcMs: number; laterOffset: number; transitionUtcMs: number; firstOffset: number; secondOffset: number }
  | { kind: 'gap'; utcMs: number; transitionUtcMs: number; offsetBefore: number; offsetAfter: number };

/** Every instant whose birthplace clock reads wallMs, or the gap it falls in. */
const resolveWall = (rules: ZoneRules, zone: string, longitude: number, wallMs: number): WallResolution => {
  const segments = segmentsAround(rules, zone, longitude, wallMs);
  const matches = segments.filter((segment) => {
    const utcMs = wallMs - segment.offsetSeconds * MS_PER_SECOND;
    return utcMs >= segment.startUtcMs && utcMs < segment.endUtcMs;
  });
  const [first] = matches;
  const last = matches[matches.length - 1];
  if (first && last && first !== last) {
    return {
      kind: 'overlap',
      utcMs: wallMs - first.offsetSeconds * MS_PER_SECOND,
      laterUtcMs: wallMs - last.offsetSeconds * MS_PER_SECOND,
      laterOffset: last.offsetSeconds,
      transitionUtcMs: first.endUtcMs,
      firstOffset: first.offsetSeconds,
      secondOffset: segments[segments.indexOf(first) + 1]?.offsetSeconds ?? last.offsetSeconds,
    };
  }
  if (first) return { kind: 'single', utcMs: wallMs - first.offsetSeconds * MS_PER_SECOND };
  // No instant reads wallMs: it lies in the gap a forward change opened. Read it with the
  // offset before the change.
  for (let i = segments.length - 1; i > 0; i--) {
    const before = segments[i - 1];
    const after = segments[i];
    if (!before || !after) continue;
    const gapStartWall = after.startUtcMs + before.offsetSeconds * MS_PER_SECOND;
    if (gapStartWall <= wallMs) {
      return {
        kind: 'gap',
        utcMs: wallMs - before.offsetSeconds * MS_PER_SECOND,
        transitionUtcMs: after.startUtcMs,
        offsetBefore: before.offsetSeconds,
        offsetAfter: after.offsetSeconds,
      };
    }
  }
  // Unreachable for consistent data (a wall time before every segment is in the first).
  const firstSegment = segments[0];
  return { kind: 'single', utcMs: wallMs - (firstSegment?.offsetSeconds ?? 0) * MS_PER_SECOND };
};

const clockAt = (wallMs: number): string => formatClockTime(civilOfWallMs(wallMs).time);

const describeDuration = (ms: number): string => {
  const totalMinutes = Math.round(Math.abs(ms) / MS_PER_MINUTE);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const parts = [hours > 0 ? `${hours} hour${hours === 1 ? '' : 's'}` : '', minutes > 0 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : ''];
  return parts.filter(Boolean).join(' ') || 'less than a minute';
};

/** Converts a local birth date and time at a place to a UTC instant, by the rules above. */
export const localToUtc = (rules: ZoneRules, birth: LocalBirthTime): ResolvedBirthTime | TimeFailure => {
  const date = parseIsoDate(birth.date);
  if (!date) return failure('invalid-date', `Not a calendar date in the form YYYY-MM-DD: ${birth.date}.`);
  const localTime = birth.time ?? UNKNOWN_BIRTH_TIME_READ_AS;
  const time = parseClockTime(localTime);
  if (!time) return failure('invalid-time', `Not a time of day in the form HH:MM (00:00 to 23:59): ${localTime}.`);
  const invalid = checkZoneAndLongitude(rules, birth.zone, birth.longitude);
  if (invalid) return invalid;

  const { zone, longitude } = birth;
  const wallMs = wallMsOf(date, time);
  const resolved = resolveWall(rules, zone, longitude, wallMs);
  const offsetSeconds = birthplaceOffsetSeconds(rules, zone, longitude, resolved.utcMs);
  const localMeanTime = rules.isLocalMeanTime(zone, resolved.utcMs);
  const base = { ok: true as const, utcMs: resolved.utcMs, offsetSeconds, offsetMinutes: offsetSeconds / 60, timeKnown: birth.time !== null, localTime, localMeanTime };
  const on = `on ${birth.date} in ${zone}`;

  if (resolved.kind === 'gap') {
    const { transitionUtcMs, offsetBefore, offsetAfter } = resolved;
    const from = clockAt(transitionUtcMs + offsetBefore * MS_PER_SECOND);
    const to = clockAt(transitionUtcMs + offsetAfter * MS_PER_SECOND);
    const readAs = clockAt(resolved.utcMs + offsetSeconds * MS_PER_SECOND);
    return {
      ...base,
      resolution: 'gap',
      note: `${localTime} never happened ${on}: clocks jumped from ${from} to ${to} (${formatUtcOffset(offsetBefore)} to ${formatUtcOffset(offsetAfter)}). Read as ${readAs} on the new clock, the time a clock not yet set forward would show.`,
    };
  }
  if (resolved.kind === 'overlap') {
    const { transitionUtcMs, firstOffset, secondOffset, laterUtcMs, laterOffset } = resolved;
    const from = clockAt(transitionUtcMs + firstOffset * MS_PER_SECOND);
    const to = clockAt(transitionUtcMs + secondOffset * MS_PER_SECOND);
    return {
      ...base,
      resolution: 'overlap',
      laterUtcMs,
      note: `${localTime} happened twice ${on}, when clocks went back from ${from} to ${to}: used the first (${formatUtcOffset(firstOffset)}); the second (${formatUtcOffset(laterOffset)}) came ${describeDuration(laterUtcMs - resolved.utcMs)} later.`,
    };
  }
  if (localMeanTime) {
    return {
      ...base,
      resolution: 'local-mean-time',
      note: `Before ${zone} adopted standard time, clocks kept local mean time: used the mean solar time of longitude ${longitude}°, ${formatUtcOffset(offsetSeconds)}.`,
    };
  }
  return { ...base, resolution: 'exact' };
};

/** What a birthplace's clock read at an instant (local mean time by longitude in the LMT era). */
export const utcToLocal = (rules: ZoneRules, utcMs: number, zone: string, longitude: number): LocalReading | TimeFailure => {
  if (!Number.isFinite(utcMs)) return failure('invalid-instant', `Not an instant: ${utcMs}.`);
  const invalid = checkZoneAndLongitude(rules, zone, longitude);
  if (invalid) return invalid;
  const offsetSeconds = birthplaceOffsetSeconds(rules, zone, longitude, utcMs);
  const { date, time } = civilOfWallMs(utcMs + offsetSeconds * MS_PER_SECOND);
  return {
    ok: true,
    date: formatIsoDate(date),
    time: formatClockTime(time),
    offsetSeconds,
    offsetMinutes: offsetSeconds / 60,
    localMeanTime: rules.isLocalMeanTime(zone, utcMs),
  };
};

/** The first instant whose local date is `date`: a midnight in a gap starts the day when the gap ends. */
const firstInstantOf = (rules: ZoneRules, zone: string, longitude: number, date: CivilDate): number => {
  const resolved = resolveWall(rules, zone, longitude, wallMsOf(date, { hour: 0, minute: 0 }));
  return resolved.kind === 'gap' ? resolved.transitionUtcMs : resolved.utcMs;
};

/**
 * The local day as UTC instants: from the first instant of the date to the first instant
 * of the next (23 or 25 hours on DST change days; midnight in a gap, as in São Paulo's
 * old DST that began at 00:00, starts the day at 01:00). A date the zone skipped
 * entirely (Pacific/Apia, 2011-12-30) is an error.
 */
export const localDayBounds = (rules: ZoneRules, date: string, zone: string, longitude: number): LocalDayBounds | TimeFailure => {
  const civil = parseIsoDate(date);
  if (!civil) return failure('invalid-date', `Not a calendar date in the form YYYY-MM-DD: ${date}.`);
  const invalid = checkZoneAndLongitude(rules, zone, longitude);
  if (invalid) return invalid;
  const dayStartUtcMs = firstInstantOf(rules, zone, longitude, civil);
  const next = civilOfWallMs(wallMsOf(civil, { hour: 0, minute: 0 }) + MS_PER_DAY).date;
  const dayEndUtcMs = firstInstantOf(rules, zone, longitude, next);
  if (dayEndUtcMs <= dayStartUtcMs) return failure('date-skipped', `${date} never happened in ${zone}: its clocks skipped the whole day.`);
  const noon = resolveWall(rules, zone, longitude, wallMsOf(civil, { hour: 12, minute: 0 }));
  return { ok: true, dayStartUtcMs, dayEndUtcMs, noonUtcMs: noon.utcMs };
};
