import { sessionTokens } from '../../server/conversation/session-tokens';
import { freePort, Relay } from '../support/tcp-relay';
import { Effect, Exit, Scope } from 'effect';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../adapters/postgres/postgres.adapter';
import type { PostgresDatabase } from '../../adapters/postgres/postgres.adapter';
import { createScratchDatabase } from '../support/scratch-database';
import type { ScratchDatabase } from '../support/scratch-database';
import { placeSearchResponse, saveProfileResponse } from '../../contracts';
import { serviceUnavailable } from '../../server/platform/rest/query';
import { httpServer } from '../../server/http-server';
import { readConfig } from '../../server/config';
import { SAVE_PROFILE_MESSAGES } from '../../server/reading/save-profile';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../server/platform/security';
import { EMBEDDED_PUBLIC_API_KEY } from '../../server/platform/security/settings';
import { describePostgres } from '../support/postgres-suite';

/**
 * "Database unreachable" (issue 4 §5): the functions and the table API answer 503 with a
 * sentence, never a 500 or a stack; a request cut half-way leaves no row behind (every write is
 * one transaction); and the same requests succeed once the database is back. PGlite lives in the
 * server's own process and cannot go away, so the outage runs on PostgreSQL, behind a relay.
 */


const apiHeaders = (extra: Record<string, string> = {}): Record<string, string> => ({
  apikey: EMBEDDED_PUBLIC_API_KEY,
  authorization: `Bearer ${EMBEDDED_PUBLIC_API_KEY}`,
  'content-type': 'application/json',
  ...extra,
});

const SECRET = 'database-faults-secret-0123456789abcdef';
/** A chat session the server would have started: the table API takes no other (ADR 023). */
const issuedSession = () => sessionTokens(SECRET).issue();

const configFor = (databaseUrl: string, dataDir: string) =>
  readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', NODE_ENV: 'test', ACCESS_TOKEN_SECRET: SECRET });

/** Neither a stack frame nor a file path nor the driver's own words. */
const expectNoInternals = (text: string) => {
  expect(text).not.toMatch(/\bat .+:\d+|\.ts\b|\.js\b|ECONNREFUSED|Connection terminated|node_modules/);
};

// Runs everywhere: a server pointed at a database that is not there refuses to start, and says why.
describe('a server whose database is out of reach at start', () => {
  it('refuses to start with DatabaseStartError naming the database, within seconds', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'moonwise-faults-start-'));
    const started = Date.now();
    try {
      const exit = await Effect.runPromiseExit(Effect.scoped(httpServer(configFor(`postgres://moonwise@127.0.0.1:${port}/moonwise`, dataDir), { serveUi: false })));
      expect(Exit.isFailure(exit)).toBe(true);
      expect(String(exit)).toMatch(/DatabaseStartError/);
      expect(String(exit)).toMatch(/The database could not be opened/);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describePostgres('the API while postgres goes away and comes back', () => {
  let scratch: ScratchDatabase | undefined;
  let relay: Relay | undefined;
  let scope: Scope.Closeable | undefined;
  let dataDir: string | undefined;
  /** Straight to the database, past the relay: to see what was really written. */
  let direct: PostgresDatabase | undefined;
  let baseUrl: string;
  let lisbon: { id: number; label: string };

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.DATABASE_URL as string);
    const real = new URL(scratch.url);
    relay = new Relay(await freePort(), { host: real.hostname, port: Number(real.port || 5432) });
    await relay.start();
    const viaRelay = new URL(scratch.url);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(relay.port);
    dataDir = mkdtempSync(path.join(tmpdir(), 'moonwise-faults-'));
    scope = Effect.runSync(Scope.make());
    const server = await Effect.runPromise(Scope.provide(scope)(httpServer(configFor(viaRelay.toString(), dataDir), { serveUi: false })));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    direct = await openPostgres({ connectionString: scratch.url, migrate: false, max: 2 });
    const search = await fetch(`${baseUrl}/functions/v1/place-search?q=${encodeURIComponent('Lisbon, Portugal')}&limit=1`, { headers: apiHeaders() });
    const [place] = placeSearchResponse.parse(await search.json()).places;
    if (!place) throw new Error('The gazetteer has no Lisbon, Portugal');
    lisbon = { id: place.id, label: place.label };
  });

  afterAll(async () => {
    if (scope) await Effect.runPromise(Scope.close(scope, Exit.void));
    await direct?.close();
    await relay?.stop();
    await scratch?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const saveProfile = (email: string) =>
    fetch(`${baseUrl}/functions/v1/save-profile`, {
      method: 'POST',
      headers: apiHeaders(),
      body: JSON.stringify({ email, full_name: 'Ana Moon', birth_date: '1990-03-14', birth_time: '08:30', birth_place: lisbon }),
    });

  const upsertSession = (token: string) =>
    fetch(`${baseUrl}/rest/v1/rpc/upsert_luna_session`, {
      method: 'POST',
      headers: apiHeaders({ 'x-luna-session': token }),
      body: JSON.stringify({ p_session_token: token, p_attributes: { entry_page: '/' } }),
    });

  const readMessages = (token: string) =>
    fetch(`${baseUrl}/rest/v1/luna_chat_messages?select=id,content&order=created_at.asc`, { headers: apiHeaders({ 'x-luna-session': token }) });

  const postMessage = (token: string, sessionId: string, content: string) =>
    fetch(`${baseUrl}/rest/v1/luna_chat_messages`, {
      method: 'POST',
      headers: apiHeaders({ 'x-luna-session': token, prefer: 'return=representation' }),
      body: JSON.stringify({ session_id: sessionId, role: 'user', content }),
    });

  const rowsWritten = async (email: string) => {
    const { rows } = await (direct as PostgresDatabase).query<{ profiles: number; tokens: number }>(
      `select (select count(*) from profiles where lower(email) = $1)::int as profiles,
              (select count(*) from profile_tokens t join profiles p on p.id = t.profile_id where lower(p.email) = $1)::int as tokens`,
      [email],
    );
    return rows[0];
  };

  it('answers 503 with a clear sentence while the database is away, and the same requests succeed when it returns', async () => {
    const token = issuedSession();
    const email = 'away.and.back@example.com';
    await relay?.stop();

    const save = await saveProfile(email);
    expect(save.status).toBe(503);
    const saveText = await save.text();
    expect(JSON.parse(saveText)).toMatchObject({ error: DATABASE_UNAVAILABLE_MESSAGE });
    expectNoInternals(saveText);

    const read = await readMessages(token);
    expect(read.status).toBe(503);
    const readText = await read.text();
    expect(JSON.parse(readText)).toMatchObject(serviceUnavailable().body);
    expectNoInternals(readText);

    const rpc = await upsertSession(token);
    expect(rpc.status).toBe(503);
    expect(await rpc.json()).toMatchObject(serviceUnavailable().body);

    await relay?.start();

    const savedAgain = await saveProfile(email);
    expect(savedAgain.status).toBe(200);
    expect(saveProfileResponse.parse(await savedAgain.json())).toMatchObject({ success: true, error: null });
    expect(await rowsWritten(email)).toEqual({ profiles: 1, tokens: 1 });

    const session = await upsertSession(token);
    expect(session.status).toBe(200);
    const { id: sessionId } = (await session.json()) as { id: string };
    const posted = await postMessage(token, sessionId, 'Back again');
    expect(posted.status).toBe(201);
    const readAgain = await readMessages(token);
    expect(readAgain.status).toBe(200);
    expect(((await readAgain.json()) as Array<{ content: string }>).map((m) => m.content)).toEqual(['Back again']);
  });

  it('leaves no profile behind when the connection drops between save-profile’s two writes, and saves it on retry', async () => {
    const email = 'cut.half.way@example.com';
    // The profile row is written inside the transaction; the cut comes as the token row is sent.
    const sprung = relay?.cutWhenSent('insert into profile_tokens');
    const save = await saveProfile(email);
    await sprung;
    expect(save.status).toBe(503);
    expect(await save.json()).toMatchObject({ error: DATABASE_UNAVAILABLE_MESSAGE });
    expect(await rowsWritten(email)).toEqual({ profiles: 0, tokens: 0 });

    const retried = await saveProfile(email);
    expect(retried.status).toBe(200);
    expect(saveProfileResponse.parse(await retried.json()).message).toBe(SAVE_PROFILE_MESSAGES.saved);
    expect(await rowsWritten(email)).toEqual({ profiles: 1, tokens: 1 });
  });

  it('leaves no chat message behind when the connection drops as its transaction commits', async () => {
    const token = issuedSession();
    const session = await upsertSession(token);
    const { id: sessionId } = (await session.json()) as { id: string };
    const countMessages = async () =>
      (await (direct as PostgresDatabase).query<{ n: number }>('select count(*)::int as n from luna_chat_messages where session_id = $1', [sessionId])).rows[0]?.n;

    // The insert has run as the visitor, under row-level security; only the COMMIT is lost.
    const sprung = relay?.cutWhenSent('commit');
    const posted = await postMessage(token, sessionId, 'Lost in the cut');
    await sprung;
    expect(posted.status).toBe(503);
    expect(await posted.json()).toMatchObject(serviceUnavailable().body);
    expect(await countMessages()).toBe(0);

    const retried = await postMessage(token, sessionId, 'Sent again');
    expect(retried.status).toBe(201);
    expect(await countMessages()).toBe(1);
  });
});
