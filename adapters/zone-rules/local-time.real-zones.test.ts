import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDayBounds, localToUtc, utcToLocal, type ResolvedBirthTime, type ZoneRules } from '../../domain/sky';
import { intlZoneRules } from './intl-zone-rules.adapter';
import { systemZoneRules } from './system-zone-rules.adapter';

// The time rules of domain/time on the real zone data: examples whose answers are public
// record, and the round-trip law over every zone the system files hold.

const ms = (iso: string) => Date.parse(iso);
const system = systemZoneRules();
const intl = intlZoneRules();

const resolve = (rules: ZoneRules, date: string, time: string | null, zone: string, longitude: number): ResolvedBirthTime => {
  const result = localToUtc(rules, { date, time, zone, longitude });
  if (!result.ok) throw new Error(result.error.message);
  return result;
};

const clockAt = (rules: ZoneRules, utcMs: number, zone: string, longitude: number) => {
  const reading = utcToLocal(rules, utcMs, zone, longitude);
  if (!reading.ok) throw new Error(reading.error.message);
  return `${reading.date} ${reading.time}`;
};

describe.each([
  ['system tz files', system],
  ['Intl (ICU)', intl],
] as [string, ZoneRules][])('local birth times on real zones: %s', (_name, rules) => {
  it('reads New York 2023-03-12 02:30, which never happened, as 03:30 EDT', () => {
    const result = resolve(rules, '2023-03-12', '02:30', 'America/New_York', -74.006);
    expect(result).toMatchObject({ resolution: 'gap', utcMs: ms('2023-03-12T07:30:00Z'), offsetMinutes: -240 });
    expect(clockAt(rules, result.utcMs, 'America/New_York', -74.006)).toBe('2023-03-12 03:30');
  });

  it('reads New York 2023-11-05 01:30, which happened twice, as the first (EDT)', () => {
    expect(resolve(rules, '2023-11-05', '01:30', 'America/New_York', -74.006)).toMatchObject({
      resolution: 'overlap',
      utcMs: ms('2023-11-05T05:30:00Z'),
      laterUtcMs: ms('2023-11-05T06:30:00Z'),
      offsetMinutes: -240,
    });
  });

  it('starts São Paulo’s 2017-10-15 at 01:00, when summer time began at midnight', () => {
    const day = localDayBounds(rules, '2017-10-15', 'America/Sao_Paulo', -46.63);
    expect(day).toEqual({ ok: true, dayStartUtcMs: ms('2017-10-15T03:00:00Z'), dayEndUtcMs: ms('2017-10-16T02:00:00Z'), noonUtcMs: ms('2017-10-15T14:00:00Z') });
    expect(resolve(rules, '2017-10-15', '00:30', 'America/Sao_Paulo', -46.63)).toMatchObject({ resolution: 'gap', utcMs: ms('2017-10-15T03:30:00Z') });
  });

  it('has no 2011-12-30 in Apia: a birth that day reads a day later, and the day has no bounds', () => {
    expect(localDayBounds(rules, '2011-12-30', 'Pacific/Apia', -171.76)).toMatchObject({ ok: false, error: { kind: 'date-skipped' } });
    const birth = resolve(rules, '2011-12-30', '12:00', 'Pacific/Apia', -171.76);
    expect(birth.resolution).toBe('gap');
    expect(clockAt(rules, birth.utcMs, 'Pacific/Apia', -171.76)).toBe('2011-12-31 12:00');
  });

  it('reads Kathmandu’s 1986 New Year 00:10 in the quarter-hour gap', () => {
    expect(resolve(rules, '1986-01-01', '00:10', 'Asia/Kathmandu', 85.32)).toMatchObject({ resolution: 'gap', utcMs: ms('1985-12-31T18:40:00Z') });
  });

  it('reads an 1850 Boston birth on Boston’s mean solar time, not New York’s', () => {
    expect(resolve(rules, '1850-06-01', '12:00', 'America/New_York', -71.0589)).toMatchObject({
      resolution: 'local-mean-time',
      utcMs: ms('1850-06-01T16:44:14Z'),
      offsetSeconds: -17_054,
    });
  });

  it('reads Kolkata, Kathmandu and St John’s births with their fractional-hour offsets', () => {
    expect(resolve(rules, '1990-03-14', '08:30', 'Asia/Kolkata', 88.36).utcMs).toBe(ms('1990-03-14T03:00:00Z'));
    expect(resolve(rules, '1990-03-14', '08:30', 'Asia/Kathmandu', 85.32).utcMs).toBe(ms('1990-03-14T02:45:00Z'));
    expect(resolve(rules, '1990-01-14', '08:30', 'America/St_Johns', -52.71).utcMs).toBe(ms('1990-01-14T12:00:00Z'));
  });
});

describe('births before 1970 that need the backzone (system tz files)', () => {
  it('reads Reykjavik, winter 1950, on UTC−1', () => {
    expect(resolve(system, '1950-01-15', '12:00', 'Atlantic/Reykjavik', -21.94)).toMatchObject({ utcMs: ms('1950-01-15T13:00:00Z'), resolution: 'exact' });
    expect(resolve(intl, '1950-01-15', '12:00', 'Atlantic/Reykjavik', -21.94).utcMs).toBe(ms('1950-01-15T12:00:00Z'));
  });

  it('reads Amsterdam, winter 1930, on Amsterdam Mean Time (+00:19:32)', () => {
    const result = resolve(system, '1930-01-15', '12:00', 'Europe/Amsterdam', 4.9);
    expect(result).toMatchObject({ utcMs: ms('1930-01-15T11:40:28Z'), offsetSeconds: 1172, resolution: 'exact' });
    expect(result.offsetMinutes).toBeCloseTo(19.533, 3);
  });

  it('reads Reykjavik 1900 on the birthplace’s mean solar time', () => {
    // Akureyri, 18.09° W: 1 h 12 min 22 s behind Greenwich (Reykjavik itself is 1:27:46).
    expect(resolve(system, '1900-06-01', '12:00', 'Atlantic/Reykjavik', -18.0906)).toMatchObject({ utcMs: ms('1900-06-01T13:12:22Z'), resolution: 'local-mean-time' });
  });
});

describe('laws on the real data (system tz files)', () => {
  const zones = system.listZones();
  const zoneArb = fc.constantFrom(...zones);
  const instantArb = fc.integer({ min: ms('1900-01-01T00:00:00Z'), max: ms('2037-12-31T00:00:00Z') });
  const longitudeArb = fc.double({ min: -180, max: 180, noNaN: true });

  it('a clock reading converts back to its instant, to the minute, outside overlaps, in any zone', () => {
    fc.assert(
      fc.property(zoneArb, instantArb, longitudeArb, (zone, utcMs, longitude) => {
        const reading = utcToLocal(system, utcMs, zone, longitude);
        if (!reading.ok) throw new Error(reading.error.message);
        const back = resolve(system, reading.date, reading.time, zone, longitude);
        fc.pre(back.resolution !== 'overlap');
        expect(utcMs - back.utcMs).toBeGreaterThanOrEqual(0);
        expect(utcMs - back.utcMs).toBeLessThan(60_000);
      }),
    );
  });

  it('local noon lies within its local day, in any zone', () => {
    fc.assert(
      fc.property(zoneArb, instantArb, longitudeArb, (zone, utcMs, longitude) => {
        const reading = utcToLocal(system, utcMs, zone, longitude);
        if (!reading.ok) throw new Error(reading.error.message);
        const day = localDayBounds(system, reading.date, zone, longitude);
        if (!day.ok) throw new Error(day.error.message);
        expect(day.noonUtcMs).toBeGreaterThanOrEqual(day.dayStartUtcMs);
        expect(day.noonUtcMs).toBeLessThan(day.dayEndUtcMs);
      }),
    );
  });
});
