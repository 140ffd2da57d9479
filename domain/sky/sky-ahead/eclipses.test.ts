import { describe, expect, it } from 'vitest';
import { eclipsesBetween } from './eclipses';

const MINUTE = 60_000;
const DAY = 86_400_000;

describe('eclipsesBetween', () => {
  const year2027 = eclipsesBetween(Date.UTC(2027, 0, 1), Date.UTC(2028, 0, 1));

  it('finds the five eclipses of 2027 at their published greatest-eclipse times', () => {
    // NASA's five-millennium canon, greatest eclipse converted from TD to UT.
    const published = [
      { kind: 'solar', type: 'annular', utcMs: Date.UTC(2027, 1, 6, 15, 59) },
      { kind: 'lunar', type: 'penumbral', utcMs: Date.UTC(2027, 1, 20, 23, 13) },
      { kind: 'lunar', type: 'penumbral', utcMs: Date.UTC(2027, 6, 18, 16, 3) },
      { kind: 'solar', type: 'total', utcMs: Date.UTC(2027, 7, 2, 10, 7) },
      { kind: 'lunar', type: 'penumbral', utcMs: Date.UTC(2027, 7, 17, 7, 14) },
    ];
    expect(year2027.map(({ kind, type }) => ({ kind, type }))).toEqual(published.map(({ kind, type }) => ({ kind, type })));
    year2027.forEach((eclipse, i) => expect(Math.abs(eclipse.utcMs - published[i]!.utcMs)).toBeLessThan(10 * MINUTE));
  });

  it('keeps only peaks inside [from, until)', () => {
    const totalPeak = year2027[3]!.utcMs;
    expect(eclipsesBetween(totalPeak + 1, totalPeak + 10 * DAY)).toEqual([]);
    expect(eclipsesBetween(totalPeak, totalPeak + 1)).toEqual([year2027[3]]);
    expect(eclipsesBetween(totalPeak - DAY, totalPeak)).toEqual([]);
  });

  it('lists eclipses in time order over several years', () => {
    const decade = eclipsesBetween(Date.UTC(2025, 0, 1), Date.UTC(2030, 0, 1));
    decade.slice(1).forEach((eclipse, i) => expect(eclipse.utcMs).toBeGreaterThan(decade[i]!.utcMs));
    // Every year has four to seven eclipses.
    expect(decade.length).toBeGreaterThanOrEqual(20);
    expect(decade.length).toBeLessThanOrEqual(35);
  });

  it('reports the hybrid eclipse of 2023-04-20 as total (astronomy-engine has no hybrid kind)', () => {
    const [hybrid] = eclipsesBetween(Date.UTC(2023, 3, 19), Date.UTC(2023, 3, 21));
    expect(hybrid).toMatchObject({ kind: 'solar', type: 'total' });
    expect(Math.abs(hybrid!.utcMs - Date.UTC(2023, 3, 20, 4, 17))).toBeLessThan(10 * MINUTE);
  });
});
