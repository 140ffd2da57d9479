import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { natalChartAt, ZODIAC_SIGNS, type Aspect, type ZodiacSign } from '../../sky';
import { findPatterns, PLANETS, type ChartPattern, type PatternInput, type Planet } from './patterns';

/** The shorter arc between two longitudes, [0, 180]. */
const arc = (x: number, y: number) => {
  const d = (((x - y) % 360) + 360) % 360;
  return d > 180 ? 360 - d : d;
};
const ANGLES: Record<Aspect['type'], number> = { conjunction: 0, sextile: 60, square: 90, trine: 120, opposition: 180 };
const ORBS: Record<Aspect['type'], number> = { conjunction: 8, sextile: 6, square: 8, trine: 8, opposition: 8 };

/** A chart built from longitudes alone, with the chart code's orbs (2° wider for the Sun and Moon). */
const constructed = (longitudes: readonly number[], ascendant: number | null = null): PatternInput => {
  const signOf = (l: number): ZodiacSign => ZODIAC_SIGNS[Math.floor((((l % 360) + 360) % 360) / 30)]!;
  const houseOf = (l: number) => (ascendant === null ? null : Math.floor((((l - ascendant) % 360) + 360) % 360 / 30) + 1);
  const bodies = Object.fromEntries(PLANETS.map((p, i) => [p, { sign: signOf(longitudes[i]!), house: houseOf(longitudes[i]!) }])) as PatternInput['bodies'];
  const aspects: Aspect[] = [];
  for (let i = 0; i < PLANETS.length; i++) {
    for (let j = i + 1; j < PLANETS.length; j++) {
      const bonus = i < 2 || j < 2 ? 2 : 0;
      for (const type of Object.keys(ANGLES) as Aspect['type'][]) {
        const orb = Math.abs(arc(longitudes[i]!, longitudes[j]!) - ANGLES[type]);
        if (orb <= ORBS[type] + bonus) aspects.push({ a: PLANETS[i]!, b: PLANETS[j]!, type, orb });
      }
    }
  }
  return { bodies, aspects };
};

const linked = (input: PatternInput, a: Planet, b: Planet, type: Aspect['type']) =>
  input.aspects.some((x) => x.type === type && ((x.a === a && x.b === b) || (x.a === b && x.b === a)));

/** Every pattern the input holds, found by brute force over the pairs, triples and quadruples. */
const oracle = (input: PatternInput) => {
  const triples: Planet[][] = [];
  const tees: string[] = [];
  const crosses: Planet[][] = [];
  for (const a of PLANETS)
    for (const b of PLANETS)
      for (const c of PLANETS) {
        if (!(a < b && b < c)) continue;
        if (linked(input, a, b, 'trine') && linked(input, b, c, 'trine') && linked(input, a, c, 'trine')) triples.push([a, b, c]);
      }
  for (const a of PLANETS)
    for (const b of PLANETS)
      for (const apex of PLANETS)
        if (a < b && apex !== a && apex !== b && linked(input, a, b, 'opposition') && linked(input, apex, a, 'square') && linked(input, apex, b, 'square')) tees.push(`${apex}:${a}|${b}`);
  for (const a of PLANETS)
    for (const b of PLANETS)
      for (const c of PLANETS)
        for (const d of PLANETS) {
          if (!(a < b && c < d && a < c) || new Set([a, b, c, d]).size < 4) continue;
          if (linked(input, a, b, 'opposition') && linked(input, c, d, 'opposition') && [a, b].every((x) => [c, d].every((y) => linked(input, x, y, 'square')))) crosses.push([a, b, c, d]);
        }
  return { triples, tees, crosses };
};

const longitudes = fc.array(fc.double({ min: 0, max: 359.999, noNaN: true }), { minLength: 10, maxLength: 10 });
const sorted = (list: string[]) => [...list].sort();

describe('findPatterns', () => {
  it('finds exactly the grand trines, T-squares and grand crosses the aspects make, for any chart', () => {
    fc.assert(
      fc.property(longitudes, (ls) => {
        const input = constructed(ls);
        const found = findPatterns(input);
        const want = oracle(input);
        const trines = found.filter((p): p is Extract<ChartPattern, { kind: 'grand-trine' }> => p.kind === 'grand-trine');
        expect(sorted(trines.map((t) => [...t.planets].sort().join('|')))).toEqual(sorted(want.triples.map((t) => t.join('|'))));
        const crosses = found.filter((p): p is Extract<ChartPattern, { kind: 'grand-cross' }> => p.kind === 'grand-cross');
        expect(sorted(crosses.map((c) => [...c.planets].sort().join('|')))).toEqual(sorted([...new Set(want.crosses.map((c) => [...c].sort().join('|')))]));
        // T-squares inside a grand cross are read as the cross.
        const inCross = new Set(crosses.flatMap((c) => c.planets));
        const tees = found.filter((p): p is Extract<ChartPattern, { kind: 't-square' }> => p.kind === 't-square');
        const wantTees = want.tees.filter((t) => !t.split(/[:|]/).every((p) => inCross.has(p as Planet)));
        expect(sorted(tees.map((t) => `${t.apex}:${[...t.opposed].sort().join('|')}`))).toEqual(sorted(wantTees));
      }),
      { numRuns: 300 },
    );
  });

  it('reports a stellium exactly for each sign or house holding three or more planets, with all of them', () => {
    fc.assert(
      fc.property(longitudes, fc.option(fc.double({ min: 0, max: 359.999, noNaN: true })), (ls, asc) => {
        const input = constructed(ls, asc);
        const found = findPatterns(input).filter((p) => p.kind === 'stellium');
        for (const sign of ZODIAC_SIGNS) {
          const inSign = PLANETS.filter((p) => input.bodies[p].sign === sign);
          const reported = found.find((p) => p.kind === 'stellium' && p.by === 'sign' && p.sign === sign);
          if (inSign.length >= 3) expect(reported?.planets).toEqual(inSign);
          else expect(reported).toBeUndefined();
        }
        for (let house = 1; house <= 12; house++) {
          const inHouse = PLANETS.filter((p) => input.bodies[p].house === house);
          const reported = found.find((p) => p.kind === 'stellium' && p.by === 'house' && p.house === house);
          if (inHouse.length >= 3) expect(reported?.planets).toEqual(inHouse);
          else expect(reported).toBeUndefined();
        }
        if (asc === null) expect(found.some((p) => p.kind === 'stellium' && p.by === 'house')).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('finds a grand trine placed on purpose, named by its element when the three signs share one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.double({ min: 3, max: 24, noNaN: true }), fc.double({ min: -3, max: 3, noNaN: true }), fc.double({ min: -3, max: 3, noNaN: true }), (element, start, e1, e2) => {
        // Mercury, Mars and Saturn four signs apart; every other planet parked clear of them.
        const base = element * 30 + start;
        const ls = [base + 45, base + 48, base, base + 50, base + 120 + e1, base + 52, base + 240 + e2, base + 54, base + 56, base + 58];
        const input = constructed(ls.map((l) => ((l % 360) + 360) % 360));
        const trine = findPatterns(input).find((p) => p.kind === 'grand-trine' && p.planets.join() === 'mercury,mars,saturn');
        expect(trine).toBeDefined();
        expect(trine).toMatchObject({ element: ['fire', 'earth', 'air', 'water'][element] });
      }),
      { numRuns: 200 },
    );
  });

  it('finds a T-square placed on purpose, and no grand trine or cross where none is built', () => {
    // Sun 0° Aries opposite Moon 0° Libra, Mars 2° Cancer squaring both; the rest bunched in Taurus.
    const input = constructed([0, 180, 40, 42, 92, 44, 46, 48, 50, 52]);
    const patterns = findPatterns(input);
    expect(patterns).toContainEqual({ kind: 't-square', apex: 'mars', opposed: ['sun', 'moon'], modality: 'cardinal' });
    expect(patterns.some((p) => p.kind === 'grand-trine' || p.kind === 'grand-cross')).toBe(false);
    expect(patterns).toContainEqual(expect.objectContaining({ kind: 'stellium', by: 'sign', sign: 'taurus' }));
    // Adding a fourth planet opposite Mars turns the T into a cross, and the T-squares fold into it.
    const cross = findPatterns(constructed([0, 180, 40, 42, 92, 272, 46, 48, 50, 52]));
    expect(cross).toContainEqual({ kind: 'grand-cross', planets: ['sun', 'moon', 'mars', 'jupiter'], modality: 'cardinal' });
    expect(cross.some((p) => p.kind === 't-square')).toBe(false);
  });

  it('reads only what a real chart holds: every grand trine is three trines by degree', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) }), (utcMs) => {
        const chart = natalChartAt({ utcMs, lat: 40, lng: 0, timeKnown: true });
        for (const p of findPatterns(chart)) {
          if (p.kind !== 'grand-trine') continue;
          const [a, b, c] = p.planets.map((x) => chart.bodies[x].longitude);
          for (const [x, y] of [[a!, b!], [b!, c!], [a!, c!]] as const) expect(Math.abs(arc(x, y) - 120)).toBeLessThanOrEqual(10);
        }
      }),
      { numRuns: 60 },
    );
  });
});
