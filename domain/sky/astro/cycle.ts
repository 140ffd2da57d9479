/**
 * The lunar cycle around any instant: where the Moon is now and when the next new and
 * full moons fall.
 *
 * New and full moon follow the almanac definition (US Naval Observatory): the instants
 * when the Moon's apparent ecliptic longitude exceeds the Sun's by 0° and 180°. They
 * are found on the same elongation `skyAt` reports, so the phase at a found new moon
 * reads new-moon. astronomy-engine's `SearchMoonPhase` would do the search too, but on
 * longitudes without the Sun's aberration, about 40 s off the almanac.
 */
import { Search, type AstroTime } from 'astronomy-engine';
import type { BodyPosition, PhaseAt } from './astro.types';
import { MS_PER_DAY, astroTimeOf, elongationAt, elongationAtTime, skyAt, utcMsOf } from './sky';
import { normaliseDegrees } from './sign-and-phase';

export interface LunarCycle {
  utcMs: number;
  /** The phase now: name, elongation, illuminated fraction. */
  phase: PhaseAt;
  moon: BodyPosition;
  sun: BodyPosition;
  /** The last new moon at or before utcMs (the start of this cycle; utcMs itself within a second of one). */
  previousNewMoonUtcMs: number;
  /** The first new moon after utcMs (a cycle on when utcMs is within a second of one). */
  nextNewMoonUtcMs: number;
  /** The first full moon after utcMs (a cycle on when utcMs is within a second of one). */
  nextFullMoonUtcMs: number;
}

export const MEAN_SYNODIC_MONTH_DAYS = 29.530588853;
export const NEW_MOON_ELONGATION = 0;
export const FULL_MOON_ELONGATION = 180;
/**
 * The true instant can stray from the mean-motion estimate by almost a day (the lunar
 * orbit is eccentric); ±1.5 days brackets it and still holds only one crossing.
 */
const ESTIMATE_UNCERTAINTY_DAYS = 1.5;
const SEARCH_TOLERANCE_SECONDS = 0.1;
/**
 * The elongation gains about 0.5″ a second, so this is under a second of motion: an
 * instant this close to the target is AT it. That instant's crossing is the previous
 * one and the next is a cycle on, so the instants this module returns, fed back in,
 * give a consistent cycle rather than finding themselves again.
 */
const AT_TARGET_DEGREES = 1e-4;

export function currentCycle(utcMs: number): LunarCycle {
  const sky = skyAt(utcMs);
  return {
    utcMs,
    phase: sky.phase,
    moon: sky.moon,
    sun: sky.sun,
    previousNewMoonUtcMs: previousElongation(NEW_MOON_ELONGATION, utcMs),
    nextNewMoonUtcMs: nextElongation(NEW_MOON_ELONGATION, utcMs),
    nextFullMoonUtcMs: nextElongation(FULL_MOON_ELONGATION, utcMs),
  };
}

export function nextNewMoonAfter(utcMs: number): number {
  return nextElongation(NEW_MOON_ELONGATION, utcMs);
}

export function nextFullMoonAfter(utcMs: number): number {
  return nextElongation(FULL_MOON_ELONGATION, utcMs);
}

/** The first instant after utcMs at which the elongation reaches target (see AT_TARGET_DEGREES). */
export function nextElongation(targetDegrees: number, utcMs: number): number {
  let degreesToGo = normaliseDegrees(targetDegrees - elongationAt(utcMs));
  if (degreesToGo < AT_TARGET_DEGREES) degreesToGo += 360;
  const estimateDays = (MEAN_SYNODIC_MONTH_DAYS * degreesToGo) / 360;
  const fromDays = Math.max(estimateDays - ESTIMATE_UNCERTAINTY_DAYS, 0);
  return searchCrossing(targetDegrees, utcMs + fromDays * MS_PER_DAY, utcMs + (estimateDays + ESTIMATE_UNCERTAINTY_DAYS) * MS_PER_DAY);
}

/** The last instant at or before utcMs at which the elongation reached target (see AT_TARGET_DEGREES). */
export function previousElongation(targetDegrees: number, utcMs: number): number {
  const degreesSince = normaliseDegrees(elongationAt(utcMs) - targetDegrees);
  if (degreesSince < AT_TARGET_DEGREES || 360 - degreesSince < AT_TARGET_DEGREES) return utcMs;
  const estimateDays = (MEAN_SYNODIC_MONTH_DAYS * degreesSince) / 360;
  const toDays = Math.max(estimateDays - ESTIMATE_UNCERTAINTY_DAYS, 0);
  return searchCrossing(targetDegrees, utcMs - (estimateDays + ESTIMATE_UNCERTAINTY_DAYS) * MS_PER_DAY, utcMs - toDays * MS_PER_DAY);
}

/** The elongation rises through target once inside [fromMs, toMs]; find when. */
function searchCrossing(targetDegrees: number, fromMs: number, toMs: number): number {
  // Signed offset in (-180, 180]: negative before the target, positive after, and
  // continuous across the target (its jump sits half a cycle away, outside the window).
  const offset = (time: AstroTime) => {
    const degrees = normaliseDegrees(elongationAtTime(time) - targetDegrees);
    return degrees > 180 ? degrees - 360 : degrees;
  };
  const found = Search(offset, astroTimeOf(fromMs), astroTimeOf(toMs), { dt_tolerance_seconds: SEARCH_TOLERANCE_SECONDS });
  if (found === null) {
    throw new Error(`No elongation ${targetDegrees}° between ${fromMs} and ${toMs}: the search window is wrong.`);
  }
  return utcMsOf(found);
}
