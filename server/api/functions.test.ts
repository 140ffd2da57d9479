import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedGazetteer } from '../../adapters/gazetteer';
import { DatabaseUnavailableError } from '../../adapters/sql';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../tests/support/test-databases';
import {
  PROFILE_TOKEN_PATTERN,
  agentLinkResponse,
  placeResolveResponse,
  placeSearchResponse,
  profileByTokenResponse,
  saveProfileResponse,
} from '../../contracts/functions.contract';
import { fixedClock } from '../../domain/kernel';
import type { SqlDatabase } from '../../domain/kernel';
import { type ComposedServer, startComposedServer, testConfig } from '../../tests/support/composed-server';
import { accessTokens } from '../platform/security/access-token';
import { AGENT_LINK_MESSAGES } from '../conversation/agent-link';
import { openApiDocument } from './openapi-document';
import { PLACE_NOT_FOUND } from '../reading/places';
import { PROFILE_LINK_NOT_FOUND } from '../reading/profile-by-token';
import { LINK_EMAIL_SUBJECT, SAVE_PROFILE_MESSAGES } from '../reading/save-profile';
import { sessionTokens } from '../conversation/session-tokens';

/**
 * The functions over real HTTP on a real database: PGlite always, PostgreSQL when
 * DATABASE_URL is set. The app is composed as `npm start` composes it, with a fixed clock.
 */
const PUBLIC_KEY = 'functions-test-public-key';
const SECRET = 'functions-test-secret-long-enough-for-hs256';
const T0 = Date.UTC(2026, 0, 15, 12);
const LISBON = { id: 2267057, label: 'Lisbon, Portugal' };
const PORTO_ID = 2735943;

const clock = fixedClock(T0);
const tokens = accessTokens({ secret: SECRET, clock });
const gazetteer = sharedGazetteer();
const config = testConfig({ PUBLIC_API_KEY: PUBLIC_KEY, ACCESS_TOKEN_SECRET: SECRET, PUBLIC_SITE_URL: 'https://moonwise.example' });
const composed = (db: SqlDatabase) => startComposedServer(config, db, { now: clock.now, places: gazetteer });

let unique = 0;
const freshEmail = (name = 'ana') => `${name}.${process.pid}.${(unique += 1)}@example.com`;
/** A chat session token as the server issues them (signed with the same secret). */
const freshSession = () => sessionTokens(SECRET).issue();

const profileBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  full_name: 'Ana Maria Silva',
  birth_date: '1990-03-14',
  birth_time: '08:30',
  birth_place: LISBON,
  ...overrides,
});

const headersFor = (bearer: string = PUBLIC_KEY, extra: Record<string, string> = {}) => ({
  apikey: PUBLIC_KEY,
  authorization: `Bearer ${bearer}`,
  'content-type': 'application/json',
  ...extra,
});

describe.each(testDatabaseKinds())('the functions on %s', (kind) => {
  let target: TestDatabase;
  let db: SqlDatabase;
  let server: ComposedServer;

  beforeAll(async () => {
    target = await openTestDatabase(kind);
    db = target.db;
    server = await composed(db);
  });

  afterAll(async () => {
    await server?.close();
    await target?.dispose();
  });

  const post = (name: string, body: unknown, bearer?: string, extra?: Record<string, string>) =>
    fetch(`${server.baseUrl}/functions/v1/${name}`, { method: 'POST', headers: headersFor(bearer, extra), body: JSON.stringify(body) });
  const get = (pathAndQuery: string, bearer?: string) => fetch(`${server.baseUrl}/functions/v1/${pathAndQuery}`, { headers: headersFor(bearer) });
  const body = async (response: Response) => (await response.json()) as Record<string, unknown>;

  const saveNewProfile = async (email = freshEmail()) => {
    const response = await post('save-profile', profileBody(email));
    expect(response.status).toBe(200);
    return { email, ...saveProfileResponse.parse(await response.json()) };
  };

  describe('save-profile', () => {
    it('saves a new profile and answers with an access token and the link token, once', async () => {
      const saved = await saveNewProfile();
      expect(saved).toMatchObject({ success: true, message: SAVE_PROFILE_MESSAGES.saved, error: null });
      expect(saved.profileToken).toMatch(PROFILE_TOKEN_PATTERN);
      expect((await tokens.verify(saved.accessToken ?? '')).profileId).toBe(saved.profileId);
    });

    it('then get-profile-by-token opens that profile with its public fields', async () => {
      const email = freshEmail('Ana.Maria');
      const saved = await saveNewProfile(email.toUpperCase());
      const response = await get(`get-profile-by-token?token=${saved.profileToken}`);
      expect(response.status).toBe(200);
      const answer = profileByTokenResponse.parse(await response.json());
      expect(answer.profile).toEqual({
        id: saved.profileId,
        email: email.toLowerCase(),
        full_name: 'Ana Maria Silva',
        first_name: 'Ana',
        birth_date: '1990-03-14',
        birth_time: '08:30',
        birth_city: 'Lisbon, Portugal',
        moon_sign: null,
        moon_phase: null,
        sun_sign: null,
        has_reading: false,
        has_purchased: false,
        purchased_reports: [],
      });
      expect((await tokens.verify(answer.accessToken)).profileId).toBe(saved.profileId);
    });

    it('keeps the place it resolved: coordinates and zone from the gazetteer, not from the client', async () => {
      const saved = await saveNewProfile();
      const { rows } = await db.query('select birth_place_id, birth_lat, birth_lng, birth_timezone from profiles where id = $1', [saved.profileId]);
      expect(rows[0]).toEqual({ birth_place_id: String(LISBON.id), birth_lat: 38.71667, birth_lng: -9.13333, birth_timezone: 'Europe/Lisbon' });
    });

    it('stores the link token only as its SHA-256: the table never holds the token itself', async () => {
      const saved = await saveNewProfile();
      const raw = saved.profileToken ?? '';
      const { rows } = await db.query<{ token_hash: string }>('select * from profile_tokens where profile_id = $1', [saved.profileId]);
      expect(rows.map((row) => row.token_hash)).toEqual([createHash('sha256').update(raw).digest('hex')]);
      const everything = await db.query('select * from profile_tokens');
      expect(JSON.stringify(everything.rows)).not.toContain(raw);
    });

    it.each([
      ['an email that is not one', { email: 'not-an-email' }, 'Please enter a valid email address.'],
      ['no name', { full_name: undefined }, 'Please tell us your name (full_name or firstName).'],
      ['an impossible date', { birth_date: '1990-02-30' }, 'birth_date must be a real date written YYYY-MM-DD'],
      ['a birth date in the future', { birth_date: '2026-03-01' }, SAVE_PROFILE_MESSAGES.implausibleBirthDate],
      ['a time that is not HH:MM', { birth_time: '8.30pm' }, 'birth_time must be HH:MM on a 24-hour clock, or null when unknown'],
      ['a place that is not in the gazetteer', { birth_place: { id: 999_999_999, label: 'Atlantis' } }, SAVE_PROFILE_MESSAGES.unknownPlace],
    ])('refuses %s with 400, says why, and saves nothing', async (_case, overrides, message) => {
      const email = freshEmail();
      const response = await post('save-profile', profileBody(email, overrides));
      expect(response.status).toBe(400);
      const answer = saveProfileResponse.parse(await response.json());
      expect(answer).toMatchObject({ success: false, accessToken: null, profileToken: null, error: message });
      expect(answer.issues?.length).toBeGreaterThan(0);
      const { rows } = await db.query('select id from profiles where lower(email) = lower($1)', [email]);
      expect(rows).toEqual([]);
    });

    it('refuses a request without a body with 400', async () => {
      const { 'content-type': _none, ...withoutType } = headersFor();
      const response = await fetch(`${server.baseUrl}/functions/v1/save-profile`, { method: 'POST', headers: withoutType });
      expect(response.status).toBe(400);
      expect((await body(response)).error).toBe('The request needs a JSON body.');
    });

    it('refuses an empty JSON body with 400, listing every missing field', async () => {
      const response = await fetch(`${server.baseUrl}/functions/v1/save-profile`, { method: 'POST', headers: headersFor() });
      expect(response.status).toBe(400);
      const answer = saveProfileResponse.parse(await response.json());
      expect(answer.issues?.map((issue) => issue.path)).toEqual(expect.arrayContaining(['email', 'birth_date', 'birth_place']));
    });

    it('refuses a list for a body with 400', async () => {
      const response = await post('save-profile', [profileBody(freshEmail())]);
      expect(response.status).toBe(400);
      expect((await body(response)).error).toBe('Invalid input: expected object, received array');
    });

    it('updates the profile for the holder of its access token, and clears signs that no longer fit the birth', async () => {
      const saved = await saveNewProfile();
      await db.query(`update profiles set moon_sign = 'pisces', sun_sign = 'pisces', moon_phase = 'full-moon' where id = $1`, [saved.profileId]);
      const response = await post('save-profile', profileBody(saved.email, { birth_date: '1991-07-02', full_name: 'Ana Silva' }), saved.accessToken ?? '');
      expect(response.status).toBe(200);
      expect((await body(response)).profileId).toBe(saved.profileId);
      const { rows } = await db.query('select full_name, birth_date, moon_sign, sun_sign, moon_phase from profiles where id = $1', [saved.profileId]);
      expect(rows[0]).toEqual({ full_name: 'Ana Silva', birth_date: '1991-07-02', moon_sign: null, sun_sign: null, moon_phase: null });
    });

    it('keeps the signs when the holder saves the same birth again', async () => {
      const saved = await saveNewProfile();
      await db.query(`update profiles set moon_sign = 'pisces' where id = $1`, [saved.profileId]);
      await post('save-profile', profileBody(saved.email, { full_name: 'Ana M. Silva' }), saved.accessToken ?? '');
      const { rows } = await db.query('select moon_sign from profiles where id = $1', [saved.profileId]);
      expect(rows[0]).toEqual({ moon_sign: 'pisces' });
    });

    it('gives a stranger who types an existing email no token and changes nothing; the owner is emailed a link', async () => {
      const saved = await saveNewProfile();
      const response = await post('save-profile', profileBody(saved.email.toUpperCase(), { birth_date: '1985-01-01', birth_place: { id: PORTO_ID, label: 'Porto' } }));
      expect(response.status).toBe(202);
      expect(saveProfileResponse.parse(await response.json())).toMatchObject({
        success: true,
        accessToken: null,
        profileToken: null,
        profileId: null,
        message: SAVE_PROFILE_MESSAGES.linkEmailed,
      });
      const profile = await db.query('select birth_date, birth_place_id from profiles where id = $1', [saved.profileId]);
      expect(profile.rows[0]).toEqual({ birth_date: '1990-03-14', birth_place_id: String(LISBON.id) });

      const outbox = await db.query<{ body_text: string }>('select body_text from email_outbox where to_address = $1 and subject = $2', [saved.email, LINK_EMAIL_SUBJECT]);
      expect(outbox.rows).toHaveLength(1);
      const link = /https:\/\/moonwise\.example\/free-moon-reading\?token=([A-Za-z0-9_-]+)/.exec(outbox.rows[0]?.body_text ?? '');
      const opened = await get(`get-profile-by-token?token=${link?.[1]}`);
      expect(profileByTokenResponse.parse(await opened.json()).profile.id).toBe(saved.profileId);
    });

    it('emails an address at most once an hour however often its profile is asked for', async () => {
      const saved = await saveNewProfile();
      for (let i = 0; i < 3; i += 1) expect((await post('save-profile', profileBody(saved.email))).status).toBe(202);
      const outbox = await db.query('select id from email_outbox where to_address = $1', [saved.email]);
      expect(outbox.rows).toHaveLength(1);
    });

    it('gives the holder of another profile’s token no way into this one', async () => {
      const owner = await saveNewProfile();
      const other = await saveNewProfile();
      const response = await post('save-profile', profileBody(owner.email, { full_name: 'Mallory' }), other.accessToken ?? '');
      expect(response.status).toBe(202);
      const { rows } = await db.query('select full_name from profiles where id = $1', [owner.profileId]);
      expect(rows[0]).toEqual({ full_name: 'Ana Maria Silva' });
    });
  });

  describe('get-profile-by-token', () => {
    it.each([
      ['an unknown token', 'A'.repeat(43)],
      ['a token of the wrong shape', 'abc'],
    ])('answers %s with 404 and a clear message', async (_case, token) => {
      const response = await get(`get-profile-by-token?token=${token}`);
      expect(response.status).toBe(404);
      expect(await body(response)).toMatchObject({ error: PROFILE_LINK_NOT_FOUND });
    });

    it('answers an expired link with the same 404', async () => {
      const saved = await saveNewProfile();
      const expired = 'E'.repeat(43);
      await db.query('insert into profile_tokens (token_hash, profile_id, expires_at) values ($1, $2, $3)', [
        createHash('sha256').update(expired).digest('hex'),
        saved.profileId,
        new Date(T0 - 1000).toISOString(),
      ]);
      const response = await get(`get-profile-by-token?token=${expired}`);
      expect(response.status).toBe(404);
      expect((await body(response)).error).toBe(PROFILE_LINK_NOT_FOUND);
    });

    it('asks for the token when there is none', async () => {
      const response = await get('get-profile-by-token');
      expect(response.status).toBe(400);
      expect((await body(response)).error).toBe('token is required: the link from your reading email');
    });

    it('shows completed purchases only', async () => {
      const saved = await saveNewProfile();
      await db.query(`insert into orders (profile_id, report_type, payment_status) values ($1, 'lunar', 'completed'), ($1, 'astrology', 'pending')`, [saved.profileId]);
      const answer = profileByTokenResponse.parse(await (await get(`get-profile-by-token?token=${saved.profileToken}`)).json());
      expect(answer.profile).toMatchObject({ has_purchased: true, purchased_reports: ['lunar'] });
    });
  });

  describe('luna-agent-link', () => {
    const sessionOf = async (token: string) =>
      (await db.query<{ profile_id: string | null; stage: string | null }>('select profile_id, stage from luna_chat_sessions where session_token = $1', [token])).rows[0];

    it('links the caller’s session to their own profile and sets the stage to FREE_READING_COMPLETE', async () => {
      const saved = await saveNewProfile();
      const session = freshSession();
      const response = await post('luna-agent-link', { sessionToken: session, profileId: saved.profileId }, saved.accessToken ?? '', { 'x-luna-session': session });
      expect(response.status).toBe(200);
      expect(agentLinkResponse.parse(await response.json())).toEqual({ linked: true, stage: 'FREE_READING_COMPLETE', sessionToken: session });
      expect(await sessionOf(session)).toEqual({ profile_id: saved.profileId, stage: 'FREE_READING_COMPLETE' });

      // A token the server never issued is not adopted: a fresh session is linked, and named.
      const chosen = '0000000000000000';
      const fresh = agentLinkResponse.parse(await (await post('luna-agent-link', { profileId: saved.profileId }, saved.accessToken ?? '', { 'x-luna-session': chosen })).json());
      expect(fresh.sessionToken).not.toBe(chosen);
      expect(sessionTokens(SECRET).issued(fresh.sessionToken)).toBe(true);
      expect(await sessionOf(chosen)).toBeUndefined();
      expect(await sessionOf(fresh.sessionToken)).toEqual({ profile_id: saved.profileId, stage: 'FREE_READING_COMPLETE' });
    });

    it('refuses to link a session to someone else’s profile, and links nothing', async () => {
      const mallory = await saveNewProfile();
      const victim = await saveNewProfile();
      const session = freshSession();
      const response = await post('luna-agent-link', { profileId: victim.profileId }, mallory.accessToken ?? '', { 'x-luna-session': session });
      expect(response.status).toBe(403);
      expect((await body(response)).error).toBe(AGENT_LINK_MESSAGES.notYourProfile);
      expect(await sessionOf(session)).toBeUndefined();
    });

    it('refuses an anonymous caller', async () => {
      const victim = await saveNewProfile();
      const response = await post('luna-agent-link', { profileId: victim.profileId }, PUBLIC_KEY, { 'x-luna-session': freshSession() });
      expect(response.status).toBe(401);
      expect((await body(response)).error).toBe(AGENT_LINK_MESSAGES.signInFirst);
    });

    it('refuses a body session that is not the header session', async () => {
      const saved = await saveNewProfile();
      const response = await post('luna-agent-link', { sessionToken: freshSession(), profileId: saved.profileId }, saved.accessToken ?? '', { 'x-luna-session': freshSession() });
      expect(response.status).toBe(400);
      expect((await body(response)).error).toBe(AGENT_LINK_MESSAGES.sessionMismatch);
    });

    it('asks for a session when there is none', async () => {
      const saved = await saveNewProfile();
      const response = await post('luna-agent-link', { profileId: saved.profileId }, saved.accessToken ?? '');
      expect(response.status).toBe(400);
      expect((await body(response)).error).toBe(AGENT_LINK_MESSAGES.noSession);
    });

    it('never takes CUSTOMER on the client’s word, but gives it to a profile with a completed order', async () => {
      const saved = await saveNewProfile();
      const session = freshSession();
      const claim = { profileId: saved.profileId, stage: 'CUSTOMER' };
      const before = await post('luna-agent-link', claim, saved.accessToken ?? '', { 'x-luna-session': session });
      expect((await body(before)).stage).toBe('FREE_READING_COMPLETE');
      await db.query(`insert into orders (profile_id, report_type, payment_status) values ($1, 'lunar', 'completed')`, [saved.profileId]);
      const after = await post('luna-agent-link', claim, saved.accessToken ?? '', { 'x-luna-session': session });
      expect((await body(after)).stage).toBe('CUSTOMER');
    });

    it('never moves a stage back', async () => {
      const saved = await saveNewProfile();
      const session = freshSession();
      await db.query(`insert into luna_chat_sessions (session_token, stage) values ($1, 'CUSTOMER')`, [session]);
      const response = await post('luna-agent-link', { profileId: saved.profileId, stage: 'ANONYMOUS' }, saved.accessToken ?? '', { 'x-luna-session': session });
      expect((await body(response)).stage).toBe('CUSTOMER');
    });
  });

  describe('report-error', () => {
    it('stores the report and answers 202', async () => {
      const message = `TypeError ${(unique += 1)}`;
      const response = await post('report-error', { source: 'widget', message, stack: 'at x (y.js:1:1)', context: { page: '/moon' } });
      expect(response.status).toBe(202);
      expect(await body(response)).toEqual({ received: true });
      const { rows } = await db.query('select source, stack, context from client_error_reports where message = $1', [message]);
      expect(rows).toEqual([{ source: 'widget', stack: 'at x (y.js:1:1)', context: { page: '/moon' } }]);
    });

    it('cuts a long message, stack and context to their limits instead of refusing them', async () => {
      const tag = `long-${(unique += 1)}`;
      const response = await post('report-error', { source: 'widget', message: `${tag}${'m'.repeat(5000)}`, stack: 's'.repeat(20_000), context: { big: 'c'.repeat(9000), page: '/' } });
      expect(response.status).toBe(202);
      const { rows } = await db.query<{ message: string; stack: string; context: unknown }>(
        'select message, stack, context from client_error_reports where message like $1',
        [`${tag}%`],
      );
      expect(rows[0]?.message).toHaveLength(2000);
      expect(rows[0]?.stack).toHaveLength(8000);
      expect(rows[0]?.context).toEqual({ truncated: true, keys: ['big', 'page'] });
    });

    it('keeps no link token from the page’s address the error names', async () => {
      const token = 'Zk3'.repeat(14) + 'x';
      const message = `ChunkLoadError on https://moonwise.example/free-moon-reading?token=${token} ${(unique += 1)}`;
      const response = await post('report-error', { source: 'app', message, stack: `at /free-moon-reading?token=${token}`, context: { href: `/free-moon-reading?change=${token}&token=${token}`, n: [1, 123456] } });
      expect(response.status).toBe(202);
      const { rows } = await db.query<{ message: string; stack: string; context: unknown }>('select message, stack, context from client_error_reports where message like $1', ['ChunkLoadError on%']);
      expect(JSON.stringify(rows)).not.toContain(token);
      expect(rows.at(-1)?.context).toEqual({ href: '/free-moon-reading?change=[removed]&token=[removed]', n: [1, 123456] });
    });

    it('refuses a report without a source with 400', async () => {
      const response = await post('report-error', { message: 'x' });
      expect(response.status).toBe(400);
      expect((await body(response)).error).toBe('source: Invalid input: expected string, received undefined');
    });
  });

  describe('places', () => {
    it('searches the gazetteer', async () => {
      const response = await get('place-search?q=Lisbon&limit=2');
      expect(response.status).toBe(200);
      const { places } = placeSearchResponse.parse(await response.json());
      expect(places.map((place) => place.label)).toEqual(['Lisbon, Portugal', 'Lisbon, Maine, United States']);
    });

    it('refuses a search without text', async () => {
      const response = await get('place-search?limit=2');
      expect(response.status).toBe(400);
      expect((await body(response)).error).toBe('q is required: the start of a place name');
    });

    it('resolves a chosen place by id, and answers 404 for an unknown one', async () => {
      const found = placeResolveResponse.parse(await (await get(`place-resolve?id=${LISBON.id}`)).json());
      expect(found.place).toMatchObject({ label: 'Lisbon, Portugal', zone: 'Europe/Lisbon' });
      const missing = await get('place-resolve?id=1');
      expect(missing.status).toBe(404);
      expect((await body(missing)).error).toBe(PLACE_NOT_FOUND);
    });
  });

  describe('the edge', () => {
    it('serves its OpenAPI document without a key', async () => {
      const response = await fetch(`${server.baseUrl}/functions/v1/openapi.json`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
    });

    it('answers an unknown function with 404', async () => {
      const response = await get('no-such-function');
      expect(response.status).toBe(404);
      expect((await body(response)).error).toBe('There is no function GET /no-such-function.');
    });

    it('refuses every function without the public key', async () => {
      for (const name of ['save-profile', 'luna-agent-link', 'report-error']) {
        const response = await fetch(`${server.baseUrl}/functions/v1/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
        expect(response.status).toBe(401);
      }
      expect((await fetch(`${server.baseUrl}/functions/v1/get-profile-by-token?token=x`)).status).toBe(401);
    });

    it('logs neither the email, the birth data, nor any token of a save and a lookup', async () => {
      const email = freshEmail('logged');
      const saved = await saveNewProfile(email);
      await get(`get-profile-by-token?token=${saved.profileToken}`, saved.accessToken ?? '');
      const written = server.logLines.join('\n');
      expect(written).toContain('/functions/v1/save-profile');
      for (const secret of [email, '1990-03-14', '08:30', saved.profileToken ?? '', saved.accessToken ?? '', '38.71667']) expect(written).not.toContain(secret);
    });
  });
});

describe('when the database is unreachable', () => {
  const down: SqlDatabase = {
    kind: 'postgres',
    query: () => Promise.reject(new DatabaseUnavailableError({ message: 'The database is unavailable: connect ECONNREFUSED' })),
    transaction: () => Promise.reject(new DatabaseUnavailableError({ message: 'The database is unavailable: connect ECONNREFUSED' })),
    close: () => Promise.resolve(),
  };
  let server: ComposedServer;

  beforeAll(async () => {
    server = await composed(down);
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each([
    ['save-profile', profileBody('down@example.com')],
    ['report-error', { source: 'widget', message: 'x' }],
  ])('%s answers 503 with a message to wait and retry', async (name, payload) => {
    const response = await fetch(`${server.baseUrl}/functions/v1/${name}`, { method: 'POST', headers: headersFor(), body: JSON.stringify(payload) });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: 'Our database is unavailable right now. Please try again in a moment.' });
  });

  it('still searches places, which need no database', async () => {
    const response = await fetch(`${server.baseUrl}/functions/v1/place-search?q=Porto`, { headers: headersFor() });
    expect(response.status).toBe(200);
  });
});
