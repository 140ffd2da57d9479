import { describe, expect, it } from 'vitest';
import { tableZoneRules } from '../../domain/sky';
import { skyCommand, type SkyDeps } from '../../scripts/luna-sky';

const deps: SkyDeps = {
  rules: tableZoneRules({
    'Test/Tokyo': { initialOffsetSeconds: 9 * 3600, initialIsLocalMeanTime: false, transitions: [] },
    'Test/Baker': { initialOffsetSeconds: -12 * 3600, initialIsLocalMeanTime: false, transitions: [] },
  }),
};

describe('luna sky', () => {
  it('lists the new and full moons and eclipses of a year from a UTC date', () => {
    const sky = skyCommand({ from: '2027-01-01', months: 12 }, deps);
    expect(sky.lunations[0]).toEqual({ kind: 'new-moon', utc: expect.stringMatching(/^2027-01-07T20:2\d:\d\d\.\d{3}Z$/), sign: 'capricorn', degree: 17.3 });
    expect(sky.lunations).toHaveLength(25);
    sky.lunations.slice(1).forEach((lunation, i) => {
      expect(lunation.kind).not.toBe(sky.lunations[i]!.kind);
      expect(Date.parse(lunation.utc)).toBeGreaterThan(Date.parse(sky.lunations[i]!.utc));
    });
    expect(sky.lunations.every((l) => l.utc >= '2027-01-01T00:00:00.000Z' && l.utc < '2028-01-01T00:00:00.000Z')).toBe(true);
    expect(sky.eclipses.map((e) => `${e.kind} ${e.type} ${e.utc.slice(0, 10)}`)).toEqual([
      'solar annular 2027-02-06',
      'lunar penumbral 2027-02-20',
      'lunar penumbral 2027-07-18',
      'solar total 2027-08-02',
      'lunar penumbral 2027-08-17',
    ]);
  });

  it('ends a month that is too short on its last day', () => {
    const sky = skyCommand({ from: '2027-01-31', months: 1 }, deps);
    expect(sky.lunations.map((l) => `${l.kind} ${l.utc.slice(0, 10)}`)).toEqual(['new-moon 2027-02-06', 'full-moon 2027-02-20']);
    expect(sky.eclipses.map((e) => e.type)).toEqual(['annular', 'penumbral']);
  });

  it('starts at midnight in the zone given', () => {
    // The total eclipse peaks at 2027-08-02 10:07 UTC: 19:07 that day in UTC+9, but
    // 22:07 on 1 August in UTC−12, so a listing from 2 August there starts after it.
    const has = (tz: string | undefined) => skyCommand({ from: '2027-08-02', months: 1, ...(tz ? { tz } : {}) }, deps).eclipses.some((e) => e.type === 'total');
    expect(has('Test/Tokyo')).toBe(true);
    expect(has(undefined)).toBe(true);
    expect(has('Test/Baker')).toBe(false);
    const tokyo = skyCommand({ from: '2027-08-01', months: 1, tz: 'Test/Tokyo' }, deps);
    // New moon 2027-08-02 10:05 UTC is inside; the range ends at 2027-08-31T15:00Z.
    expect(tokyo.lunations.every((l) => l.utc >= '2027-07-31T15:00:00.000Z' && l.utc < '2027-08-31T15:00:00.000Z')).toBe(true);
  });

  it('reads real zone names with the real rules when no rules are given', () => {
    // Pago Pago keeps UTC−11: the eclipse falls at 23:07 on 1 August there.
    const has = (tz: string) => skyCommand({ from: '2027-08-02', months: 1, tz }).eclipses.some((e) => e.type === 'total');
    expect(has('Pacific/Pago_Pago')).toBe(false);
    expect(has('Asia/Tokyo')).toBe(true);
  });

  it.each([
    [{ from: '2027-02-30', months: 1 }, '--from must be a real date'],
    [{ from: 'tomorrow', months: 1 }, '--from must be a real date'],
    [{ from: '2027-01-01', months: 0 }, '--months must be a whole number'],
    [{ from: '2027-01-01', months: 1.5 }, '--months must be a whole number'],
    [{ from: '2027-01-01', months: 121 }, '--months must be a whole number'],
    [{ from: '2027-01-01', months: 1, tz: 'Mars/Olympus' }, 'Unknown time zone: Mars/Olympus.'],
  ])('rejects %o with a one-line message', (options, message) => {
    let thrown: unknown;
    try {
      skyCommand(options, deps);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toContain(message);
    expect((thrown as Error).message).not.toContain('\n');
  });
});
