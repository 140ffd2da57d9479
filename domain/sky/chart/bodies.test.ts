import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Body, EclipticGeoMoon, GeoVector, RotateVector, Rotation_EQJ_EQD, e_tilt } from 'astronomy-engine';
import { normaliseDegrees } from '../astro';
import { astroTimeOf } from '../astro/sky';
import { CHART_POINTS, PLANETS, RETROGRADE_HALF_WINDOW_MS, longitudeChange, pointAt, pointLongitudeAt, trueNodeAtTime } from './bodies';

const J2000_MS = Date.UTC(2000, 0, 1, 12);
const instantArb = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) });
const gap = (a: number, b: number) => Math.abs(longitudeChange(a, b));

describe('positions at J2000.0 (2000-01-01 12:00 UT)', () => {
  // A Swiss Ephemeris chart for the instant, printed to the arcminute (so allowed 1′ = 0.0167°).
  const reference = {
    sun: [280, 22],
    moon: [223, 19],
    mercury: [271, 53],
    venus: [241, 34],
    mars: [327, 58],
    jupiter: [25, 15],
    saturn: [40, 24],
    uranus: [314, 48],
    neptune: [303, 12],
    pluto: [251, 27],
    trueNode: [123, 57],
  } as const;

  it.each(Object.entries(reference))('%s stands at %s°%s′', (point, [degrees, minutes]) => {
    const longitude = pointLongitudeAt(point as keyof typeof reference, J2000_MS);
    expect(gap(longitude, degrees + minutes / 60)).toBeLessThan(1 / 60 + 1e-3);
  });

  it('Saturn and the node are retrograde, the others direct', () => {
    const retro = CHART_POINTS.filter((p) => pointAt(p, J2000_MS).retrograde);
    expect(retro).toEqual(['saturn', 'trueNode']);
  });

  it('signs and degrees in sign follow from the longitude', () => {
    expect(pointAt('sun', J2000_MS)).toMatchObject({ sign: 'capricorn' });
    expect(pointAt('pluto', J2000_MS).degreeInSign).toBeCloseTo(11.45, 1);
  });
});

/**
 * Meeus, Astronomical Algorithms 2nd ed., ch. 47: the mean node plus the five largest
 * periodic terms of the true node. An independent route to check the state-vector node.
 */
function meeusTrueNode(utcMs: number): number {
  const T = astroTimeOf(utcMs).tt / 36525;
  const D = 297.8501921 + 445267.1114034 * T;
  const M = 357.5291092 + 35999.0502909 * T;
  const Mp = 134.9633964 + 477198.8675055 * T;
  const F = 93.272095 + 483202.0175233 * T;
  const mean = 125.0445479 - 1934.1362891 * T + 0.0020754 * T * T;
  const s = (deg: number) => Math.sin((deg * Math.PI) / 180);
  return normaliseDegrees(mean - 1.4979 * s(2 * (D - F)) - 0.15 * s(M) - 0.1226 * s(2 * D) + 0.1176 * s(2 * F) - 0.0801 * s(2 * (Mp - F)));
}

/** The node of the orbit plane through two Moon positions 10 minutes either side: r₁ × r₂ ≈ normal. */
function chordNode(utcMs: number): number {
  const unit = (ms: number) => {
    const { lon, lat } = EclipticGeoMoon(astroTimeOf(ms));
    const [l, b] = [(lon * Math.PI) / 180, (lat * Math.PI) / 180];
    return [Math.cos(b) * Math.cos(l), Math.cos(b) * Math.sin(l), Math.sin(b)] as const;
  };
  const [a, c] = [unit(utcMs - 600_000), unit(utcMs + 600_000)];
  const hx = a[1] * c[2] - a[2] * c[1];
  const hy = a[2] * c[0] - a[0] * c[2];
  return normaliseDegrees((Math.atan2(hx, -hy) * 180) / Math.PI);
}

describe('the true node', () => {
  it('agrees with the node of a short chord of the Moon’s path within 0.001°', () => {
    fc.assert(
      fc.property(instantArb, (utcMs) => {
        expect(gap(trueNodeAtTime(astroTimeOf(utcMs)), chordNode(utcMs))).toBeLessThan(0.001);
      }),
      { numRuns: 100 },
    );
  });

  it('stays within 0.35° of Meeus’ five-term true-node series (it omits the smaller terms)', () => {
    fc.assert(
      fc.property(instantArb, (utcMs) => {
        expect(gap(trueNodeAtTime(astroTimeOf(utcMs)), meeusTrueNode(utcMs))).toBeLessThan(0.35);
      }),
      { numRuns: 100 },
    );
  });

  it('stays within 2° of the mean node (its oscillation is about ±1.6°)', () => {
    const t = astroTimeOf(J2000_MS);
    expect(gap(trueNodeAtTime(t), 125.0445)).toBeLessThan(2);
    expect(gap(trueNodeAtTime(t), 125.0445)).toBeGreaterThan(0.5);
  });
});

describe('retrograde flags', () => {
  it('a body is retrograde exactly when its longitude falls across the window', () => {
    fc.assert(
      fc.property(instantArb, fc.constantFrom(...CHART_POINTS.filter((p) => p !== 'sun' && p !== 'moon')), (utcMs, point) => {
        const before = pointLongitudeAt(point, utcMs - RETROGRADE_HALF_WINDOW_MS);
        const after = pointLongitudeAt(point, utcMs + RETROGRADE_HALF_WINDOW_MS);
        expect(pointAt(point, utcMs).retrograde).toBe(longitudeChange(before, after) < 0);
      }),
      { numRuns: 100 },
    );
  });

  it('the Sun and Moon are never retrograde', () => {
    fc.assert(
      fc.property(instantArb, (utcMs) => {
        expect(pointAt('sun', utcMs).retrograde).toBe(false);
        expect(pointAt('moon', utcMs).retrograde).toBe(false);
      }),
      { numRuns: 50 },
    );
  });

  it('Mercury is retrograde about a fifth of the time, the node most of the time', () => {
    const days = Array.from({ length: 366 }, (_, k) => Date.UTC(2023, 0, 1) + k * 86_400_000);
    const share = (p: (typeof CHART_POINTS)[number]) => days.filter((t) => pointAt(p, t).retrograde).length / days.length;
    expect(share('mercury')).toBeGreaterThan(0.12);
    expect(share('mercury')).toBeLessThan(0.28);
    expect(share('trueNode')).toBeGreaterThan(0.6);
  });

  it('longitude change takes the short way across 0°', () => {
    expect(longitudeChange(359.9, 0.1)).toBeCloseTo(0.2, 10);
    expect(longitudeChange(0.1, 359.9)).toBeCloseTo(-0.2, 10);
  });
});

/**
 * The same apparent vector taken the other way round: into the true equator of date, then
 * tilted by the true obliquity onto the ecliptic. A J2000 frame would be off by ~0.3°.
 */
function viaEquatorOfDate(body: Body, utcMs: number): number {
  const time = astroTimeOf(utcMs);
  const v = RotateVector(Rotation_EQJ_EQD(time), GeoVector(body, time, true));
  const e = (e_tilt(time).tobl * Math.PI) / 180;
  const y = v.y * Math.cos(e) + v.z * Math.sin(e);
  return normaliseDegrees((Math.atan2(y, v.x) * 180) / Math.PI);
}

describe('longitudes', () => {
  it('planets agree with the equator-of-date route within 0.001°', () => {
    const bodies = { mercury: Body.Mercury, venus: Body.Venus, mars: Body.Mars, jupiter: Body.Jupiter, pluto: Body.Pluto } as const;
    fc.assert(
      fc.property(instantArb, fc.constantFrom(...(Object.keys(bodies) as (keyof typeof bodies)[])), (utcMs, planet) => {
        expect(gap(pointLongitudeAt(planet, utcMs), viaEquatorOfDate(bodies[planet], utcMs))).toBeLessThan(0.001);
      }),
      { numRuns: 100 },
    );
  });

  it('every point lies in [0, 360) and its sign and degree agree with it', () => {
    fc.assert(
      fc.property(instantArb, fc.constantFrom(...PLANETS), (utcMs, planet) => {
        const at = pointAt(planet, utcMs);
        expect(at.longitude).toBeGreaterThanOrEqual(0);
        expect(at.longitude).toBeLessThan(360);
        expect(at.degreeInSign).toBeGreaterThanOrEqual(0);
        expect(at.degreeInSign).toBeLessThan(30);
      }),
      { numRuns: 100 },
    );
  });
});
