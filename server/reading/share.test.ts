import { Router } from 'express';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createZoneRules } from '../../adapters/zone-rules';
import { functionError } from '../../contracts/functions.contract';
import { publicShare, readingShareResponse, readingShareStopResponse, SHARE_MESSAGES } from '../../contracts/reading-share.contract';
import { makeReading } from '../../domain/conversation';
import { fixedClock } from '../../domain/kernel';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../tests/support/test-databases';
import { type TestServer, startTestServer } from '../../tests/support/test-server';
import { visitorHeaders } from '../../tests/support/visitor-headers';
import { functionErrors } from '../platform/function-errors';
import { accessTokens } from '../platform/security/access-token';
import { hashProfileToken, newProfileToken } from '../platform/security/profile-token';
import { PROFILE_LINK_NOT_FOUND } from './profile-by-token';
import { storeProfileToken } from './profile-store';
import { insertProfileWithReading, replaceReading } from './reading-store';
import { publicShareGet, readingShareGet, readingShareStart, readingShareStop } from './share';
import { sharePages } from './share-page';

/** A reading's public share over real HTTP, behind the API gate, on every test database: who may start and stop it, and what the public sees. */
const PUBLIC_KEY = 'reading-share-test-public-key';
const SECRET = 'reading-share-test-secret-long-enough-for-hs256';
const T0 = Date.UTC(2026, 0, 15, 12);
const clock = fixedClock(T0);
const tokens = accessTokens({ secret: SECRET, clock });
const rules = createZoneRules().rules;
const LISBON = { city: 'Lisbon', country: 'Portugal', displayName: 'Lisbon, Portugal', coordinates: { lat: 38.7167, lng: -9.1333 }, timezone: 'Europe/Lisbon' };
const SHELL = '<!doctype html><html><head><title>Moonwise</title><meta name="description" content="The site." /><meta property="og:image" content="https://x/site.png" /></head><body><div id="root"></div></body></html>';

let unique = 0;
const freshEmail = () => `share.${process.pid}.${(unique += 1)}@example.com`;

const readingFor = (birthDate: string) => {
  const made = makeReading(rules, {
    firstName: 'Zoë',
    goal: null,
    persona: null,
    details: { email: null, birthDate, birthTime: '08:30', birthLocation: LISBON },
    nowMs: T0,
  });
  if (!made.ok) throw new Error(made.error);
  return made.reading;
};

describe.each(testDatabaseKinds())('a reading’s public share on %s', (kind) => {
  let target: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    target = await openTestDatabase(kind);
    const deps = { db: target.db, gazetteer: undefined as never, settings: { ACCESS_TOKEN_SECRET: SECRET }, clock, tokens };
    const shellFile = path.join(mkdtempSync(path.join(tmpdir(), 'share-shell-')), 'index.html');
    writeFileSync(shellFile, SHELL);
    const pages = sharePages({ db: target.db, brandName: 'Moonwise', siteUrl: 'https://moonwise.example/', shellFile });
    const router = Router();
    router.get('/reading-share', readingShareGet(deps));
    router.post('/reading-share', readingShareStart(deps));
    router.post('/reading-share-stop', readingShareStop(deps));
    router.get('/share', publicShareGet(deps));
    router.use(functionErrors);
    server = await startTestServer({
      publicKey: PUBLIC_KEY,
      tokens,
      trustProxy: 1,
      mount: (app) => {
        app.get('/share/:id/card.png', pages.card);
        app.get('/share/:id', pages.page);
        app.use('/functions/v1', router);
      },
    });
  });

  afterAll(async () => {
    await server?.close();
    await target?.dispose();
  });

  let connection = 0;
  beforeEach(() => void (connection += 1));
  const get = (pathAndQuery: string) => fetch(`${server.baseUrl}/functions/v1/${pathAndQuery}`, { headers: visitorHeaders(PUBLIC_KEY, connection) });
  const post = (name: string, body: unknown) =>
    fetch(`${server.baseUrl}/functions/v1/${name}`, { method: 'POST', headers: visitorHeaders(PUBLIC_KEY, connection), body: JSON.stringify(body) });

  /** A profile with a reading, and its link token, as the reading workflow leaves them. */
  const owner = async (email = freshEmail()) => {
    const reading = readingFor('1990-03-14');
    const token = newProfileToken();
    await target.db.transaction(async (tx) => {
      const made = await insertProfileWithReading(tx, {
        email,
        fullName: 'Zoë Example',
        birthDate: '1990-03-14',
        birthTime: '08:30',
        birthLocation: LISBON,
        placeId: null,
        moonSign: reading.moonSign.sign,
        sunSign: reading.sunMoonBlend.sunSign,
        moonPhase: reading.phaseAtBirth.phase,
        content: reading,
      });
      if (!made) throw new Error('profile not made');
      await storeProfileToken(tx, hashProfileToken(token), made.profileId, T0 + 86_400_000);
    });
    return { token, reading, email };
  };

  const start = async (token: string) => {
    const response = await post('reading-share', { token });
    return { status: response.status, body: readingShareResponse.parse(await response.json()) };
  };

  it('shares nothing until the owner asks', async () => {
    const { token } = await owner();
    const response = await get(`reading-share?token=${token}`);
    expect(response.status).toBe(200);
    expect(readingShareResponse.parse(await response.json())).toEqual({ share: null });
    const { rows } = await target.db.query<{ n: number }>(
      'select count(*)::int as n from reading_shares s join readings r on r.id = s.reading_id join profile_tokens t on t.profile_id = r.profile_id where t.token_hash = $1',
      [hashProfileToken(token)],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('makes one share with an unguessable id for the owner, and gives the same one when asked again', async () => {
    const { token, reading } = await owner();
    const first = await start(token);
    expect(first.status).toBe(201);
    const share = first.body.share;
    expect(share?.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(share?.path).toBe(`/share/${share?.id}`);
    expect(share?.cardPath).toBe(`/share/${share?.id}/card.png`);
    const again = await start(token);
    expect(again).toEqual({ status: 200, body: first.body });
    expect(readingShareResponse.parse(await (await get(`reading-share?token=${token}`)).json())).toEqual(first.body);

    const shown = publicShare.parse(await (await get(`share?id=${share?.id}`)).json());
    expect(shown).toMatchObject({ moonSign: reading.moonSign.sign, phase: reading.phaseAtBirth.phase, phaseName: reading.phaseAtBirth.name, cardPath: share?.cardPath });
    expect(shown.line).toContain(shown.moonSignName);
  });

  it('stores and shows nothing that names the visitor or her birth', async () => {
    const { token, email } = await owner();
    const { share } = (await start(token)).body;
    const { rows } = await target.db.query<{ row: string }>('select s::text as row from reading_shares s where id = $1', [share?.id]);
    const stored = rows[0]?.row ?? '';
    const page = await (await fetch(`${server.baseUrl}/share/${share?.id}`, { headers: { accept: 'text/html' } })).text();
    const api = await (await get(`share?id=${share?.id}`)).text();
    for (const text of [stored, page, api]) {
      for (const secret of ['Zoë', email, '1990', '08:30', 'Lisbon', token]) expect(text).not.toContain(secret);
    }
  });

  it('answers the public page with its preview tags in the HTML, in place of the site’s', async () => {
    const { token } = await owner();
    const { share } = (await start(token)).body;
    const response = await fetch(`${server.baseUrl}/share/${share?.id}`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<meta property="og:image" content="https://moonwise.example/share/${share?.id}/card.png" />`);
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toMatch(/<meta property="og:title" content="My Moon in \w+, born under a [\w ]+ Moon" \/>/);
    expect(html).toMatch(/<meta property="og:description" content="[^"]+" \/>/);
    expect(html.match(/og:image"/g)).toHaveLength(1);
    expect(html).toMatch(/<title>My Moon in \w+, born under a [\w ]+ Moon \| Moonwise<\/title>/);
  });

  it('draws the card as a 1200×630 PNG', async () => {
    const { token } = await owner();
    const { share } = (await start(token)).body;
    const response = await fetch(`${server.baseUrl}${share?.cardPath}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('stops sharing for the owner: the page, the card and the public answer are 404', async () => {
    const { token } = await owner();
    const { share } = (await start(token)).body;
    const stop = await post('reading-share-stop', { token });
    expect(stop.status).toBe(200);
    expect(readingShareStopResponse.parse(await stop.json())).toEqual({ stopped: true });
    expect((await fetch(`${server.baseUrl}/share/${share?.id}`, { headers: { accept: 'text/html' } })).status).toBe(404);
    expect((await fetch(`${server.baseUrl}${share?.cardPath}`)).status).toBe(404);
    const api = await get(`share?id=${share?.id}`);
    expect(api.status).toBe(404);
    expect(functionError.parse(await api.json()).error).toBe(SHARE_MESSAGES.unknownShare);
    expect(readingShareResponse.parse(await (await get(`reading-share?token=${token}`)).json())).toEqual({ share: null });
  });

  it('refuses a link token that is unknown or malformed, and shares nothing for it', async () => {
    for (const token of ['A'.repeat(43), 'short', newProfileToken()]) {
      const response = await post('reading-share', { token });
      expect(response.status).toBe(404);
      expect(functionError.parse(await response.json()).error).toBe(PROFILE_LINK_NOT_FOUND);
      expect((await post('reading-share-stop', { token })).status).toBe(404);
      expect((await get(`reading-share?token=${token}`)).status).toBe(404);
    }
    expect((await post('reading-share', {})).status).toBe(400);
  });

  it('answers 404 for ids that were never shares', async () => {
    for (const id of ['B'.repeat(22), 'not-an-id', '../etc']) {
      expect((await get(`share?id=${encodeURIComponent(id)}`)).status).toBe(404);
      expect((await fetch(`${server.baseUrl}/share/${encodeURIComponent(id)}/card.png`)).status).toBe(404);
      expect((await fetch(`${server.baseUrl}/share/${encodeURIComponent(id)}`, { headers: { accept: 'text/html' } })).status).toBe(404);
    }
  });

  it('a new reading replaces the old share when shared again, and erasing the profile erases the share', async () => {
    const { token, email } = await owner();
    const first = (await start(token)).body.share;
    const reading = readingFor('1991-07-02');
    await target.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>('select id from profiles where lower(email) = lower($1)', [email]);
      await replaceReading(tx, rows[0]?.id ?? '', {
        email,
        fullName: null,
        birthDate: '1991-07-02',
        birthTime: '08:30',
        birthLocation: LISBON,
        placeId: null,
        moonSign: reading.moonSign.sign,
        sunSign: reading.sunMoonBlend.sunSign,
        moonPhase: reading.phaseAtBirth.phase,
        content: reading,
      });
    });
    const second = await start(token);
    expect(second.status).toBe(201);
    expect(second.body.share?.id).not.toBe(first?.id);
    expect((await get(`share?id=${first?.id}`)).status).toBe(404);
    expect(publicShare.parse(await (await get(`share?id=${second.body.share?.id}`)).json()).moonSign).toBe(reading.moonSign.sign);

    await target.db.query('delete from profiles where lower(email) = lower($1)', [email]);
    expect((await get(`share?id=${second.body.share?.id}`)).status).toBe(404);
  });
});
