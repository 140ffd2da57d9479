import { describe, expect, it } from 'vitest';
import { tableZoneRules } from '../../domain/sky';
import { tonightCommand, tonightText } from '../../scripts/luna-tonight';

const deps = { rules: tableZoneRules({ UTC: { initialOffsetSeconds: 0, initialIsLocalMeanTime: false, transitions: [] } }) };

describe('luna tonight', () => {
  it('prints exactly the nine fields, instants in ISO 8601 UTC', () => {
    const answer = tonightCommand({ lat: '51.48', lng: '0', tz: 'UTC', date: '2027-01-10' }, deps);
    expect(Object.keys(answer)).toEqual(['date', 'moonrise', 'moonset', 'illumination', 'phase', 'sign', 'nextNewMoon', 'nextFullMoon', 'voidOfCourse']);
    expect(answer.date).toBe('2027-01-10');
    expect(answer.moonrise).toMatch(/^2027-01-10T\d\d:\d\d:\d\dZ$/);
    expect(answer.nextFullMoon).toMatch(/^2027-01-22T/);
  });

  it('explains a bad option in one line with the usage, naming the option', () => {
    expect(() => tonightCommand({ lat: 'north', lng: '0', tz: 'UTC', date: '2027-01-10' }, deps)).toThrow(/^--lat: lat must be a number[^\n]*\nUsage: npm run luna -- tonight/);
    expect(() => tonightCommand({ lng: '0', tz: 'UTC', date: '2027-01-10' }, deps)).toThrow(/^--lat: lat is required/);
    expect(() => tonightCommand({ lat: '1', lng: '0', tz: 'Nowhere/Else', date: '2027-01-10' }, deps)).toThrow('Unknown time zone: Nowhere/Else.');
    expect(() => tonightCommand({ lat: '1', lng: '0', tz: 'UTC', date: '2027-1-10' }, deps)).toThrow(/^--date: /);
  });

  it('reads for a person in her zone, and says when there is no moonrise', () => {
    const text = tonightText(
      { date: '2026-12-02', moonrise: null, moonset: '2026-12-02T11:29:58Z', illumination: 0.95, phase: 'waning-gibbous', sign: 'cancer', nextNewMoon: '2026-12-09T00:51:45Z', nextFullMoon: '2026-12-24T01:28:10Z', voidOfCourse: [] },
      'Europe/Oslo',
    );
    expect(text).toContain('moonrise: no moonrise this day');
    expect(text).toContain('moonset: 2 Dec 2026, 12:29');
  });
});
