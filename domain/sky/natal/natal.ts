import { skyAt, skyOverLocalDay } from '../astro';
import type { MoonPhase, SkyAt, ZodiacSign } from '../astro';
import { localDayBounds, localToUtc, utcToLocal } from '../time';
import type { ZoneRules } from '../time';

/**
 * A birth chart: local birth time → UTC with the place's zone history → the sky at that
 * instant; for an unknown time, the sky at local noon and every sign and phase the Moon
 * held during that local day. The one pipeline behind the reading, the chat and the CLI.
 */
export interface BirthPlace {
  lat: number;
  lng: number;
  /** IANA zone of the place, e.g. 'Europe/Lisbon'. */
  zone: string;
}

export interface BirthRequest {
  /** YYYY-MM-DD, local to the place. */
  date: string;
  /** HH:MM local, or null when unknown. */
  time: string | null;
  place: BirthPlace;
}

export interface UnknownTimeSpread {
  moonSignCandidates: ZodiacSign[];
  /** Local HH:MM when the Moon changed sign that day, or null when it did not. */
  moonSignChangeLocalTime: string | null;
  phaseCandidates: MoonPhase[];
  phaseChangeLocalTime: string | null;
}

export interface NatalChart {
  utcMs: number;
  zone: string;
  offsetSeconds: number;
  offsetMinutes: number;
  timeKnown: boolean;
  /** The time as entered (noon when unknown). */
  enteredLocalTime: string;
  /** What a correctly set clock showed at the instant used (differs in a DST gap). */
  clockTime: string;
  resolution: 'exact' | 'gap' | 'overlap' | 'local-mean-time';
  note?: string;
  sky: SkyAt;
  unknownTime: UnknownTimeSpread | null;
}

export type NatalResult = { ok: true; chart: NatalChart } | { ok: false; error: string };

export const computeNatal = (rules: ZoneRules, { date, time, place }: BirthRequest): NatalResult => {
  const birth = { date, time, zone: place.zone, longitude: place.lng };
  const resolved = localToUtc(rules, birth);
  if (!resolved.ok) return { ok: false, error: resolved.error.message };

  const localClock = (utcMs: number | null): string | null => {
    if (utcMs === null) return null;
    const local = utcToLocal(rules, utcMs, place.zone, place.lng);
    return local.ok ? local.time : null;
  };

  let unknownTime: UnknownTimeSpread | null = null;
  if (!resolved.timeKnown) {
    const day = localDayBounds(rules, date, place.zone, place.lng);
    if (!day.ok) return { ok: false, error: day.error.message };
    const spread = skyOverLocalDay({ ...day, noonUtcMs: resolved.utcMs });
    unknownTime = {
      moonSignCandidates: spread.moonSignCandidates,
      moonSignChangeLocalTime: localClock(spread.moonSignChangeUtcMs),
      phaseCandidates: spread.phaseCandidates,
      phaseChangeLocalTime: localClock(spread.phaseChangeUtcMs),
    };
  }

  return {
    ok: true,
    chart: {
      utcMs: resolved.utcMs,
      zone: place.zone,
      offsetSeconds: resolved.offsetSeconds,
      offsetMinutes: resolved.offsetMinutes,
      timeKnown: resolved.timeKnown,
      enteredLocalTime: resolved.localTime,
      clockTime: localClock(resolved.utcMs) ?? resolved.localTime,
      resolution: resolved.resolution,
      ...(resolved.note === undefined ? {} : { note: resolved.note }),
      sky: skyAt(resolved.utcMs),
      unknownTime,
    },
  };
};
