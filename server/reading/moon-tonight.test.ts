import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createZoneRules } from '../../adapters/zone-rules';
import { functionError } from '../../contracts/functions.contract';
import { moonTonightResponse } from '../../contracts/moon-tonight.contract';
import { fixedClock } from '../../domain/kernel';
import { type TestServer, startTestServer } from '../../tests/support/test-server';
import { tonightCommand } from '../../scripts/luna-tonight';
import { functionErrors } from '../platform/function-errors';
import { accessTokens } from '../platform/security/access-token';
import { type MoonTonightCache, moonTonightHandler } from './moon-tonight';
import { lruCache } from '../platform/lru-cache';

/** GET moon-tonight over real HTTP, behind the API gate (which lets it through without a key), as the router serves it. */
const PUBLIC_KEY = 'moon-tonight-test-public-key';
const tokens = accessTokens({ secret: 'moon-tonight-test-secret-long-enough-for-hs256', clock: fixedClock(Date.UTC(2026, 10, 27)) });
const rules = createZoneRules().rules;

describe('GET moon-tonight', () => {
  let server: TestServer;
  const cache: MoonTonightCache = lruCache(3);

  beforeAll(async () => {
    const router = Router();
    router.get('/moon-tonight', moonTonightHandler(rules, cache));
    router.use(functionErrors);
    server = await startTestServer({ publicKey: PUBLIC_KEY, tokens, mount: (app) => app.use('/functions/v1', router) });
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = (query: string) => fetch(`${server.baseUrl}/functions/v1/moon-tonight?${query}`);

  it('answers without the public key, with the same JSON the CLI prints', async () => {
    const response = await get('lat=69.6492&lng=18.9553&tz=Europe/Oslo&date=2026-12-20');
    expect(response.status).toBe(200);
    const body = moonTonightResponse.parse(await response.json());
    expect(body).toEqual(tonightCommand({ lat: '69.6492', lng: '18.9553', tz: 'Europe/Oslo', date: '2026-12-20' }, { rules }));
    expect(Object.keys(body)).toEqual(['date', 'moonrise', 'moonset', 'illumination', 'phase', 'sign', 'nextNewMoon', 'nextFullMoon', 'voidOfCourse']);
    expect(response.headers.get('cache-control')).toContain('max-age=3600');
  });

  it('says null on a day without a moonrise, and adds the next ingress when asked', async () => {
    // Tromsø, 2026-12-02: the Moon sets at 11:30 UTC and does not rise (a row of the Swiss Ephemeris reference).
    const response = await get('lat=69.6492&lng=18.9553&tz=Europe/Oslo&date=2026-12-02&with=details');
    const body = moonTonightResponse.parse(await response.json());
    expect(body.moonrise).toBeNull();
    expect(body.moonset).toMatch(/^2026-12-02T11:(29|30|31):/);
    expect(body.nextIngress?.at).toMatch(/^2026-12-0[2-5]T/);
    expect(body.allDay).toBeUndefined();
  });

  it('says whether the Moon is up or down all day, when asked, on a day it neither rises nor sets', async () => {
    // Reykjavík, 2026-12-10 and Longyearbyen, 2027-02-28: no rise and no set in the Swiss Ephemeris reference.
    for (const query of ['lat=64.1466&lng=-21.9426&tz=Atlantic/Reykjavik&date=2026-12-10', 'lat=78.2232&lng=15.6267&tz=Arctic/Longyearbyen&date=2027-02-28']) {
      const plain = moonTonightResponse.parse(await (await get(query)).json());
      expect(plain.allDay).toBeUndefined();
      const detailed = moonTonightResponse.parse(await (await get(`${query}&with=details`)).json());
      expect([detailed.moonrise, detailed.moonset]).toEqual([null, null]);
      expect(['up', 'down']).toContain(detailed.allDay);
    }
  });

  it('caches by rounded place and date: a place a few metres away is the same answer', async () => {
    const before = cache.size;
    const a = await (await get('lat=38.72231&lng=-9.13931&tz=Europe/Lisbon&date=2027-03-28')).json();
    const b = await (await get('lat=38.7219&lng=-9.1401&tz=Europe/Lisbon&date=2027-03-28')).json();
    expect(b).toEqual(a);
    expect(cache.size).toBe(Math.min(3, before + 1));
  });

  it.each([
    ['lat=&lng=1&tz=UTC&date=2027-01-01', /^lat must be a number/],
    ['lng=1&tz=UTC&date=2027-01-01', /^lat is required/],
    ['lat=91&lng=1&tz=UTC&date=2027-01-01', /^lat must be from -90 to 90/],
    ['lat=1&lng=1&tz=Mars/Base&date=2027-01-01', /^Unknown time zone: Mars\/Base/],
    ['lat=1&lng=1&tz=UTC&date=2027-02-29', /^date must be a real date/],
    ['lat=1&lat=2&lng=1&tz=UTC&date=2027-01-01', /lat/],
  ])('refuses %s with 400 and a readable message', async (query, message) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(functionError.parse(await response.json()).error).toMatch(message);
  });
});
