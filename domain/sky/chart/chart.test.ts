import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normaliseDegrees } from '../astro';
import { moonLongitudeAt } from '../astro/sky';
import { CHART_POINTS, PLANETS, natalChartAt } from './index';

const J2000_MS = Date.UTC(2000, 0, 1, 12);

describe('a chart with a known time', () => {
  const chart = natalChartAt({ utcMs: J2000_MS, lat: 51.5, lng: 0, timeKnown: true });

  it('has every point, the angles and Placidus houses', () => {
    expect(Object.keys(chart.bodies)).toEqual([...CHART_POINTS]);
    expect(chart.houses?.system).toBe('placidus');
    expect(chart.ascendant?.sign).toBe('aries');
    expect(chart.midheaven?.sign).toBe('capricorn');
    expect(chart.moonRange).toBeNull();
  });

  it('puts the noon Sun near the top of the chart, in the 9th or 10th house', () => {
    // At local noon the Sun culminates, a little either side of the MC.
    expect([9, 10]).toContain(chart.bodies.sun.house);
  });

  it('counts elements and modalities over the ten bodies, not the node', () => {
    // J2000: Sun, Mercury capricorn; Moon scorpio; Venus, Pluto sagittarius; Mars, Uranus,
    // Neptune aquarius; Jupiter aries; Saturn taurus.
    expect(chart.elements).toEqual({ fire: 3, earth: 3, air: 3, water: 1 });
    expect(chart.modalities).toEqual({ cardinal: 3, fixed: 5, mutable: 2 });
  });

  it('finds the J2000 Sun–Mercury conjunction (8.5° apart, inside the Sun’s 10°)', () => {
    expect(chart.aspects).toContainEqual({ a: 'sun', b: 'mercury', type: 'conjunction', orb: 8.48 });
  });
});

describe('a chart with an unknown time', () => {
  const day = { startUtcMs: Date.UTC(2000, 0, 1), endUtcMs: Date.UTC(2000, 0, 2) };
  const chart = natalChartAt({ utcMs: J2000_MS, lat: 51.5, lng: 0, timeKnown: false, localDay: day });

  it('has no angles, houses or body houses', () => {
    expect(chart.ascendant).toBeNull();
    expect(chart.midheaven).toBeNull();
    expect(chart.houses).toBeNull();
    for (const point of CHART_POINTS) expect(chart.bodies[point].house).toBeNull();
  });

  it('gives the Moon’s range over the local day', () => {
    expect(chart.moonRange?.start.longitude).toBeCloseTo(moonLongitudeAt(day.startUtcMs), 9);
    expect(chart.moonRange?.end.longitude).toBeCloseTo(moonLongitudeAt(day.endUtcMs), 9);
    expect(chart.moonRange?.signs).toEqual(['scorpio']);
    const travelled = normaliseDegrees(chart.moonRange!.end.longitude - chart.moonRange!.start.longitude);
    expect(travelled).toBeGreaterThan(11);
    expect(travelled).toBeLessThan(16);
  });

  it('names both signs when the Moon changes sign during the day', () => {
    // 2015-02-10 in Tokyo: the Moon went from Libra into Scorpio.
    const tokyo = natalChartAt({
      utcMs: Date.UTC(2015, 1, 10, 3),
      lat: 35.68,
      lng: 139.69,
      timeKnown: false,
      localDay: { startUtcMs: Date.UTC(2015, 1, 9, 15), endUtcMs: Date.UTC(2015, 1, 10, 15) },
    });
    expect(tokyo.moonRange?.signs).toEqual(['libra', 'scorpio']);
  });
});

describe('any chart', () => {
  it('puts every body in exactly one house, consistent with the cusps, and balances ten bodies', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.double({ min: -89, max: 89, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (utcMs, lat, lng) => {
          const chart = natalChartAt({ utcMs, lat, lng, timeKnown: true });
          const cusps = chart.houses!.cusps;
          // The polar circle is at 90° − ε ≈ 66.56° (ε drifts slightly); between, either is right.
          if (Math.abs(lat) < 66.5) expect(chart.houses!.system).toBe('placidus');
          if (Math.abs(lat) > 66.6) expect(chart.houses!.system).toBe('equal');
          for (const point of CHART_POINTS) {
            const { longitude, house } = chart.bodies[point];
            expect(house).not.toBeNull();
            const start = cusps[house! - 1]!;
            const end = cusps[house! % 12]!;
            expect(normaliseDegrees(longitude - start)).toBeLessThan(normaliseDegrees(end - start));
          }
          const total = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);
          expect(total(chart.elements)).toBe(PLANETS.length);
          expect(total(chart.modalities)).toBe(PLANETS.length);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('refuses an impossible place', () => {
    expect(() => natalChartAt({ utcMs: J2000_MS, lat: 91, lng: 0, timeKnown: true })).toThrow(RangeError);
    expect(() => natalChartAt({ utcMs: Number.NaN, lat: 0, lng: 0, timeKnown: true })).toThrow(RangeError);
  });
});
