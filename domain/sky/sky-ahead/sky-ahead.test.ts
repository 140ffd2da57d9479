import { describe, expect, it } from 'vitest';
import { addUtcMonths, skyAhead } from './sky-ahead';

describe('addUtcMonths', () => {
  it.each([
    ['2027-01-15T08:30:00Z', 1, '2027-02-15T08:30:00.000Z'],
    ['2027-01-31T00:00:00Z', 1, '2027-02-28T00:00:00.000Z'],
    ['2028-01-31T00:00:00Z', 1, '2028-02-29T00:00:00.000Z'],
    ['2027-03-01T00:00:00Z', 12, '2028-03-01T00:00:00.000Z'],
    ['2027-11-30T23:00:00Z', 3, '2028-02-29T23:00:00.000Z'],
  ])('%s plus %i months is %s', (from, months, expected) => {
    expect(new Date(addUtcMonths(Date.parse(from), months)).toISOString()).toBe(expected);
  });
});

describe('skyAhead', () => {
  const fromUtcMs = Date.UTC(2027, 0, 1);

  it('lists 13 lunations of each kind and the eclipses of the months asked for', () => {
    const sky = skyAhead({ fromUtcMs, months: 12 });
    expect(sky.untilUtcMs).toBe(Date.UTC(2028, 0, 1));
    expect(sky.lunations.filter((l) => l.kind === 'new-moon')).toHaveLength(13);
    expect(sky.lunations.filter((l) => l.kind === 'full-moon')).toHaveLength(13);
    expect(sky.eclipses).toHaveLength(5);
    expect(sky).not.toHaveProperty('lunarReturns');
    expect(sky).not.toHaveProperty('transits');
  });

  it('adds lunar returns and transits when a natal chart is given', () => {
    const sky = skyAhead({ fromUtcMs, months: 6, natal: { sun: 25, moon: 123, ascendant: 300 } });
    expect(sky.eclipses.map((e) => e.type)).toEqual(['annular', 'penumbral']);
    expect(sky.lunarReturns!.length).toBeGreaterThanOrEqual(6);
    expect(sky.lunarReturns!.every((t) => t >= fromUtcMs && t < sky.untilUtcMs)).toBe(true);
    expect(sky.transits!.length).toBeGreaterThan(0);
  });

  it.each([0, 1.5, 121])('rejects %s months', (months) => {
    expect(() => skyAhead({ fromUtcMs, months })).toThrow(RangeError);
  });
});
