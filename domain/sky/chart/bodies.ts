/**
 * Where the ten chart bodies and the true lunar node stood at one instant: apparent
 * geocentric ecliptic longitudes on the true ecliptic and equinox of date.
 *
 * - Sun and Moon reuse the project's own helpers (`sunLongitudeAt`, `moonLongitudeAt`), so
 *   a chart agrees to the digit with the reading.
 * - Planets: `GeoVector(body, t, true)` (light time and aberration corrected, EQJ) then
 *   `Ecliptic`, which rotates into the true ecliptic of date (precession and nutation).
 *   astronomy-engine's VSOP87/Pluto models are good to well under an arcminute, far inside
 *   the 0.01° target against Swiss-Ephemeris-like references.
 * - True node: the osculating node, as the Swiss Ephemeris defines its "true node". The
 *   Moon's geocentric state vector (`GeoMoonState`, EQJ) is rotated into the true ecliptic
 *   of date; the orbit normal is h = r × v and the ascending node points along
 *   z × h = (−h.y, h.x, 0), so its longitude is atan2(h.x, −h.y). The frame's own rotation
 *   (precession, ~50″ a year) changes v by a part in 10⁸, so the method carries the lunar
 *   theory's accuracy, a few arcseconds to ~0.01°. Tests check it against the node of the
 *   chord between two Moon positions 20 minutes apart (another code path, agrees within
 *   0.001°) and against Meeus' five-term true-node series (ch. 47), which leaves out the
 *   smaller periodic terms and so differs by up to ~0.3°.
 */
import {
  Body,
  Ecliptic,
  GeoMoonState,
  GeoVector,
  RotateState,
  Rotation_EQJ_ECT,
  type AstroTime,
} from 'astronomy-engine';
import { normaliseDegrees, positionOf } from '../astro';
import type { ZodiacSign } from '../astro';
import { astroTimeOf, moonLongitudeAt, sunLongitudeAt } from '../astro/sky';

export const PLANETS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
export type Planet = (typeof PLANETS)[number];
/** The ten bodies and the node, in the order a chart lists them. */
export const CHART_POINTS = [...PLANETS, 'trueNode'] as const;
export type ChartPoint = (typeof CHART_POINTS)[number];

const RAD = 180 / Math.PI;

const ENGINE_BODY: Record<Exclude<Planet, 'sun' | 'moon'>, Body> = {
  mercury: Body.Mercury,
  venus: Body.Venus,
  mars: Body.Mars,
  jupiter: Body.Jupiter,
  saturn: Body.Saturn,
  uranus: Body.Uranus,
  neptune: Body.Neptune,
  pluto: Body.Pluto,
};

/** The osculating (true) ascending node of the Moon's geocentric orbit, degrees [0, 360). */
export function trueNodeAtTime(time: AstroTime): number {
  const s = RotateState(Rotation_EQJ_ECT(time), GeoMoonState(time));
  const hx = s.y * s.vz - s.z * s.vy;
  const hy = s.z * s.vx - s.x * s.vz;
  return normaliseDegrees(Math.atan2(hx, -hy) * RAD);
}

export function pointLongitudeAt(point: ChartPoint, utcMs: number): number {
  switch (point) {
    case 'sun':
      return sunLongitudeAt(utcMs);
    case 'moon':
      return moonLongitudeAt(utcMs);
    case 'trueNode':
      return trueNodeAtTime(astroTimeOf(utcMs));
    default:
      return normaliseDegrees(Ecliptic(GeoVector(ENGINE_BODY[point], astroTimeOf(utcMs), true)).elon);
  }
}

/**
 * Half the window for the retrograde test. Over ±1 h no body's daily motion can change
 * sign except within minutes of a station, where "retrograde" is a coin toss anyway.
 */
export const RETROGRADE_HALF_WINDOW_MS = 3_600_000;

/** Signed change of longitude across the window, taking the shorter way round 0°/360°. */
export function longitudeChange(before: number, after: number): number {
  const delta = normaliseDegrees(after - before);
  return delta > 180 ? delta - 360 : delta;
}

export interface BodyAt {
  longitude: number;
  sign: ZodiacSign;
  degreeInSign: number;
  retrograde: boolean;
}

export function pointAt(point: ChartPoint, utcMs: number): BodyAt {
  const { longitude, sign, degreeInSign } = positionOf(pointLongitudeAt(point, utcMs));
  // The Sun and Moon never move backwards along the ecliptic as seen from the Earth.
  const retrograde =
    point !== 'sun' &&
    point !== 'moon' &&
    longitudeChange(
      pointLongitudeAt(point, utcMs - RETROGRADE_HALF_WINDOW_MS),
      pointLongitudeAt(point, utcMs + RETROGRADE_HALF_WINDOW_MS),
    ) < 0;
  return { longitude, sign, degreeInSign, retrograde };
}
