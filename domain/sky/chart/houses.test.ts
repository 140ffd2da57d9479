import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normaliseDegrees } from '../astro';
import { astroTimeOf } from '../astro/sky';
import { anglesAt, anglesFor, houseOf, housesFor } from './houses';

const DEG = Math.PI / 180;
const instantArb = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) });
const lngArb = fc.double({ min: -180, max: 180, noNaN: true });
/** Comfortably outside the polar circles, where Placidus is defined. */
const temperateLatArb = fc.double({ min: -66, max: 66, noNaN: true });
const polarLatArb = fc.oneof(fc.double({ min: 66.6, max: 89.9, noNaN: true }), fc.double({ min: -89.9, max: -66.6, noNaN: true }));
const ramcArb = fc.double({ min: 0, max: 359.999, noNaN: true });
const OBLIQUITY = 23.4377;

const signedGap = (from: number, to: number) => {
  const d = normaliseDegrees(to - from);
  return d > 180 ? d - 360 : d;
};

/** RA, declination and hour angle of an ecliptic point (latitude 0) under a RAMC. */
const equatorialOf = (longitude: number, ramc: number, obliquity: number) => {
  const l = longitude * DEG;
  const e = obliquity * DEG;
  const ra = Math.atan2(Math.sin(l) * Math.cos(e), Math.cos(l)) / DEG;
  const dec = Math.asin(Math.sin(e) * Math.sin(l)) / DEG;
  return { ra, dec, hourAngle: signedGap(ra, ramc) };
};

const altitudeOf = (longitude: number, ramc: number, obliquity: number, lat: number) => {
  const { dec, hourAngle } = equatorialOf(longitude, ramc, obliquity);
  const sinAlt = Math.sin(lat * DEG) * Math.sin(dec * DEG) + Math.cos(lat * DEG) * Math.cos(dec * DEG) * Math.cos(hourAngle * DEG);
  return Math.asin(sinAlt) / DEG;
};

describe('the angles', () => {
  it('local sidereal time matches Meeus’ mean sidereal time (12.4) within 0.01°', () => {
    fc.assert(
      fc.property(instantArb, lngArb, (utcMs, lng) => {
        const d = astroTimeOf(utcMs).ut;
        const T = d / 36525;
        const gmst = 280.46061837 + 360.98564736629 * d + 0.000387933 * T * T - (T * T * T) / 38710000;
        expect(Math.abs(signedGap(gmst + lng, anglesAt(utcMs, 0, lng).ramc))).toBeLessThan(0.01);
      }),
      { numRuns: 100 },
    );
  });

  it('the ascendant is on the eastern horizon', () => {
    fc.assert(
      fc.property(ramcArb, fc.double({ min: -89, max: 89, noNaN: true }), (ramc, lat) => {
        const { ascendant } = anglesFor(ramc, OBLIQUITY, lat);
        expect(Math.abs(altitudeOf(ascendant, ramc, OBLIQUITY, lat))).toBeLessThan(1e-6);
        expect(equatorialOf(ascendant, ramc, OBLIQUITY).hourAngle).toBeLessThan(0);
      }),
    );
  });

  it('outside the polar circles the ascendant lies within 180° ahead of the midheaven', () => {
    fc.assert(
      fc.property(ramcArb, temperateLatArb, (ramc, lat) => {
        const { ascendant, midheaven } = anglesFor(ramc, OBLIQUITY, lat);
        const ahead = normaliseDegrees(ascendant - midheaven);
        expect(ahead).toBeGreaterThan(0);
        expect(ahead).toBeLessThan(180);
      }),
    );
  });

  it('the midheaven culminates: its right ascension is the RAMC', () => {
    fc.assert(
      fc.property(ramcArb, temperateLatArb, (ramc, lat) => {
        const { midheaven } = anglesFor(ramc, OBLIQUITY, lat);
        expect(Math.abs(equatorialOf(midheaven, ramc, OBLIQUITY).hourAngle)).toBeLessThan(1e-6);
      }),
    );
  });

  // Pinned regression values; the properties above are what establish correctness.
  it('London, J2000.0: MC 9°37′ Capricorn, ASC 24°17′ Aries', () => {
    const angles = anglesAt(Date.UTC(2000, 0, 1, 12), 51.5, 0);
    expect(Math.abs(signedGap(angles.midheaven, 279 + 37 / 60))).toBeLessThan(0.02);
    expect(Math.abs(signedGap(angles.ascendant, 24 + 17 / 60))).toBeLessThan(0.02);
  });
});

describe('Placidus cusps', () => {
  const placidus = (ramc: number, lat: number) => {
    const angles = anglesFor(ramc, OBLIQUITY, lat);
    return { angles, houses: housesFor(angles, lat) };
  };

  it('cusp 1 is the ascendant and cusp 10 the midheaven', () => {
    fc.assert(
      fc.property(ramcArb, temperateLatArb, (ramc, lat) => {
        const { angles, houses } = placidus(ramc, lat);
        expect(houses.system).toBe('placidus');
        expect(houses.cusps[0]).toBe(angles.ascendant);
        expect(Math.abs(signedGap(houses.cusps[9]!, angles.midheaven))).toBeLessThan(1e-9);
      }),
    );
  });

  it('cusp n + 6 is opposite cusp n', () => {
    fc.assert(
      fc.property(ramcArb, temperateLatArb, (ramc, lat) => {
        const { cusps } = placidus(ramc, lat).houses;
        for (let n = 0; n < 6; n++) expect(Math.abs(signedGap(cusps[n]! + 180, cusps[n + 6]!))).toBeLessThan(1e-9);
      }),
    );
  });

  it('cusps increase around the circle, each house narrower than 180°, all twelve summing to 360°', () => {
    fc.assert(
      fc.property(ramcArb, temperateLatArb, (ramc, lat) => {
        const { cusps } = placidus(ramc, lat).houses;
        const widths = cusps.map((c, n) => normaliseDegrees(cusps[(n + 1) % 12]! - c));
        for (const w of widths) {
          expect(w).toBeGreaterThan(0);
          expect(w).toBeLessThan(180);
        }
        expect(widths.reduce((a, b) => a + b, 0)).toBeCloseTo(360, 6);
      }),
    );
  });

  it('cusps 11 and 12 sit a third and two thirds of their own semi-arc east of the meridian', () => {
    fc.assert(
      fc.property(ramcArb, temperateLatArb, (ramc, lat) => {
        const { cusps } = placidus(ramc, lat).houses;
        for (const [cusp, fraction] of [[cusps[10]!, 1 / 3], [cusps[11]!, 2 / 3]] as const) {
          const { dec, hourAngle } = equatorialOf(cusp, ramc, OBLIQUITY);
          const semiArc = 90 + Math.asin(Math.tan(lat * DEG) * Math.tan(dec * DEG)) / DEG;
          expect(hourAngle).toBeCloseTo(-fraction * semiArc, 6);
        }
      }),
    );
  });

  it('at the equator with the equinox culminating, the houses are the RA thirds', () => {
    // φ = 0 makes every semi-arc 90°, so cusps 11 and 12 are at RA 30° and 60°.
    const { cusps } = placidus(0, 0).houses;
    const atRa = (ra: number) => normaliseDegrees(Math.atan2(Math.sin(ra * DEG), Math.cos(ra * DEG) * Math.cos(OBLIQUITY * DEG)) / DEG);
    expect(cusps[10]).toBeCloseTo(atRa(30), 9);
    expect(cusps[11]).toBeCloseTo(atRa(60), 9);
    expect(cusps[0]).toBeCloseTo(90, 9);
  });
});

describe('beyond the polar circles', () => {
  it('equal houses from the ascendant are used, with a reason', () => {
    fc.assert(
      fc.property(ramcArb, polarLatArb, (ramc, lat) => {
        const angles = anglesFor(ramc, OBLIQUITY, lat);
        const houses = housesFor(angles, lat);
        expect(houses.system).toBe('equal');
        expect(houses.reason).toMatch(/polar/);
        houses.cusps.forEach((c, n) => expect(Math.abs(signedGap(angles.ascendant + 30 * n, c))).toBeLessThan(1e-9));
      }),
    );
  });
});

describe('houseOf', () => {
  it('puts every longitude in exactly one house, the one whose arc holds it', () => {
    fc.assert(
      fc.property(ramcArb, fc.double({ min: -89, max: 89, noNaN: true }), fc.double({ min: 0, max: 359.999, noNaN: true }), (ramc, lat, longitude) => {
        const { cusps } = housesFor(anglesFor(ramc, OBLIQUITY, lat), lat);
        const holding = cusps.filter((c, n) => normaliseDegrees(longitude - c) < normaliseDegrees(cusps[(n + 1) % 12]! - c));
        expect(holding).toHaveLength(1);
        expect(houseOf(longitude, cusps)).toBe(cusps.indexOf(holding[0]!) + 1);
      }),
    );
  });

  it('a cusp belongs to the house it opens', () => {
    const cusps = Array.from({ length: 12 }, (_, k) => normaliseDegrees(100 + 30 * k));
    expect(houseOf(100, cusps)).toBe(1);
    expect(houseOf(99.999, cusps)).toBe(12);
    expect(houseOf(10, cusps)).toBe(10);
  });
});
