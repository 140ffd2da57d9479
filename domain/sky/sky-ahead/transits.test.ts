import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { outerTransitsBetween, planetLongitudeAt } from './transits';
import { ASPECT_ANGLES, type NatalPoints, type Transit } from './sky-ahead.types';

const MINUTE = 60_000;
const DAY = 86_400_000;
const JAN_2027 = Date.UTC(2027, 0, 1);
const JAN_2028 = Date.UTC(2028, 0, 1);
const offsetFrom = (degrees: number, target: number) => ((((degrees - target) % 360) + 540) % 360) - 180;

/** How far a transit is from exact: the planet's angle from the natal point against the aspect's. */
const missDegrees = (natal: NatalPoints, transit: Transit) => {
  const natalLongitude = natal[transit.natalPoint]!;
  const separation = Math.abs(offsetFrom(planetLongitudeAt(transit.planet, transit.utcMs), natalLongitude));
  return Math.abs(separation - ASPECT_ANGLES[transit.aspect]);
};

describe('outerTransitsBetween', () => {
  it('finds a conjunction exactly when a planet stands on the natal point', () => {
    const at = Date.UTC(2027, 4, 10, 6, 30);
    const natal = { sun: planetLongitudeAt('jupiter', at), moon: 0, ascendant: null };
    const hits = outerTransitsBetween(natal, JAN_2027, JAN_2028).filter((t) => t.planet === 'jupiter' && t.aspect === 'conjunction' && t.natalPoint === 'sun');
    // Jupiter's retrograde may cross the point again later in the year; one hit is this one.
    expect(Math.min(...hits.map((t) => Math.abs(t.utcMs - at)))).toBeLessThan(MINUTE);
  });

  it('finds all three passes of a retrograde loop', () => {
    // Saturn goes direct through 25° Aries in mid-2027, back over it in its retrograde in
    // the autumn, and forward again in spring 2028.
    const natal = { sun: 25, moon: 200, ascendant: null };
    const hits = outerTransitsBetween(natal, JAN_2027, Date.UTC(2028, 5, 1)).filter((t) => t.planet === 'saturn' && t.natalPoint === 'sun' && t.aspect === 'conjunction');
    expect(hits).toHaveLength(3);
    const [first, second, third] = hits.map((t) => t.utcMs);
    const speedAt = (t: number) => offsetFrom(planetLongitudeAt('saturn', t + DAY), planetLongitudeAt('saturn', t));
    expect(speedAt(first!)).toBeGreaterThan(0);
    expect(speedAt(second!)).toBeLessThan(0);
    expect(speedAt(third!)).toBeGreaterThan(0);
  });

  it('lists no ascendant aspects when the ascendant is unknown', () => {
    const natal = { sun: 10, moon: 100, ascendant: null };
    const hits = outerTransitsBetween(natal, JAN_2027, JAN_2028);
    expect(hits.some((t) => t.natalPoint === 'ascendant')).toBe(false);
    const withAscendant = outerTransitsBetween({ ...natal, ascendant: 250 }, JAN_2027, JAN_2028);
    expect(withAscendant.filter((t) => t.natalPoint !== 'ascendant')).toEqual(hits);
  });

  it('every transit is exact within 0.01°, in time order, inside the window', () => {
    const longitudeArb = fc.double({ min: 0, max: 360, maxExcluded: true, noNaN: true });
    fc.assert(
      fc.property(
        fc.record({ sun: longitudeArb, moon: longitudeArb, ascendant: fc.option(longitudeArb, { nil: null }) }),
        fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2050, 0, 1) }),
        (natal, from) => {
          const until = from + 365 * DAY;
          const hits = outerTransitsBetween(natal, from, until);
          hits.forEach((hit, i) => {
            expect(missDegrees(natal, hit)).toBeLessThan(0.01);
            expect(hit.utcMs).toBeGreaterThanOrEqual(from);
            expect(hit.utcMs).toBeLessThan(until);
            if (i > 0) expect(hit.utcMs).toBeGreaterThanOrEqual(hits[i - 1]!.utcMs);
          });
        },
      ),
      { numRuns: 4 },
    );
  });

  it('rejects a natal longitude that is not a number', () => {
    expect(() => outerTransitsBetween({ sun: Number.NaN, moon: 0, ascendant: null }, JAN_2027, JAN_2028)).toThrow(RangeError);
  });
});
