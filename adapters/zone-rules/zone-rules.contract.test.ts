import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ZoneRules } from '../../domain/sky';
import { intlZoneRules } from './intl-zone-rules.adapter';
import { systemZoneRules } from './system-zone-rules.adapter';
import { createZoneRules } from './zone-rules';

/**
 * One contract for every ZoneRules adapter: offsets since 1970, where the system tz files
 * and ICU agree. The dates are the published rules, not read back from either source:
 * the US Energy Policy Act of 2005 (second Sunday of March, first Sunday of November, at
 * 02:00), the EU's summer-time directive 2000/84/EC (last Sundays of March and October,
 * 01:00 UTC), Portugal's CET years 1992–96, Russia's 2011 and 2014 federal laws, Samoa's
 * 2011 move across the date line, Morocco's suspension of +01 during Ramadan, and
 * Brazil's 2019 decree ending daylight saving time.
 */

const adapters: [string, ZoneRules][] = [
  ['system tz files', systemZoneRules()],
  ['Intl (ICU)', intlZoneRules()],
  ['the chosen rules', createZoneRules().rules],
];

const ms = (iso: string) => Date.parse(iso);
const H = 3600;

describe.each(adapters)('ZoneRules contract: %s', (_name, rules) => {
  const offset = (zone: string, iso: string) => rules.offsetSecondsAt(zone, ms(iso));
  /** The offsets one second before and at a transition instant. */
  const around = (zone: string, iso: string) => [rules.offsetSecondsAt(zone, ms(iso) - 1000), rules.offsetSecondsAt(zone, ms(iso))];

  it('knows IANA zone names and no others', () => {
    expect(rules.isKnownZone('Europe/Lisbon')).toBe(true);
    expect(rules.isKnownZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(rules.isKnownZone('UTC')).toBe(true);
    expect(rules.isKnownZone('Europe/Atlantis')).toBe(false);
    expect(rules.isKnownZone('')).toBe(false);
    expect(rules.isKnownZone('../../../etc/passwd')).toBe(false);
  });

  it('moves New York an hour forward on 2023-03-12 at 02:00 and back on 2023-11-05 at 02:00 (US rule since 2007)', () => {
    expect(around('America/New_York', '2023-03-12T07:00:00Z')).toEqual([-5 * H, -4 * H]);
    expect(around('America/New_York', '2023-11-05T06:00:00Z')).toEqual([-4 * H, -5 * H]);
  });

  it('moves London to summer time at 01:00 UTC on 2024-03-31 (EU rule)', () => {
    expect(around('Europe/London', '2024-03-31T01:00:00Z')).toEqual([0, H]);
    expect(around('Europe/London', '2024-10-27T01:00:00Z')).toEqual([H, 0]);
  });

  it('keeps Lisbon on Central European Time from 1992 to 1996', () => {
    expect(offset('Europe/Lisbon', '1991-01-15T12:00:00Z')).toBe(0);
    expect(offset('Europe/Lisbon', '1994-01-15T12:00:00Z')).toBe(H);
    expect(offset('Europe/Lisbon', '1994-07-15T12:00:00Z')).toBe(2 * H);
    expect(offset('Europe/Lisbon', '1997-01-15T12:00:00Z')).toBe(0);
  });

  it('gives Sydney daylight time in the southern summer', () => {
    expect(offset('Australia/Sydney', '2024-01-15T00:00:00Z')).toBe(11 * H);
    expect(offset('Australia/Sydney', '2024-07-15T00:00:00Z')).toBe(10 * H);
    expect(around('Australia/Sydney', '2024-04-06T16:00:00Z')).toEqual([11 * H, 10 * H]);
    expect(around('Australia/Sydney', '2024-10-05T16:00:00Z')).toEqual([10 * H, 11 * H]);
  });

  it('keeps half- and quarter-hour zones: Kolkata +05:30, Kathmandu +05:45 since 1986, St John’s −03:30', () => {
    expect(offset('Asia/Kolkata', '2024-06-01T00:00:00Z')).toBe(5.5 * H);
    expect(offset('Asia/Kathmandu', '1985-06-01T00:00:00Z')).toBe(5.5 * H);
    expect(offset('Asia/Kathmandu', '2024-06-01T00:00:00Z')).toBe(5.75 * H);
    expect(offset('America/St_Johns', '2024-01-15T00:00:00Z')).toBe(-3.5 * H);
    expect(offset('America/St_Johns', '2024-07-15T00:00:00Z')).toBe(-2.5 * H);
  });

  it('follows Moscow onto permanent +04 in 2011 and back to +03 in 2014', () => {
    expect(offset('Europe/Moscow', '2010-01-15T00:00:00Z')).toBe(3 * H);
    expect(around('Europe/Moscow', '2011-03-26T23:00:00Z')).toEqual([3 * H, 4 * H]);
    expect(offset('Europe/Moscow', '2012-01-15T00:00:00Z')).toBe(4 * H);
    expect(around('Europe/Moscow', '2014-10-25T22:00:00Z')).toEqual([4 * H, 3 * H]);
    expect(offset('Europe/Moscow', '2016-07-15T00:00:00Z')).toBe(3 * H);
  });

  it('takes Apia across the date line, skipping 2011-12-30', () => {
    expect(around('Pacific/Apia', '2011-12-30T10:00:00Z')).toEqual([-10 * H, 14 * H]);
  });

  it('sets Casablanca back to +00 for Ramadan 2024', () => {
    expect(offset('Africa/Casablanca', '2024-03-01T12:00:00Z')).toBe(H);
    expect(offset('Africa/Casablanca', '2024-03-25T12:00:00Z')).toBe(0);
    expect(offset('Africa/Casablanca', '2024-05-01T12:00:00Z')).toBe(H);
  });

  it('ends São Paulo’s daylight saving time after February 2019', () => {
    expect(offset('America/Sao_Paulo', '2019-01-15T12:00:00Z')).toBe(-2 * H);
    expect(around('America/Sao_Paulo', '2019-02-17T02:00:00Z')).toEqual([-2 * H, -3 * H]);
    expect(offset('America/Sao_Paulo', '2020-01-15T12:00:00Z')).toBe(-3 * H);
    expect(offset('America/Sao_Paulo', '2024-01-15T12:00:00Z')).toBe(-3 * H);
  });

  it('lists the transitions of a year in order, each a real change of offset', () => {
    const transitions = rules.transitionsBetween?.('America/New_York', ms('2023-01-01T00:00:00Z'), ms('2024-01-01T00:00:00Z'));
    expect(transitions).toEqual([ms('2023-03-12T07:00:00Z'), ms('2023-11-05T06:00:00Z')]);
  });

  it('says modern New York is not on local mean time, and 1850 New York was', () => {
    expect(rules.isLocalMeanTime('America/New_York', ms('2000-01-01T00:00:00Z'))).toBe(false);
    expect(rules.isLocalMeanTime('America/New_York', ms('1850-01-01T00:00:00Z'))).toBe(true);
    expect(offset('America/New_York', '1850-01-01T00:00:00Z')).toBe(-17_762);
    expect(rules.isLocalMeanTime('UTC', ms('1850-01-01T00:00:00Z'))).toBe(false);
  });

  it('ends New York’s local mean time at noon on the Day of Two Noons, 1883-11-18', () => {
    expect(rules.isLocalMeanTime('America/New_York', ms('1883-11-18T16:59:59Z'))).toBe(true);
    expect(rules.isLocalMeanTime('America/New_York', ms('1883-11-18T17:00:00Z'))).toBe(false);
  });

  it('every offset since 1900 is within ±15 hours', () => {
    const zoneArb = fc.constantFrom('America/New_York', 'Pacific/Kiritimati', 'Pacific/Apia', 'Etc/GMT+12', 'Asia/Kathmandu', 'America/Sitka', 'Asia/Manila', 'Pacific/Guam');
    fc.assert(
      fc.property(zoneArb, fc.integer({ min: ms('1900-01-01T00:00:00Z'), max: ms('2100-01-01T00:00:00Z') }), (zone, utcMs) => {
        expect(Math.abs(rules.offsetSecondsAt(zone, utcMs))).toBeLessThanOrEqual(15 * H);
      }),
    );
  });
});
