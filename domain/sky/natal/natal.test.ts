import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { natalLine, natalOutput } from '../../../contracts/natal.contract';
import { tableZoneRules } from '../time';
import { birthInputFor } from '../../reading';
import { computeNatal } from './natal';

// Invented zones keep these tests about the pipeline, not about real zone history
// (adapters/zone-rules and tests/integration cover that).
const HOUR = 3_600_000;
const rules = tableZoneRules({
  'Test/Greenwich': { initialOffsetSeconds: 0, initialIsLocalMeanTime: false, transitions: [] },
  'Test/Tokyo': { initialOffsetSeconds: 9 * 3600, initialIsLocalMeanTime: false, transitions: [] },
  'Test/Springing': {
    initialOffsetSeconds: 0,
    initialIsLocalMeanTime: false,
    transitions: [{ atUtcMs: Date.UTC(2024, 2, 31, 1), offsetSeconds: 3600 }],
  },
  'Test/Old': {
    initialOffsetSeconds: -1234,
    initialIsLocalMeanTime: true,
    transitions: [{ atUtcMs: Date.UTC(1900, 0, 1), offsetSeconds: 0 }],
  },
});
const greenwich = { lat: 51.48, lng: 0, zone: 'Test/Greenwich' };
const tokyo = { lat: 35.68, lng: 139.69, zone: 'Test/Tokyo' };

describe('a natal chart', () => {
  it('puts a full moon birth at the published instant under a full moon', () => {
    // Full moon of 2024-01-25 at 17:54 UTC (published almanac value).
    const result = computeNatal(rules, { date: '2024-01-25', time: '17:54', place: greenwich });
    if (!result.ok) throw new Error(result.error);
    expect(result.chart.utcMs).toBe(Date.UTC(2024, 0, 25, 17, 54));
    expect(result.chart.sky.phase.name).toBe('full-moon');
    expect(Math.abs(result.chart.sky.phase.elongation - 180)).toBeLessThan(0.05);
  });

  it('reads the local clock in the place’s zone', () => {
    const result = computeNatal(rules, { date: '2024-01-26', time: '02:54', place: tokyo });
    if (!result.ok) throw new Error(result.error);
    expect(result.chart.utcMs).toBe(Date.UTC(2024, 0, 25, 17, 54));
    expect(result.chart.offsetMinutes).toBe(540);
  });

  it('gives both signs and the local time of the change when the time is unknown on an ingress day', () => {
    // The Moon entered Scorpio on 2015-02-10 at about 07:05 UT (published ephemeris).
    const result = computeNatal(rules, { date: '2015-02-10', time: null, place: tokyo });
    if (!result.ok) throw new Error(result.error);
    const line = natalLine('a', result.chart);
    expect(line.timeKnown).toBe(false);
    expect(line.utc).toBe('2015-02-10T03:00:00.000Z');
    expect(line.candidates?.moonSigns).toEqual(['libra', 'scorpio']);
    expect(line.candidates?.changeAtLocal).toMatch(/^16:0[4-6]$/);
  });

  it('has no candidates when the time is known', () => {
    const result = computeNatal(rules, { date: '2015-02-10', time: '09:00', place: tokyo });
    if (!result.ok) throw new Error(result.error);
    expect(natalLine(1, result.chart).candidates).toBeNull();
  });

  it('tells the reading about a time the clocks skipped', () => {
    const result = computeNatal(rules, { date: '2024-03-31', time: '01:30', place: { ...greenwich, zone: 'Test/Springing' } });
    if (!result.ok) throw new Error(result.error);
    expect(birthInputFor(result.chart).dst).toEqual({ kind: 'gap', enteredLocalTime: '01:30', usedLocalTime: '02:30' });
  });

  it('uses the birthplace’s mean time before standard time', () => {
    const result = computeNatal(rules, { date: '1890-06-01', time: '12:00', place: { lat: 0, lng: 15, zone: 'Test/Old' } });
    if (!result.ok) throw new Error(result.error);
    expect(result.chart.resolution).toBe('local-mean-time');
    expect(result.chart.utcMs).toBe(Date.UTC(1890, 5, 1, 11));
    expect(birthInputFor(result.chart).localMeanTime).toBe(true);
  });

  it('answers an impossible date with an error, not a chart', () => {
    expect(computeNatal(rules, { date: '2023-02-29', time: null, place: greenwich })).toMatchObject({ ok: false });
  });
});

describe('natal laws', () => {
  const dayArb = fc.integer({ min: Date.UTC(1901, 0, 1), max: Date.UTC(2099, 11, 31) }).map((ms) => new Date(ms).toISOString().slice(0, 10));
  const placeArb = fc.constantFrom(greenwich, tokyo);

  it('every line satisfies the natal output contract', () => {
    fc.assert(
      fc.property(dayArb, fc.option(fc.constantFrom('00:00', '06:15', '12:00', '23:59'), { nil: null }), placeArb, (date, time, place) => {
        const result = computeNatal(rules, { date, time, place });
        if (!result.ok) throw new Error(result.error);
        natalOutput.parse(natalLine('x', result.chart));
      }),
      { numRuns: 60 },
    );
  });

  it('the unknown-time candidates always include the sign at local noon', () => {
    fc.assert(
      fc.property(dayArb, placeArb, (date, place) => {
        const result = computeNatal(rules, { date, time: null, place });
        if (!result.ok) throw new Error(result.error);
        expect(result.chart.unknownTime?.moonSignCandidates).toContain(result.chart.sky.moon.sign);
        expect(result.chart.utcMs).toBe(Date.parse(`${date}T12:00:00Z`) - (place === tokyo ? 9 * HOUR : 0));
      }),
      { numRuns: 60 },
    );
  });
});
