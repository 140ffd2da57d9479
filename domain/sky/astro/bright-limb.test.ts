import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Body, GeoVector, RotateVector, Rotation_EQJ_EQD, SearchMoonQuarter, NextMoonQuarter, MakeTime } from 'astronomy-engine';
import { brightLimbAngle, brightLimbAngleAt, equatorialOfDate, type EquatorialDirection } from './bright-limb';
import { astroTimeOf } from './sky';
import { normaliseDegrees } from './sign-and-phase';

const DEG = Math.PI / 180;
const directionArb: fc.Arbitrary<EquatorialDirection> = fc.record({
  ra: fc.double({ min: -720, max: 720, noNaN: true }),
  dec: fc.double({ min: -89.9, max: 89.9, noNaN: true }),
});
const instantArb = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) });

/** Signed shortest angle from a to b, in (-180, 180]. */
const angleFrom = (a: number, b: number) => {
  const d = normaliseDegrees(b - a);
  return d > 180 ? d - 360 : d;
};

const unit = ({ ra, dec }: EquatorialDirection) => ({
  x: Math.cos(dec * DEG) * Math.cos(ra * DEG),
  y: Math.cos(dec * DEG) * Math.sin(ra * DEG),
  z: Math.sin(dec * DEG),
});
const dot = (a: { x: number; y: number; z: number }, b: { x: number; y: number; z: number }) => a.x * b.x + a.y * b.y + a.z * b.z;

/**
 * The same angle found another way: the target's direction projected on the sky's tangent plane
 * at the Moon, read against the local north and east unit vectors.
 */
const positionAngleByVectors = (target: { x: number; y: number; z: number }, moon: EquatorialDirection): number => {
  const ra = moon.ra * DEG;
  const dec = moon.dec * DEG;
  const north = { x: -Math.sin(dec) * Math.cos(ra), y: -Math.sin(dec) * Math.sin(ra), z: Math.cos(dec) };
  const east = { x: -Math.sin(ra), y: Math.cos(ra), z: 0 };
  return normaliseDegrees(Math.atan2(dot(target, east), dot(target, north)) / DEG);
};

/** Sun and Moon at least a degree apart and a degree short of opposite: the limb's direction is defined. */
const apart = (sun: EquatorialDirection, moon: EquatorialDirection) => Math.abs(dot(unit(sun), unit(moon))) < Math.cos(1 * DEG);

describe('the position angle of the bright limb', () => {
  it('reproduces Meeus, Astronomical Algorithms, example 48.a (1992 April 12, 0h: χ = 285.0°)', () => {
    expect(brightLimbAngle({ ra: 20.6579, dec: 8.6964 }, { ra: 134.6885, dec: 13.7684 })).toBeCloseTo(285.0, 1);
    expect(brightLimbAngleAt(Date.UTC(1992, 3, 12))).toBeCloseTo(285.0, 0);
  });

  it('is always an angle in [0, 360)', () => {
    fc.assert(
      fc.property(directionArb, directionArb, (sun, moon) => {
        const angle = brightLimbAngle(sun, moon);
        expect(angle).toBeGreaterThanOrEqual(0);
        expect(angle).toBeLessThan(360);
      }),
    );
  });

  it('agrees with the Sun’s direction projected on the sky at the Moon', () => {
    fc.assert(
      fc.property(directionArb, directionArb, (sun, moon) => {
        fc.pre(apart(sun, moon));
        expect(Math.abs(angleFrom(positionAngleByVectors(unit(sun), moon), brightLimbAngle(sun, moon)))).toBeLessThan(1e-6);
      }),
    );
  });

  it('mirrors east and west when the Sun is mirrored across the Moon’s hour circle', () => {
    fc.assert(
      fc.property(directionArb, directionArb, (sun, moon) => {
        fc.pre(apart(sun, moon));
        const mirrored = { ra: 2 * moon.ra - sun.ra, dec: sun.dec };
        expect(Math.abs(angleFrom(360 - brightLimbAngle(sun, moon), brightLimbAngle(mirrored, moon)))).toBeLessThan(1e-6);
      }),
    );
  });

  it('points north with the Sun due north, east with the Sun a little east on the equator', () => {
    expect(brightLimbAngle({ ra: 40, dec: 30 }, { ra: 40, dec: 0 })).toBeCloseTo(0, 9);
    expect(brightLimbAngle({ ra: 50, dec: 0 }, { ra: 40, dec: 0 })).toBeCloseTo(90, 9);
    expect(brightLimbAngle({ ra: 30, dec: 0 }, { ra: 40, dec: 0 })).toBeCloseTo(270, 9);
  });

  it('faces the Sun as astronomy-engine places it, seen from the Moon, at any instant 1900–2100 (within 0.3°)', () => {
    fc.assert(
      fc.property(instantArb, (utcMs) => {
        const time = astroTimeOf(utcMs);
        const toOfDate = Rotation_EQJ_EQD(time);
        const moonVector = RotateVector(toOfDate, GeoVector(Body.Moon, time, true));
        const sunVector = RotateVector(toOfDate, GeoVector(Body.Sun, time, true));
        // From the Moon the Sun sits at (Sun − Moon): a second geometry, without Meeus's far-Sun shortcut.
        const moonToSun = { x: sunVector.x - moonVector.x, y: sunVector.y - moonVector.y, z: sunVector.z - moonVector.z };
        const byVectors = positionAngleByVectors(moonToSun, equatorialOfDate(Body.Moon, time));
        expect(Math.abs(angleFrom(byVectors, brightLimbAngleAt(utcMs)))).toBeLessThan(0.3);
      }),
      { numRuns: 60 },
    );
  });

  it('at first quarter the lit limb faces west, toward the Sun; at last quarter it faces east', () => {
    let quarter = SearchMoonQuarter(MakeTime(new Date(Date.UTC(2024, 0, 1))));
    let checked = 0;
    while (checked < 24) {
      const utcMs = quarter.time.date.getTime();
      const time = astroTimeOf(utcMs);
      const sun = equatorialOfDate(Body.Sun, time);
      const moon = equatorialOfDate(Body.Moon, time);
      const angle = brightLimbAngleAt(utcMs);
      // The Sun is about 90° from the Moon at a quarter; the limb points along the great circle to it.
      const westward = angle > 180;
      if (quarter.quarter === 1) expect(westward).toBe(true);
      if (quarter.quarter === 3) expect(westward).toBe(false);
      if (quarter.quarter === 1 || quarter.quarter === 3) {
        expect(Math.abs(angleFrom(positionAngleByVectors(unit(sun), moon), angle))).toBeLessThan(1e-6);
        // Toward the Sun along the ecliptic: within about 30° of due west (or east) at any season.
        expect(Math.abs(angleFrom(quarter.quarter === 1 ? 270 : 90, angle))).toBeLessThan(35);
        checked += 1;
      }
      quarter = NextMoonQuarter(quarter);
    }
  });
});
