import { describe, expect, it } from 'vitest';
import { moonTonightQuery, moonTonightResponse } from './moon-tonight.contract';

const ok = { lat: '69.6492', lng: '18.9553', tz: 'Europe/Oslo', date: '2026-12-20' };
const issue = (query: Record<string, unknown>) => {
  const parsed = moonTonightQuery.safeParse(query);
  return parsed.success ? null : parsed.error.issues[0];
};

describe('the moon-tonight contract', () => {
  it('reads degrees from query strings, signs and decimals included', () => {
    expect(moonTonightQuery.parse(ok)).toEqual({ lat: 69.6492, lng: 18.9553, tz: 'Europe/Oslo', date: '2026-12-20' });
    expect(moonTonightQuery.parse({ ...ok, lat: '-54.8', lng: '+.5' })).toMatchObject({ lat: -54.8, lng: 0.5 });
    expect(moonTonightQuery.parse({ ...ok, with: 'details' }).with).toBe('details');
  });

  it('refuses missing, non-numeric and out-of-range degrees with a readable message naming the field', () => {
    expect(issue({ ...ok, lat: undefined })?.message).toMatch(/^lat is required/);
    expect(issue({ ...ok, lat: '' })?.message).toMatch(/^lat must be a number/);
    expect(issue({ ...ok, lat: '12abc' })?.message).toMatch(/^lat must be a number/);
    expect(issue({ ...ok, lat: '0x10' })?.message).toMatch(/^lat must be a number/);
    expect(issue({ ...ok, lat: '90.5' })?.message).toBe('lat must be from -90 to 90 degrees');
    expect(issue({ ...ok, lng: '-181' })?.message).toBe('lng must be from -180 to 180 degrees');
    expect(issue({ ...ok, lng: ['1', '2'] })?.path).toEqual(['lng']);
  });

  it('refuses a date that is not a real YYYY-MM-DD and a zone that is not a zone name', () => {
    expect(issue({ ...ok, date: '2026-02-30' })?.message).toBe('date must be a real date written YYYY-MM-DD');
    expect(issue({ ...ok, date: '20/12/2026' })?.path).toEqual(['date']);
    expect(issue({ ...ok, tz: '' })?.path).toEqual(['tz']);
    expect(issue({ ...ok, tz: '../../etc/passwd' })?.message).toMatch(/^tz must be an IANA time zone/);
    expect(issue({ ...ok, with: 'everything' })?.message).toBe('with may only be details');
  });

  it('describes an answer with nulls for a day without a rise or set', () => {
    const answer = {
      date: '2026-12-20',
      moonrise: null,
      moonset: '2026-12-20T04:46:58Z',
      illumination: 0.8205,
      phase: 'waxing-gibbous',
      sign: 'taurus',
      nextNewMoon: '2027-01-07T20:24:19Z',
      nextFullMoon: '2026-12-24T01:28:10Z',
      voidOfCourse: [{ start: '2026-12-20T01:00:00Z', end: '2026-12-20T09:00:00Z', sign: 'taurus', nextSign: 'gemini', lastAspect: { planet: 'saturn', aspect: 'sextile' } }],
    };
    expect(moonTonightResponse.parse(answer)).toEqual(answer);
    expect(moonTonightResponse.safeParse({ ...answer, illumination: 1.2 }).success).toBe(false);
    expect(moonTonightResponse.safeParse({ ...answer, moonrise: '2026-12-20 08:45' }).success).toBe(false);
  });
});
