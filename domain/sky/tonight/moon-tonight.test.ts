import { describe, expect, it } from 'vitest';
import { MOON_PHASES, ZODIAC_SIGNS } from '../astro/astro.types';
import { moonLongitudeAt, skyAt } from '../astro/sky';
import { signOf } from '../astro/sign-and-phase';
import { pointLongitudeAt } from '../chart/bodies';
import { tableZoneRules } from '../time/table-zone-rules';
import { moonAspectsBetween, moonIngressesBetween, moonTonight, moonTonightJson, type MoonTonight, type MoonTonightInput } from './moon-tonight';
import { VOID_OF_COURSE_ASPECTS } from './rules';

const HOUR = 3_600_000;
// UTC and a fixed UTC+1 zone, and Lisbon-like summer time: 2027-03-28 01:00 UTC the clocks go 00:00 → 01:00.
const rules = tableZoneRules({
  UTC: { initialOffsetSeconds: 0, initialIsLocalMeanTime: false, transitions: [] },
  'Test/Plus1': { initialOffsetSeconds: 3600, initialIsLocalMeanTime: false, transitions: [] },
  'Test/Lisbon': {
    initialOffsetSeconds: 0,
    initialIsLocalMeanTime: false,
    transitions: [{ atUtcMs: Date.UTC(2027, 2, 28, 1), offsetSeconds: 3600 }],
  },
});

const tonight = (input: MoonTonightInput): MoonTonight => {
  const result = moonTonight(input, rules);
  if (!result.ok) throw new Error(result.error.message);
  return result;
};

describe('moonTonight', () => {
  const london = tonight({ lat: 51.5, lng: 0, zone: 'UTC', date: '2027-01-10' });

  it('names the phase and sign at local noon, and the illumination there', () => {
    const noon = skyAt(Date.UTC(2027, 0, 10, 12));
    expect(london.noonUtcMs).toBe(Date.UTC(2027, 0, 10, 12));
    expect(london.phase).toBe(noon.phase.name);
    expect(london.sign).toBe(noon.moon.sign);
    expect(london.illumination).toBeCloseTo(noon.phase.illumination, 10);
    expect(MOON_PHASES).toContain(london.phase);
    expect(ZODIAC_SIGNS).toContain(london.sign);
  });

  it('gives rise and set inside the local day, and the Moon at the horizon then', () => {
    for (const at of [london.moonriseUtcMs, london.moonsetUtcMs]) {
      expect(at).not.toBeNull();
      expect(at!).toBeGreaterThanOrEqual(london.dayStartUtcMs);
      expect(at!).toBeLessThan(london.dayEndUtcMs);
    }
  });

  it('reads the day in the zone: a UTC+1 date starts an hour earlier than the UTC one', () => {
    const plus1 = tonight({ lat: 51.5, lng: 15, zone: 'Test/Plus1', date: '2027-01-10' });
    expect(plus1.dayStartUtcMs).toBe(Date.UTC(2027, 0, 9, 23));
    expect(plus1.dayEndUtcMs - plus1.dayStartUtcMs).toBe(24 * HOUR);
  });

  it('a spring-forward day lasts 23 hours', () => {
    const day = tonight({ lat: 38.7, lng: -9.1, zone: 'Test/Lisbon', date: '2027-03-28' });
    expect(day.dayEndUtcMs - day.dayStartUtcMs).toBe(23 * HOUR);
  });

  it('has a day without a moonrise and a day without a moonset in every month at mid latitudes', () => {
    const days = Array.from({ length: 31 }, (_, i) => tonight({ lat: 38.9, lng: -77, zone: 'UTC', date: `2027-01-${String(i + 1).padStart(2, '0')}` }));
    expect(days.filter((day) => day.moonriseUtcMs === null).length).toBeGreaterThanOrEqual(1);
    expect(days.filter((day) => day.moonsetUtcMs === null).length).toBeGreaterThanOrEqual(1);
  });

  it('finds the next new and full moon at or after the start of the day', () => {
    expect(london.nextNewMoonUtcMs).toBeGreaterThanOrEqual(london.dayStartUtcMs);
    expect(london.nextFullMoonUtcMs).toBeGreaterThanOrEqual(london.dayStartUtcMs);
    expect(skyAt(london.nextNewMoonUtcMs).phase.elongation).toSatisfy((e: number) => e < 1e-3 || e > 360 - 1e-3);
    expect(skyAt(london.nextFullMoonUtcMs).phase.elongation).toBeCloseTo(180, 3);
  });

  it('the next ingress is the first sign change after noon', () => {
    const { utcMs, sign } = london.nextIngress;
    expect(utcMs).toBeGreaterThan(london.noonUtcMs);
    expect(signOf(moonLongitudeAt(utcMs))).toBe(sign);
    expect(signOf(moonLongitudeAt(utcMs - 2_000))).toBe(london.sign);
  });

  it('void-of-course periods overlap the day, end at an ingress, and start at the last major aspect of the sign', () => {
    const days = Array.from({ length: 10 }, (_, i) => tonight({ lat: 40.7, lng: -74, zone: 'UTC', date: `2026-12-${String(i + 1).padStart(2, '0')}` }));
    const periods = days.flatMap((day) => day.voidOfCourse.map((period) => ({ day, period })));
    expect(periods.length).toBeGreaterThan(2);
    for (const { day, period } of periods) {
      expect(period.startUtcMs).toBeLessThan(day.dayEndUtcMs);
      expect(period.endUtcMs).toBeGreaterThan(day.dayStartUtcMs);
      expect(signOf(moonLongitudeAt(period.endUtcMs))).toBe(period.nextSign);
      expect(signOf(moonLongitudeAt(period.endUtcMs - 2_000))).toBe(period.sign);
      expect(moonAspectsBetween(period.startUtcMs + 1_000, period.endUtcMs)).toEqual([]);
      const aspect = period.lastAspect;
      expect(aspect).not.toBeNull();
      const separation = Math.abs(((moonLongitudeAt(period.startUtcMs) - pointLongitudeAt(aspect!.planet, period.startUtcMs) + 540) % 360) - 180);
      // The exact angle, within the Moon's motion in a few seconds.
      expect(Math.abs(Math.abs(separation) - VOID_OF_COURSE_ASPECTS[aspect!.aspect])).toBeLessThan(0.01);
    }
  });

  it('finds ingresses to the second, in zodiac order', () => {
    const ingresses = moonIngressesBetween(Date.UTC(2027, 0, 1), Date.UTC(2027, 0, 15));
    expect(ingresses.length).toBeGreaterThanOrEqual(5);
    for (const ingress of ingresses) expect(ZODIAC_SIGNS.indexOf(ingress.sign)).toBe((ZODIAC_SIGNS.indexOf(ingress.from) + 1) % 12);
  });

  it('refuses bad input with a reason', () => {
    expect(moonTonight({ lat: 91, lng: 0, zone: 'UTC', date: '2027-01-10' }, rules)).toMatchObject({ ok: false, error: { kind: 'invalid-latitude' } });
    expect(moonTonight({ lat: 10, lng: 200, zone: 'UTC', date: '2027-01-10' }, rules)).toMatchObject({ ok: false, error: { kind: 'invalid-longitude' } });
    expect(moonTonight({ lat: 10, lng: 0, zone: 'Nowhere/Else', date: '2027-01-10' }, rules)).toMatchObject({ ok: false, error: { kind: 'unknown-zone' } });
    expect(moonTonight({ lat: 10, lng: 0, zone: 'UTC', date: '2027-02-30' }, rules)).toMatchObject({ ok: false, error: { kind: 'invalid-date' } });
  });

  it('as JSON: ISO 8601 UTC instants to the second, the nine fields and nothing else', () => {
    const json = moonTonightJson(london);
    expect(Object.keys(json)).toEqual(['date', 'moonrise', 'moonset', 'illumination', 'phase', 'sign', 'nextNewMoon', 'nextFullMoon', 'voidOfCourse']);
    expect(json.moonrise).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(json.illumination).toBeGreaterThanOrEqual(0);
    expect(json.illumination).toBeLessThanOrEqual(1);
  });
});
