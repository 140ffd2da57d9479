/**
 * Exact aspects from the outer planets (Jupiter to Pluto) to the natal Sun, Moon and
 * Ascendant.
 *
 * Longitudes: apparent geocentric ecliptic longitude of date, GeoVector(body, t, true)
 * (light time and aberration) turned onto the true ecliptic of date by Ecliptic().
 *
 * Method: sample each planet's longitude daily (it moves under 0.25° a day), then for each
 * natal point and each aspect angle in both directions (a square is natal ± 90°) look for
 * sign changes of (planet − natal − angle) folded into (-180, 180], and bisect each to
 * under a second. A retrograde loop gives up to three hits, each found separately. A
 * station within a day of exactness can graze the angle without a sign change between
 * daily samples; that near-miss is not reported.
 */
import { Body, Ecliptic, GeoVector } from 'astronomy-engine';
import { astroTimeOf, MS_PER_DAY } from '../astro/sky';
import { bisectRoot, crossesZero, signedDegrees } from './roots';
import { ASPECT_ANGLES, OUTER_PLANETS, type Aspect, type NatalPoint, type NatalPoints, type OuterPlanet, type Transit } from './sky-ahead.types';

const BODIES: Record<OuterPlanet, Body> = {
  jupiter: Body.Jupiter,
  saturn: Body.Saturn,
  uranus: Body.Uranus,
  neptune: Body.Neptune,
  pluto: Body.Pluto,
};

const SAMPLE_STEP_MS = MS_PER_DAY;
const TOLERANCE_MS = 1_000;

export function planetLongitudeAt(planet: OuterPlanet, utcMs: number): number {
  return Ecliptic(GeoVector(BODIES[planet], astroTimeOf(utcMs), true)).elon;
}

/** Each aspect with the signed offsets (planet − natal) that make it exact. */
const ASPECT_OFFSETS: ReadonlyArray<{ aspect: Aspect; offset: number }> = (Object.keys(ASPECT_ANGLES) as Aspect[]).flatMap((aspect) => {
  const angle = ASPECT_ANGLES[aspect];
  return angle === 0 || angle === 180 ? [{ aspect, offset: angle }] : [{ aspect, offset: angle }, { aspect, offset: -angle }];
});

export function outerTransitsBetween(natal: NatalPoints, fromUtcMs: number, untilUtcMs: number): Transit[] {
  if (!Number.isFinite(fromUtcMs) || !Number.isFinite(untilUtcMs)) throw new RangeError('Transit search needs finite instants.');
  const points: Array<[NatalPoint, number]> = [
    ['sun', natal.sun],
    ['moon', natal.moon],
  ];
  if (natal.ascendant !== null) points.push(['ascendant', natal.ascendant]);
  for (const [name, longitude] of points) {
    if (!Number.isFinite(longitude)) throw new RangeError(`Natal ${name} longitude is not a number: ${longitude}.`);
  }
  if (!(untilUtcMs > fromUtcMs)) return [];

  const times: number[] = [];
  for (let t = fromUtcMs; t < untilUtcMs; t += SAMPLE_STEP_MS) times.push(t);
  times.push(untilUtcMs);

  const found: Transit[] = [];
  for (const planet of OUTER_PLANETS) {
    // One ephemeris call per sample, shared by every natal point and aspect.
    const longitudes = times.map((t) => planetLongitudeAt(planet, t));
    for (const [natalPoint, natalLongitude] of points) {
      for (const { aspect, offset } of ASPECT_OFFSETS) {
        const gap = (longitude: number) => signedDegrees(longitude - natalLongitude - offset);
        for (let i = 0; i + 1 < times.length; i++) {
          const a = times[i]!;
          const b = times[i + 1]!;
          if (!crossesZero(gap(longitudes[i]!), gap(longitudes[i + 1]!))) continue;
          const utcMs = bisectRoot((t) => gap(planetLongitudeAt(planet, t)), a, b, TOLERANCE_MS);
          if (utcMs >= fromUtcMs && utcMs < untilUtcMs) found.push({ planet, aspect, natalPoint, utcMs });
        }
      }
    }
  }
  return found.sort((x, y) => x.utcMs - y.utcMs);
}
