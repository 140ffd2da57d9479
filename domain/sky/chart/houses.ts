/**
 * The angles (ascendant, midheaven) and Placidus house cusps for an instant and a place.
 *
 * RAMC = local apparent sidereal time (Greenwich apparent sidereal time + east longitude);
 * ε = true obliquity of date. Placidus divides each point's diurnal and nocturnal
 * semi-arcs into thirds; it has no solution where some ecliptic degrees never rise or
 * set (|φ| > 90° − ε, inside the polar circles), and there we use equal houses from the
 * ascendant and say why.
 */
import { SiderealTime, e_tilt } from 'astronomy-engine';
import { normaliseDegrees } from '../astro';
import { astroTimeOf } from '../astro/sky';

const DEG = Math.PI / 180;
const RAD = 180 / Math.PI;

export interface Angles {
  /** Right ascension of the meridian, degrees [0, 360). */
  ramc: number;
  /** True obliquity of the ecliptic of date, degrees. */
  obliquity: number;
  ascendant: number;
  midheaven: number;
}

export type HouseSystem = 'placidus' | 'equal';

export interface Houses {
  system: HouseSystem;
  /** Twelve cusp longitudes [0, 360), cusp 1 first. */
  cusps: number[];
  /** Why Placidus was not used, when it was not. */
  reason: string | null;
}

/** Longitude of the ecliptic point with right ascension `ra` (same quadrant). */
const longitudeOfRa = (ra: number, obliquity: number): number =>
  normaliseDegrees(Math.atan2(Math.sin(ra * DEG), Math.cos(ra * DEG) * Math.cos(obliquity * DEG)) * RAD);

export function anglesFor(ramc: number, obliquity: number, lat: number): Angles {
  const r = ramc * DEG;
  const e = obliquity * DEG;
  const midheaven = longitudeOfRa(ramc, obliquity);
  let ascendant = normaliseDegrees(
    Math.atan2(Math.cos(r), -(Math.sin(r) * Math.cos(e) + Math.tan(lat * DEG) * Math.sin(e))) * RAD,
  );
  // The formula's root is the eastern intersection, which lies within 180° ahead of the MC
  // outside the polar circles; inside them the opposite root can come out, so take the
  // horizon point that is rising (the one east of the meridian).
  if (!isEastOfMeridian(ascendant, ramc, obliquity)) ascendant = normaliseDegrees(ascendant + 180);
  return { ramc, obliquity, ascendant, midheaven };
}

/** True when the ecliptic point's hour angle is negative (it has yet to culminate). */
export function isEastOfMeridian(longitude: number, ramc: number, obliquity: number): boolean {
  const l = longitude * DEG;
  const ra = Math.atan2(Math.sin(l) * Math.cos(obliquity * DEG), Math.cos(l)) * RAD;
  return Math.sin((ramc - ra) * DEG) < 0;
}

export function anglesAt(utcMs: number, lat: number, lng: number): Angles {
  const time = astroTimeOf(utcMs);
  const ramc = normaliseDegrees(SiderealTime(time) * 15 + lng);
  return anglesFor(ramc, e_tilt(time).tobl, lat);
}

const MAX_ITERATIONS = 100;
const TOLERANCE_DEGREES = 1e-9;

/**
 * One Placidus cusp: the ecliptic point whose RA sits `offset + fraction × DSA` east of
 * the RAMC, DSA being that point's own diurnal semi-arc. Solved by fixed-point iteration
 * from the RA-only guess; null when a semi-arc is undefined or it does not settle.
 */
function placidusCusp(ramc: number, obliquity: number, lat: number, offset: number, fraction: number): number | null {
  const tanLat = Math.tan(lat * DEG);
  const sinE = Math.sin(obliquity * DEG);
  let longitude = longitudeOfRa(ramc + offset + fraction * 90, obliquity);
  for (let i = 0; i < MAX_ITERATIONS; i++) {
    const declination = Math.asin(sinE * Math.sin(longitude * DEG));
    const x = tanLat * Math.tan(declination);
    if (!(Math.abs(x) < 1)) return null;
    const semiArc = 90 + Math.asin(x) * RAD;
    const next = longitudeOfRa(ramc + offset + fraction * semiArc, obliquity);
    const step = Math.abs(normaliseDegrees(next - longitude + 180) - 180);
    longitude = next;
    if (step < TOLERANCE_DEGREES) return longitude;
  }
  return null;
}

export function equalHouses(ascendant: number): number[] {
  return Array.from({ length: 12 }, (_, k) => normaliseDegrees(ascendant + 30 * k));
}

export function housesFor(angles: Angles, lat: number): Houses {
  const { ramc, obliquity, ascendant, midheaven } = angles;
  if (Math.abs(lat) >= 90 - obliquity) {
    return {
      system: 'equal',
      cusps: equalHouses(ascendant),
      reason: `Placidus is undefined beyond the polar circles (|latitude| ≥ ${(90 - obliquity).toFixed(2)}°); equal houses from the ascendant.`,
    };
  }
  // Cusps 11 and 12 take 1/3 and 2/3 of the diurnal semi-arc east of the MC; cusps 2 and 3
  // lie a third and two thirds of the nocturnal semi-arc (180° − DSA) past the ascendant:
  // DSA + (180° − DSA)/3 = 60° + 2/3·DSA and DSA + 2/3·(180° − DSA) = 120° + 1/3·DSA.
  const c11 = placidusCusp(ramc, obliquity, lat, 0, 1 / 3);
  const c12 = placidusCusp(ramc, obliquity, lat, 0, 2 / 3);
  const c2 = placidusCusp(ramc, obliquity, lat, 60, 2 / 3);
  const c3 = placidusCusp(ramc, obliquity, lat, 120, 1 / 3);
  if (c11 === null || c12 === null || c2 === null || c3 === null) {
    return { system: 'equal', cusps: equalHouses(ascendant), reason: 'The Placidus iteration did not settle here; equal houses from the ascendant.' };
  }
  const half = [ascendant, c2, c3, normaliseDegrees(midheaven + 180), normaliseDegrees(c11 + 180), normaliseDegrees(c12 + 180)];
  return { system: 'placidus', cusps: [...half, ...half.map((c) => normaliseDegrees(c + 180))], reason: null };
}

/** The house (1–12) holding a longitude: from cusp n up to, not including, cusp n + 1. */
export function houseOf(longitude: number, cusps: readonly number[]): number {
  for (let n = 0; n < 12; n++) {
    const start = cusps[n] ?? 0;
    const width = normaliseDegrees((cusps[(n + 1) % 12] ?? 0) - start);
    if (normaliseDegrees(longitude - start) < width) return n + 1;
  }
  // Only reachable if cusps coincide; the first house is as good as any.
  return 1;
}
