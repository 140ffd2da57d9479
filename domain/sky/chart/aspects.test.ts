import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ASPECTS, ASPECT_TYPES, aspectsAmong, orbAllowed, separation } from './aspects';
import { CHART_POINTS, type ChartPoint } from './bodies';

const longitudesArb = fc.array(fc.double({ min: 0, max: 359.999, noNaN: true }), { minLength: 11, maxLength: 11 }).map(
  (ls) => CHART_POINTS.map((p, i) => [p, ls[i]!] as const),
);

describe('aspects', () => {
  it('finds a square across 0° and a luminary’s wider orb', () => {
    const aspects = aspectsAmong([
      ['sun', 355],
      ['mars', 84.5],
      ['venus', 200],
    ]);
    // Sun–Mars: 89.5° apart, square, orb 0.5. Sun–Venus 155°: nothing. Mars–Venus 115.5°: trine, orb 4.5.
    expect(aspects).toEqual([
      { a: 'sun', b: 'mars', type: 'square', orb: 0.5 },
      { a: 'mars', b: 'venus', type: 'trine', orb: 4.5 },
    ]);
  });

  it('the Sun and Moon widen the orb by 2°, other pairs do not', () => {
    expect(aspectsAmong([['moon', 0], ['saturn', 9.5]])).toEqual([{ a: 'moon', b: 'saturn', type: 'conjunction', orb: 9.5 }]);
    expect(aspectsAmong([['mars', 0], ['saturn', 9.5]])).toEqual([]);
    expect(aspectsAmong([['mars', 0], ['saturn', 66.5]])).toEqual([]);
    expect(aspectsAmong([['sun', 0], ['saturn', 66.5]])).toEqual([{ a: 'sun', b: 'saturn', type: 'sextile', orb: 6.5 }]);
  });

  it('every orb is within its table orb and matches the separation', () => {
    fc.assert(
      fc.property(longitudesArb, (points) => {
        const at = new Map<ChartPoint, number>(points);
        for (const { a, b, type, orb } of aspectsAmong(points)) {
          expect(orb).toBeLessThanOrEqual(orbAllowed(type, a, b));
          expect(Math.abs(separation(at.get(a)!, at.get(b)!) - ASPECTS[type].angle)).toBeCloseTo(orb, 2);
        }
      }),
    );
  });

  it('no pair within orb of an aspect is missed, and no pair has two', () => {
    fc.assert(
      fc.property(longitudesArb, (points) => {
        const found = aspectsAmong(points);
        for (let i = 0; i < points.length; i++)
          for (let j = i + 1; j < points.length; j++) {
            const [a, la] = points[i]!;
            const [b, lb] = points[j]!;
            const due = ASPECT_TYPES.filter((t) => Math.abs(separation(la, lb) - ASPECTS[t].angle) <= orbAllowed(t, a, b));
            expect(found.filter((x) => x.a === a && x.b === b).map((x) => x.type)).toEqual(due);
            expect(due.length).toBeLessThanOrEqual(1);
          }
      }),
    );
  });

  it('aspects come tightest first', () => {
    fc.assert(
      fc.property(longitudesArb, (points) => {
        const orbs = aspectsAmong(points).map((x) => x.orb);
        expect(orbs).toEqual([...orbs].sort((x, y) => x - y));
      }),
    );
  });
});
