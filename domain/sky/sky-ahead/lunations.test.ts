import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { elongationAt, moonLongitudeAt, positionOf } from '../astro';
import { lunationsBetween } from './lunations';

const MINUTE = 60_000;
const DAY = 86_400_000;
const JAN_2027 = Date.UTC(2027, 0, 1);
/** Folded into [-180, 180) so angles either side of 0 compare as close. */
const offsetFrom = (degrees: number, target: number) => ((((degrees - target) % 360) + 540) % 360) - 180;

describe('lunationsBetween', () => {
  const year = lunationsBetween(JAN_2027, { count: 26 });

  it('finds the first new and full moons of 2027 at their almanac times', () => {
    // Published: new moon 2027-01-07 20:24 UTC (Capricorn), full moon 2027-01-22 12:17 UTC (Leo).
    expect(year[0]).toMatchObject({ kind: 'new-moon', sign: 'capricorn' });
    expect(Math.abs(year[0]!.utcMs - Date.UTC(2027, 0, 7, 20, 24))).toBeLessThan(10 * MINUTE);
    expect(year[1]).toMatchObject({ kind: 'full-moon', sign: 'leo' });
    expect(Math.abs(year[1]!.utcMs - Date.UTC(2027, 0, 22, 12, 17))).toBeLessThan(10 * MINUTE);
  });

  it('alternates new and full moons in time order, 13 of each in 26', () => {
    year.slice(1).forEach((lunation, i) => {
      expect(lunation.kind).not.toBe(year[i]!.kind);
      expect(lunation.utcMs).toBeGreaterThan(year[i]!.utcMs);
    });
    expect(year.filter((l) => l.kind === 'new-moon')).toHaveLength(13);
  });

  it('spaces lunations about half a synodic month apart on average', () => {
    const meanDays = (year[25]!.utcMs - year[0]!.utcMs) / 25 / DAY;
    expect(meanDays).toBeGreaterThan(14.6);
    expect(meanDays).toBeLessThan(14.95);
  });

  it('puts each new moon at elongation 0 and each full moon at 180', () => {
    for (const lunation of year) {
      const target = lunation.kind === 'new-moon' ? 0 : 180;
      expect(Math.abs(offsetFrom(elongationAt(lunation.utcMs), target))).toBeLessThan(1e-3);
    }
  });

  it('reports the sign and degree of the Moon at that instant', () => {
    for (const lunation of year) {
      const position = positionOf(moonLongitudeAt(lunation.utcMs));
      expect(lunation.sign).toBe(position.sign);
      expect(lunation.degree).toBeCloseTo(position.degreeInSign, 9);
      expect(lunation.degree).toBeGreaterThanOrEqual(0);
      expect(lunation.degree).toBeLessThan(30);
    }
  });

  it('an end instant keeps exactly the lunations before it', () => {
    const until = Date.UTC(2027, 3, 1);
    const before = lunationsBetween(JAN_2027, { untilUtcMs: until });
    expect(before).toEqual(year.filter((l) => l.utcMs < until));
    expect(before).toHaveLength(6);
  });

  it('rejects a count that is not a whole number', () => {
    expect(() => lunationsBetween(JAN_2027, { count: 1.5 })).toThrow(RangeError);
    expect(() => lunationsBetween(JAN_2027, { count: -1 })).toThrow(RangeError);
  });

  it('the first lunation comes after the start and within 16 days of it', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2050, 0, 1) }), (from) => {
        const [first, second] = lunationsBetween(from, { count: 2 });
        expect(first!.utcMs).toBeGreaterThan(from);
        expect(first!.utcMs - from).toBeLessThan(16 * DAY);
        expect(second!.kind).not.toBe(first!.kind);
      }),
      { numRuns: 40 },
    );
  });

  it('starting from a found lunation lists the rest, not that one again', () => {
    const again = lunationsBetween(year[0]!.utcMs, { count: 3 });
    expect(again).toEqual(year.slice(1, 4));
  });
});
