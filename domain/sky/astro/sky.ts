/**
 * Where the Moon and the Sun stood at one instant, from astronomy-engine.
 *
 * Which functions, and why:
 * - Moon: `EclipticGeoMoon` gives the geocentric longitude on the TRUE ecliptic and
 *   equinox of date (precession and nutation applied), from the Improved Lunar Ephemeris.
 *   It is geometric, not light-time corrected; for the Moon that correction is about
 *   1.3 s of travel, i.e. under 1″ of longitude, far below anything a sign or phase can
 *   notice, so this is the apparent longitude of date for our purpose. (`GeoMoon` +
 *   `Ecliptic` gives the same frame with an extra precession round-trip.)
 * - Sun: `SunPosition` gives the apparent geocentric longitude on the true ecliptic of
 *   date: VSOP87 Earth, backdated by the light time (the Sun's annual aberration,
 *   about 20.5″), precession and nutation. It is what astronomy-engine's own equinox
 *   and solstice search uses. `EclipticLongitude` would be heliocentric, and
 *   `MoonPhase`/`PairLongitude` leave out the Sun's aberration, which would shift
 *   new and full moons by about 40 s against almanacs that use apparent longitudes.
 * - Illuminated fraction: from the same two position vectors (the Moon–Sun and
 *   Moon–Earth directions give the phase angle i, fraction = (1 + cos i) / 2). This is
 *   the quantity `Illumination(Body.Moon, t).phase_fraction` returns (they agree within
 *   1e-4 from 1900 to 2100) without a second lunar and VSOP evaluation.
 */
import { AstroTime, EclipticGeoMoon, SunPosition } from 'astronomy-engine';
import type { SkyAt } from './astro.types';
import { normaliseDegrees, phaseOf, positionOf } from './sign-and-phase';

/** astronomy-engine counts time in days from J2000.0 = 2000-01-01T12:00:00Z. */
const J2000_UTC_MS = 946_728_000_000;
export const MS_PER_DAY = 86_400_000;
const DEG = Math.PI / 180;

/** UTC stands in for UT1 (they differ by under 0.9 s, a few tenths of an arcsecond of Moon). */
export function astroTimeOf(utcMs: number): AstroTime {
  if (!Number.isFinite(utcMs)) throw new RangeError(`Not a finite instant: ${utcMs}`);
  return new AstroTime((utcMs - J2000_UTC_MS) / MS_PER_DAY);
}

export function utcMsOf(time: AstroTime): number {
  return Math.round(J2000_UTC_MS + time.ut * MS_PER_DAY);
}

/** The Moon's apparent ecliptic longitude of date alone: the cheap call for searches. */
export function moonLongitudeAt(utcMs: number): number {
  return normaliseDegrees(EclipticGeoMoon(astroTimeOf(utcMs)).lon);
}

export function sunLongitudeAt(utcMs: number): number {
  return normaliseDegrees(SunPosition(astroTimeOf(utcMs)).elon);
}

/** Moon minus Sun longitude in [0, 360): 0 at new moon, 180 at full moon. */
export function elongationAt(utcMs: number): number {
  return elongationAtTime(astroTimeOf(utcMs));
}

export function elongationAtTime(time: AstroTime): number {
  return normaliseDegrees(EclipticGeoMoon(time).lon - SunPosition(time).elon);
}

export function skyAt(utcMs: number): SkyAt {
  const time = astroTimeOf(utcMs);
  const moon = EclipticGeoMoon(time);
  const sun = SunPosition(time);
  const moonLongitude = normaliseDegrees(moon.lon);
  const sunLongitude = normaliseDegrees(sun.elon);
  const elongation = normaliseDegrees(moonLongitude - sunLongitude);

  // Both vectors are in the true ecliptic of date, in AU, so they can be subtracted.
  const cosLat = Math.cos(moon.lat * DEG);
  const mx = moon.dist * cosLat * Math.cos(moon.lon * DEG);
  const my = moon.dist * cosLat * Math.sin(moon.lon * DEG);
  const mz = moon.dist * Math.sin(moon.lat * DEG);
  const toSunX = sun.vec.x - mx;
  const toSunY = sun.vec.y - my;
  const toSunZ = sun.vec.z - mz;
  const cosPhaseAngle = -(mx * toSunX + my * toSunY + mz * toSunZ) / (moon.dist * Math.hypot(toSunX, toSunY, toSunZ));
  const illumination = Math.min(1, Math.max(0, (1 + cosPhaseAngle) / 2));

  return {
    utcMs,
    moon: positionOf(moonLongitude),
    sun: positionOf(sunLongitude),
    phase: { name: phaseOf(elongation), elongation, illumination },
  };
}
