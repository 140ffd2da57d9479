import { Router } from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createZoneRules } from '../../adapters/zone-rules';
import { CALENDAR_MESSAGES, FEED_TOKEN_PATTERN, calendarLinkResponse, calendarLinkStopResponse } from '../../contracts/calendar-link.contract';
import { functionError } from '../../contracts/functions.contract';
import { makeReading } from '../../domain/conversation';
import type { Clock } from '../../domain/kernel';
import { lunationsBetween, moonLongitudeAt } from '../../domain/sky';
import ICAL from 'ical.js';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../tests/support/test-databases';
import { type TestServer, startTestServer } from '../../tests/support/test-server';
import { visitorHeaders } from '../../tests/support/visitor-headers';
import { functionErrors } from '../platform/function-errors';
import { accessTokens } from '../platform/security/access-token';
import { hashProfileToken, newProfileToken } from '../platform/security/profile-token';
import { calendarFeed, calendarLink, calendarLinkStop } from './calendar-feed';
import { hashFeedToken } from './calendar-feed-store';
import { PROFILE_LINK_NOT_FOUND } from './profile-by-token';
import { storeProfileToken } from './profile-store';
import { insertProfileWithReading, replaceReading } from './reading-store';

/** Her moon calendar over real HTTP on every test database: who gets its address, what the feed holds, its cache, and replacing it. */
const PUBLIC_KEY = 'calendar-feed-test-public-key';
const SECRET = 'calendar-feed-test-secret-long-enough-for-hs256';
const SITE = 'https://moonwise.example';
const T0 = Date.UTC(2026, 10, 24, 9, 30);
let nowMs = T0;
const clock: Clock = { now: () => nowMs };
const tokens = accessTokens({ secret: SECRET, clock });
const rules = createZoneRules().rules;
const LISBON = { city: 'Lisbon', country: 'Portugal', displayName: 'Lisbon, Portugal', coordinates: { lat: 38.7167, lng: -9.1333 }, timezone: 'Europe/Lisbon' };

let unique = 0;
const freshEmail = () => `calendar.${process.pid}.${(unique += 1)}@example.com`;


describe.each(testDatabaseKinds())('her moon calendar on %s', (kind) => {
  let target: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    target = await openTestDatabase(kind);
    const deps = { db: target.db, gazetteer: undefined as never, settings: { ACCESS_TOKEN_SECRET: SECRET, PUBLIC_SITE_URL: `${SITE}/` }, clock, tokens };
    const router = Router();
    router.post('/calendar-link', calendarLink(deps));
    router.post('/calendar-link-stop', calendarLinkStop(deps));
    router.use(functionErrors);
    server = await startTestServer({
      publicKey: PUBLIC_KEY,
      tokens,
      trustProxy: 1,
      mount: (app) => {
        app.get('/calendar/:file', calendarFeed({ db: target.db, rules, clock, siteUrl: SITE }));
        app.use('/functions/v1', router);
      },
    });
  });

  afterAll(async () => {
    await server?.close();
    await target?.dispose();
  });

  let connection = 0;
  beforeEach(() => {
    connection += 1;
    nowMs = T0;
  });
  const post = (name: string, body: unknown) =>
    fetch(`${server.baseUrl}/functions/v1/${name}`, { method: 'POST', headers: visitorHeaders(PUBLIC_KEY, connection), body: JSON.stringify(body) });
  /** The feed as a calendar app fetches it: no key, no cookie; the test server stands in for the site's address. */
  const fetchFeed = (url: string, headers: Record<string, string> = {}) => fetch(url.replace(SITE, server.baseUrl), { headers });

  const owner = async (withReading = true) => {
    const made = makeReading(rules, { firstName: 'Zoë', goal: null, persona: null, details: { email: null, birthDate: '1990-03-14', birthTime: '08:30', birthLocation: LISBON }, nowMs: T0 });
    if (!made.ok) throw new Error(made.error);
    const token = newProfileToken();
    await target.db.transaction(async (tx) => {
      const stored = await insertProfileWithReading(tx, {
        email: freshEmail(),
        fullName: 'Zoë',
        birthDate: '1990-03-14',
        birthTime: '08:30',
        birthLocation: LISBON,
        placeId: null,
        moonSign: made.reading.moonSign.sign,
        sunSign: made.reading.sunMoonBlend.sunSign,
        moonPhase: made.reading.phaseAtBirth.phase,
        content: made.reading,
      });
      if (!stored) throw new Error('profile not made');
      if (!withReading) await tx.query('delete from readings where profile_id = $1', [stored.profileId]);
      await storeProfileToken(tx, hashProfileToken(token), stored.profileId, T0 + 86_400_000);
    });
    return { token, reading: made.reading };
  };

  const link = async (token: string, replace?: boolean) => {
    const response = await post('calendar-link', replace === undefined ? { token } : { token, replace });
    expect(response.status).toBe(200);
    return calendarLinkResponse.parse(await response.json());
  };

  it('gives the owner an https and a webcal address, the same one when asked again, and stores only its hash', async () => {
    const { token } = await owner();
    const first = await link(token);
    const feedToken = /\/calendar\/([^/]+)\.ics$/.exec(first.url)?.[1] ?? '';
    expect(feedToken).toMatch(FEED_TOKEN_PATTERN);
    expect(first.url).toBe(`${SITE}/calendar/${feedToken}.ics`);
    expect(first.webcal).toBe(`webcal://moonwise.example/calendar/${feedToken}.ics`);
    expect(await link(token)).toEqual(first);
    const { rows } = await target.db.query<{ token_hash: string }>('select token_hash from calendar_feeds where token_hash = $1', [hashProfileToken(feedToken)]);
    expect(rows).toHaveLength(1);
    const plain = await target.db.query<{ n: number }>(`select count(*)::int as n from calendar_feeds where token_hash like '%' || $1 || '%'`, [feedToken]);
    expect(plain.rows[0]?.n).toBe(0);
  });

  it('answers 404 to an unknown or malformed link token and to a profile with no reading, 400 to a bad body', async () => {
    for (const token of [newProfileToken(), 'nope', 'x'.repeat(200)]) {
      const response = await post('calendar-link', { token });
      expect(response.status).toBe(404);
      expect(functionError.parse(await response.json()).error).toBe(PROFILE_LINK_NOT_FOUND);
    }
    const bare = await owner(false);
    const none = await post('calendar-link', { token: bare.token });
    expect(none.status).toBe(404);
    expect(functionError.parse(await none.json()).error).toBe(CALENDAR_MESSAGES.noReading);
    for (const body of [{}, { token: 5 }, { token: 'a', replace: 'yes' }]) {
      const response = await post('calendar-link', body);
      expect(response.status).toBe(400);
      expect(functionError.parse(await response.json()).error.length).toBeGreaterThan(5);
    }
  });

  it('serves her year as text/calendar that ical.js reads, its lunations where the sky engine puts them, cached until the next event', async () => {
    const { token } = await owner();
    const { url } = await link(token);
    const response = await fetchFeed(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const text = await response.text();
    const root = new ICAL.Component(ICAL.parse(text));
    const events = root.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events.length).toBeGreaterThan(50);
    expect(root.getFirstPropertyValue('x-wr-calname')).toBe('Moonwise · Zoë’s lunar year');
    const dayStart = Math.floor(T0 / 86_400_000) * 86_400_000;
    const lunations = lunationsBetween(dayStart, { untilUtcMs: dayStart + 365 * 86_400_000 });
    const starts = new Set(events.map((event) => event.startDate.toJSDate().getTime()));
    for (const lunation of lunations.slice(0, 24)) expect(starts.has(Math.round(lunation.utcMs / 1000) * 1000)).toBe(true);
    for (const event of events) expect(event.description).toContain(`${SITE}/free-moon-reading`);
    expect(text).not.toContain(token);
    const returns = events.filter((event) => event.summary.startsWith('Your lunar return'));
    expect(returns.length).toBeGreaterThanOrEqual(13);
    const natalMoon = moonLongitudeAt(Date.UTC(1990, 2, 14, 8, 30));
    for (const event of returns) expect(Math.abs(((moonLongitudeAt(event.startDate.toJSDate().getTime()) - natalMoon + 540) % 360) - 180)).toBeLessThan(0.001);
    const firstAfter = Math.min(...[...starts].filter((utcMs) => utcMs > T0));
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBe(Math.max(60, Math.ceil((Math.min(firstAfter, dayStart + 86_400_000) - T0) / 1000)));
    const again = await fetchFeed(url, { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    nowMs = T0 + 60_000;
    const same = await fetchFeed(url);
    expect(await same.text()).toBe(text);
  });

  it('replacing the address revokes the old one at once; stopping revokes the new one; the feed token opens nothing else', async () => {
    const { token } = await owner();
    const first = await link(token);
    expect((await fetchFeed(first.url)).status).toBe(200);
    const second = await link(token, true);
    expect(second.url).not.toBe(first.url);
    const gone = await fetchFeed(first.url);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toBe(CALENDAR_MESSAGES.unknownFeed);
    expect((await fetchFeed(second.url)).status).toBe(200);
    const feedToken = /\/calendar\/([^/]+)\.ics$/.exec(second.url)?.[1] ?? '';
    // The feed's token is not a reading link.
    expect((await post('calendar-link', { token: feedToken })).status).toBe(404);
    const stop = await post('calendar-link-stop', { token });
    expect(stop.status).toBe(200);
    expect(calendarLinkStopResponse.parse(await stop.json())).toEqual({ stopped: true });
    expect((await fetchFeed(second.url)).status).toBe(404);
    const third = await link(token);
    expect(third.url).not.toBe(second.url);
    for (const file of ['nope.ics', `${feedToken}.txt`, `${'A'.repeat(43)}.ics`]) expect((await fetch(`${server.baseUrl}/calendar/${file}`)).status).toBe(404);
  });

  it('keeps one live address and the last stopped one, however often the address is replaced', async () => {
    const { token } = await owner();
    let last = await link(token);
    for (let i = 0; i < 6; i += 1) last = await link(token, true);
    const { rows } = await target.db.query<{ live: boolean }>(
      `select f.revoked_at is null as live from calendar_feeds f join profiles p on p.id = f.profile_id
        where p.id = (select profile_id from calendar_feeds where token_hash = $1) order by f.created_at`,
      [hashFeedToken(/\/calendar\/([^/]+)\.ics$/.exec(last.url)?.[1] ?? '')],
    );
    expect(rows.map((row) => row.live)).toEqual([false, true]);
    expect((await fetchFeed(last.url)).status).toBe(200);
  });

  it('follows new birth details the same day: the cached feed of the old ones is not served', async () => {
    const { token, reading } = await owner();
    const { url } = await link(token);
    const before = await (await fetchFeed(url)).text();
    const { rows } = await target.db.query<{ profile_id: string }>('select profile_id::text as profile_id from profile_tokens where token_hash = $1', [hashProfileToken(token)]);
    await target.db.transaction(async (tx) =>
      replaceReading(tx, rows[0]!.profile_id, {
        email: 'ignored@example.com',
        fullName: 'Zoë',
        birthDate: '1990-03-20',
        birthTime: '08:30',
        birthLocation: LISBON,
        placeId: null,
        moonSign: reading.moonSign.sign,
        sunSign: reading.sunMoonBlend.sunSign,
        moonPhase: reading.phaseAtBirth.phase,
        content: reading,
      }),
    );
    const after = await (await fetchFeed(url)).text();
    expect(after).not.toBe(before);
    const returns = (text: string) => text.split('\r\n').filter((line) => line.startsWith('UID:lunar-return-'));
    expect(returns(after)).not.toEqual(returns(before));
  });
});
