import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moonLongitudeAt } from '../astro';
import { lunarReturnsBetween } from './lunar-returns';

const DAY = 86_400_000;
const offsetFrom = (degrees: number, target: number) => ((((degrees - target) % 360) + 540) % 360) - 180;

describe('lunarReturnsBetween', () => {
  it('puts the Moon back on the natal longitude within 0.01°, 27.2 to 27.5 days apart', () => {
    const natal = 123.456;
    const returns = lunarReturnsBetween(natal, Date.UTC(2027, 0, 1), Date.UTC(2028, 0, 1));
    expect(returns.length).toBeGreaterThanOrEqual(13);
    expect(returns.length).toBeLessThanOrEqual(14);
    for (const at of returns) expect(Math.abs(offsetFrom(moonLongitudeAt(at), natal))).toBeLessThan(0.01);
    // The tropical month averages 27.32 days; the Sun's pull stretches single ones to 27.2–27.5.
    returns.slice(1).forEach((at, i) => {
      const days = (at - returns[i]!) / DAY;
      expect(days).toBeGreaterThan(27.2);
      expect(days).toBeLessThan(27.5);
    });
  });

  it('every return is exact and none is missed, from any start and natal longitude', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 360, maxExcluded: true, noNaN: true }),
        fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2050, 0, 1) }),
        (natal, from) => {
          const until = from + 90 * DAY;
          const returns = lunarReturnsBetween(natal, from, until);
          expect(returns.length).toBeGreaterThanOrEqual(3);
          expect(returns.length).toBeLessThanOrEqual(4);
          expect(returns[0]! - from).toBeLessThan(27.6 * DAY);
          expect(until - returns[returns.length - 1]!).toBeLessThan(27.6 * DAY);
          for (const at of returns) expect(Math.abs(offsetFrom(moonLongitudeAt(at), natal))).toBeLessThan(0.01);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('rejects a natal longitude that is not a number', () => {
    expect(() => lunarReturnsBetween(Number.NaN, 0, DAY)).toThrow(RangeError);
  });
});
