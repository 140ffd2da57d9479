/**
 * Tonight's Moon where she is: for one local calendar date at one place, when the Moon
 * rises and sets, how much of it is lit, its phase and sign, when it next changes sign,
 * the void-of-course periods that touch the day, and the next new and full moon.
 *
 * Conventions (ADR 046):
 * - The local day is the zone's calendar date [first instant, first instant of the next
 *   date), by the project's local-time rules (`localDayBounds`): 23 or 25 hours across a
 *   clock change.
 * - Rise and set: the instant the Moon's UPPER LIMB crosses the horizon, with the standard
 *   34′ of refraction, for an observer at sea level with a flat horizon: the US Naval
 *   Observatory's definition. astronomy-engine's `SearchRiseSet` with `metersAboveGround`
 *   0 and the observer at height 0 does exactly that: topocentric apparent Moon, its
 *   topocentric semi-diameter added, target altitude −34′ × (air density at 0 m = 1), no
 *   horizon dip. The first rise (and first set) inside the local day; null when there is
 *   none, which happens about once a month for each, and for days on end at high latitudes
 *   where the Moon stays up or down.
 * - Illumination, phase and sign: at local noon, the instant the project reads a day by
 *   (a birth without a time is read at local noon too). Phase is one of the eight named
 *   45° sectors of the elongation, sign the tropical sign of the apparent geocentric
 *   longitude.
 * - Next ingress: the first change of the Moon's sign after local noon.
 * - Next new and full moon: the first at or after the start of the local day, so a new
 *   moon that falls today is today's.
 * - Void of course (the classical rule): from the Moon's last exact major aspect
 *   (conjunction, sextile, square, trine, opposition) to the Sun, Mercury, Venus, Mars,
 *   Jupiter or Saturn while in a sign, until it enters the next sign. Every such period
 *   that overlaps the local day is listed, whole (its start and end may lie outside the day).
 */
import { SearchRiseSet, Body, Observer } from 'astronomy-engine';
import { type MoonPhase, type ZodiacSign } from '../astro/astro.types';
import { nextFullMoonAfter, nextNewMoonAfter } from '../astro/cycle';
import { normaliseDegrees, signOf } from '../astro/sign-and-phase';
import { astroTimeOf, moonLongitudeAt, skyAt, utcMsOf, MS_PER_DAY } from '../astro/sky';
import { findTransitions } from '../astro/transitions';
import { pointLongitudeAt } from '../chart/bodies';
import { localDayBounds, type TimeFailure } from '../time/local-time';
import type { ZoneRules } from '../time/zone-rules.ports';
import { VOID_OF_COURSE_ASPECTS, VOID_OF_COURSE_PLANETS, type VoidOfCourseAspect, type VoidOfCoursePlanet } from './rules';

export interface MoonTonightInput {
  /** Degrees, north positive, [-90, 90]. */
  lat: number;
  /** Degrees, east positive, [-180, 180]. */
  lng: number;
  /** IANA zone name, e.g. 'Europe/Lisbon'. */
  zone: string;
  /** The local calendar date, 'YYYY-MM-DD'. */
  date: string;
}

export interface VoidOfCourse {
  /** The instant of the last major aspect in the sign (or the ingress into it, when it made none). */
  startUtcMs: number;
  /** The ingress into the next sign. */
  endUtcMs: number;
  /** The sign the Moon is void in. */
  sign: ZodiacSign;
  /** The sign it enters at the end. */
  nextSign: ZodiacSign;
  /** The aspect that starts the period; null when the Moon made none in that sign. */
  lastAspect: { planet: VoidOfCoursePlanet; aspect: VoidOfCourseAspect } | null;
}

export interface MoonTonight {
  date: string;
  zone: string;
  dayStartUtcMs: number;
  dayEndUtcMs: number;
  noonUtcMs: number;
  moonriseUtcMs: number | null;
  moonsetUtcMs: number | null;
  /** On a day with neither rise nor set: whether the Moon is above the horizon all day, or below; null otherwise. */
  allDay: 'up' | 'down' | null;
  /** Illuminated fraction of the disc at local noon, [0, 1]. */
  illumination: number;
  phase: MoonPhase;
  /** The Moon's tropical sign at local noon. */
  sign: ZodiacSign;
  nextIngress: { utcMs: number; sign: ZodiacSign };
  nextNewMoonUtcMs: number;
  nextFullMoonUtcMs: number;
  voidOfCourse: VoidOfCourse[];
}

export type MoonTonightResult = ({ ok: true } & MoonTonight) | TimeFailure | { ok: false; error: { kind: 'invalid-latitude'; message: string } };

/** The Moon stays in a sign at most about 2.7 days; 3 days either side of the day holds both bracketing ingresses. */
const SIGN_STAY_MAX_MS = 3 * MS_PER_DAY;
/** The Moon moves under 1.4° in two hours against any planet: no grid step can hold two aspects (they are ≥ 30° apart). */
const ASPECT_STEP_MS = 2 * 3_600_000;
/** Planets are sampled every 6 hours and interpolated between: they move under 2.5° a day and bend slowly. */
const PLANET_STEP_MS = 6 * 3_600_000;
const INGRESS_STEP_MS = 6 * 3_600_000;
const RESOLUTION_MS = 1_000;
/** Even at the poles the Moon rises and sets within a month. */
const ALL_DAY_SEARCH_DAYS = 32;

export function moonTonight(input: MoonTonightInput, rules: ZoneRules): MoonTonightResult {
  const { lat, lng, zone, date } = input;
  if (!Number.isFinite(lat) || lat < -90 || lat > 90) {
    return { ok: false, error: { kind: 'invalid-latitude', message: `Latitude must be a number of degrees from -90 to 90, north positive (got ${lat}).` } };
  }
  const day = localDayBounds(rules, date, zone, lng);
  if (!day.ok) return day;
  const { dayStartUtcMs, dayEndUtcMs, noonUtcMs } = day;

  const observer = new Observer(lat, lng, 0);
  const dayDays = (dayEndUtcMs - dayStartUtcMs) / MS_PER_DAY;
  const crossing = (direction: 1 | -1): number | null => {
    const found = SearchRiseSet(Body.Moon, observer, direction, astroTimeOf(dayStartUtcMs), dayDays, 0);
    if (found === null) return null;
    const utcMs = utcMsOf(found);
    return utcMs >= dayStartUtcMs && utcMs < dayEndUtcMs ? utcMs : null;
  };

  const moonriseUtcMs = crossing(1);
  const moonsetUtcMs = crossing(-1);
  /** With no crossing all day, the Moon is up if it next sets before it next rises (the same search, up to a month on). */
  const allDay = (): 'up' | 'down' | null => {
    if (moonriseUtcMs !== null || moonsetUtcMs !== null) return null;
    const nextRise = SearchRiseSet(Body.Moon, observer, 1, astroTimeOf(dayStartUtcMs), ALL_DAY_SEARCH_DAYS, 0);
    const nextSet = SearchRiseSet(Body.Moon, observer, -1, astroTimeOf(dayStartUtcMs), ALL_DAY_SEARCH_DAYS, 0);
    if (nextRise === null && nextSet === null) return null;
    if (nextRise === null) return 'up';
    if (nextSet === null) return 'down';
    return nextSet.ut < nextRise.ut ? 'up' : 'down';
  };

  const noon = skyAt(noonUtcMs);
  const ingresses = moonIngressesBetween(dayStartUtcMs - SIGN_STAY_MAX_MS, dayEndUtcMs + SIGN_STAY_MAX_MS);
  const nextIngress = ingresses.find((ingress) => ingress.utcMs > noonUtcMs);
  if (!nextIngress) throw new Error('No Moon ingress within three days of noon: the search window is wrong.');

  return {
    ok: true,
    date,
    zone,
    dayStartUtcMs,
    dayEndUtcMs,
    noonUtcMs,
    moonriseUtcMs,
    moonsetUtcMs,
    allDay: allDay(),
    illumination: noon.phase.illumination,
    phase: noon.phase.name,
    sign: noon.moon.sign,
    nextIngress,
    nextNewMoonUtcMs: nextNewMoonAfter(dayStartUtcMs - 1),
    nextFullMoonUtcMs: nextFullMoonAfter(dayStartUtcMs - 1),
    voidOfCourse: voidOfCourseOverlapping(ingresses, dayStartUtcMs, dayEndUtcMs),
  };
}

/** Every change of the Moon's sign in [fromUtcMs, untilUtcMs], to the second. */
export function moonIngressesBetween(fromUtcMs: number, untilUtcMs: number): Array<{ utcMs: number; from: ZodiacSign; sign: ZodiacSign }> {
  const samplesUtcMs: number[] = [];
  for (let t = fromUtcMs; t < untilUtcMs; t += INGRESS_STEP_MS) samplesUtcMs.push(t);
  samplesUtcMs.push(untilUtcMs);
  return findTransitions({ classify: (utcMs) => signOf(moonLongitudeAt(utcMs)), samplesUtcMs, resolutionMs: RESOLUTION_MS }).map((change) => ({
    utcMs: change.atUtcMs,
    from: change.from,
    sign: change.to,
  }));
}

/** An angle folded into (-180, 180]. */
const signed = (degrees: number): number => {
  const folded = normaliseDegrees(degrees);
  return folded > 180 ? folded - 360 : folded;
};

/** A planet's longitude on a 6-hour grid, interpolated linearly between samples (unwrapped across 0°). */
function planetTrack(planet: VoidOfCoursePlanet, fromUtcMs: number, untilUtcMs: number): (utcMs: number) => number {
  const times: number[] = [];
  for (let t = fromUtcMs; t < untilUtcMs + PLANET_STEP_MS; t += PLANET_STEP_MS) times.push(t);
  const longitudes = times.map((t) => pointLongitudeAt(planet, t));
  return (utcMs) => {
    const index = Math.min(Math.max(Math.floor((utcMs - fromUtcMs) / PLANET_STEP_MS), 0), times.length - 2);
    const t0 = times[index] ?? fromUtcMs;
    const a = longitudes[index] ?? 0;
    const b = longitudes[index + 1] ?? a;
    return a + (signed(b - a) * (utcMs - t0)) / PLANET_STEP_MS;
  };
}

interface ExactAspect {
  utcMs: number;
  planet: VoidOfCoursePlanet;
  aspect: VoidOfCourseAspect;
}

const ASPECT_OFFSETS: ReadonlyArray<{ aspect: VoidOfCourseAspect; offset: number }> = (
  Object.entries(VOID_OF_COURSE_ASPECTS) as Array<[VoidOfCourseAspect, number]>
).flatMap(([aspect, angle]) => (angle === 0 || angle === 180 ? [{ aspect, offset: angle }] : [{ aspect, offset: angle }, { aspect, offset: -angle }]));

/** Every exact major aspect of the Moon to the void-of-course planets in [fromUtcMs, untilUtcMs), in time order. */
export function moonAspectsBetween(fromUtcMs: number, untilUtcMs: number): ExactAspect[] {
  const times: number[] = [];
  for (let t = fromUtcMs; t < untilUtcMs; t += ASPECT_STEP_MS) times.push(t);
  times.push(untilUtcMs);
  const moon = times.map(moonLongitudeAt);
  const found: ExactAspect[] = [];
  for (const planet of VOID_OF_COURSE_PLANETS) {
    const track = planetTrack(planet, fromUtcMs, untilUtcMs);
    const planetAt = times.map(track);
    for (const { aspect, offset } of ASPECT_OFFSETS) {
      const gapAt = (i: number) => signed((moon[i] ?? 0) - (planetAt[i] ?? 0) - offset);
      for (let i = 0; i + 1 < times.length; i++) {
        const ga = gapAt(i);
        const gb = gapAt(i + 1);
        // The Moon always gains on every planet, so the gap rises through 0 once per crossing.
        if (!(ga <= 0 && gb > 0 && gb - ga < 180)) continue;
        let lo = times[i] ?? 0;
        let hi = times[i + 1] ?? 0;
        while (hi - lo > RESOLUTION_MS) {
          const mid = Math.floor((lo + hi) / 2);
          if (signed(moonLongitudeAt(mid) - track(mid) - offset) <= 0) lo = mid;
          else hi = mid;
        }
        if (hi >= fromUtcMs && hi < untilUtcMs) found.push({ utcMs: hi, planet, aspect });
      }
    }
  }
  return found.sort((x, y) => x.utcMs - y.utcMs);
}

/** The void-of-course periods (see the module comment) that overlap [dayStartUtcMs, dayEndUtcMs). */
function voidOfCourseOverlapping(
  ingresses: ReadonlyArray<{ utcMs: number; from: ZodiacSign; sign: ZodiacSign }>,
  dayStartUtcMs: number,
  dayEndUtcMs: number,
): VoidOfCourse[] {
  const periods: VoidOfCourse[] = [];
  for (let i = 0; i + 1 < ingresses.length; i++) {
    const into = ingresses[i];
    const out = ingresses[i + 1];
    if (!into || !out || out.utcMs <= dayStartUtcMs || into.utcMs >= dayEndUtcMs) continue;
    const last = moonAspectsBetween(into.utcMs, out.utcMs).at(-1);
    const startUtcMs = last?.utcMs ?? into.utcMs;
    if (startUtcMs >= dayEndUtcMs) continue;
    periods.push({
      startUtcMs,
      endUtcMs: out.utcMs,
      sign: into.sign,
      nextSign: out.sign,
      lastAspect: last ? { planet: last.planet, aspect: last.aspect } : null,
    });
  }
  return periods;
}

/** An instant as ISO 8601 in UTC, to the second: '2026-11-27T16:03:12Z'. */
export const isoInstant = (utcMs: number): string => new Date(Math.round(utcMs / 1000) * 1000).toISOString().replace('.000Z', 'Z');

/** The answer as the CLI prints it and the API sends it (ADR 046): instants in ISO 8601 UTC. */
export interface MoonTonightJson {
  date: string;
  moonrise: string | null;
  moonset: string | null;
  illumination: number;
  phase: MoonPhase;
  sign: ZodiacSign;
  nextNewMoon: string;
  nextFullMoon: string;
  voidOfCourse: Array<{
    start: string;
    end: string;
    sign: ZodiacSign;
    nextSign: ZodiacSign;
    lastAspect: { planet: VoidOfCoursePlanet; aspect: VoidOfCourseAspect } | null;
  }>;
}

export function moonTonightJson(tonight: MoonTonight): MoonTonightJson {
  return {
    date: tonight.date,
    moonrise: tonight.moonriseUtcMs === null ? null : isoInstant(tonight.moonriseUtcMs),
    moonset: tonight.moonsetUtcMs === null ? null : isoInstant(tonight.moonsetUtcMs),
    // Four decimals: a hundredth of a percent, finer than the disc can show.
    illumination: Math.round(tonight.illumination * 10_000) / 10_000,
    phase: tonight.phase,
    sign: tonight.sign,
    nextNewMoon: isoInstant(tonight.nextNewMoonUtcMs),
    nextFullMoon: isoInstant(tonight.nextFullMoonUtcMs),
    voidOfCourse: tonight.voidOfCourse.map((period) => ({
      start: isoInstant(period.startUtcMs),
      end: isoInstant(period.endUtcMs),
      sign: period.sign,
      nextSign: period.nextSign,
      lastAspect: period.lastAspect,
    })),
  };
}
