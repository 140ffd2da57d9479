import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../../tests/support/test-databases';
import { REST_MAX_WRITE_ROWS } from './query';
import { type RestTestServer, startRestServer } from '../../../tests/support/rest-test-server';
import { REST_WRITE_LIMITS } from './write-limit';

/**
 * Writes through /rest/v1 take an hourly share per chat session and per connection, counted in
 * the database: two servers on one database share one count, as processes do.
 */
const LIMITS = { perSession: 4, perConnection: 6, windowMs: REST_WRITE_LIMITS.windowMs };
const TOKEN = 'write-limit-session-000000001';
const OTHER_TOKEN = 'write-limit-session-000000002';

describe.each(testDatabaseKinds())('write limits on /rest/v1, on %s', (kind) => {
  let database: TestDatabase;
  let first: RestTestServer;
  let second: RestTestServer;
  let sessionId: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    first = await startRestServer(database.db, { writeLimits: LIMITS });
    second = await startRestServer(database.db, { writeLimits: LIMITS });
    const { rows } = await database.db.query<{ id: string }>('insert into luna_chat_sessions (session_token) values ($1) returning id', [TOKEN]);
    sessionId = rows[0]?.id ?? '';
    await database.db.query('insert into luna_chat_sessions (session_token) values ($1)', [OTHER_TOKEN]);
  });

  beforeEach(async () => {
    await database.db.query('delete from rate_limit_counters');
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.dispose();
  });

  const say = (server: RestTestServer, token: string, content: string) =>
    fetch(`${server.baseUrl}/rest/v1/luna_chat_messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-luna-session': token },
      body: JSON.stringify({ session_id: sessionId, role: 'user', content }),
    });

  const visits = (server: RestTestServer, rows: number) =>
    fetch(`${server.baseUrl}/rest/v1/page_visits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(Array.from({ length: rows }, (_, i) => ({ page_url: `/page/${i}` }))),
    });

  it('takes a session’s share across two servers, then answers 429 with Retry-After and writes nothing more', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.perSession; i += 1) statuses.push((await say(i % 2 === 0 ? first : second, TOKEN, `hello ${i}`)).status);
    expect(statuses).toEqual([201, 201, 201, 201]);
    const refused = await say(second, TOKEN, 'one too many');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await refused.json()).toEqual({
      code: '429',
      message: 'Too many writes from this chat session',
      details: `At most ${LIMITS.perSession} rows an hour are written from one session`,
      hint: `Try again in ${retryAfter} seconds`,
    });
    const { rows } = await database.db.query<{ n: number }>("select count(*)::int as n from luna_chat_messages where content = 'one too many'");
    expect(rows[0]?.n).toBe(0);
  });

  it('counts every row of a bulk insert against the connection, across servers', async () => {
    expect((await visits(first, 4)).status).toBe(201);
    const refused = await visits(second, 3);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe('Too many writes from this connection');
    expect((await visits(second, 2)).status).toBe(201);
    // Another session on the same connection is still held by the connection's share.
    expect((await say(first, OTHER_TOKEN, 'hi')).status).toBe(429);
  });

  it('refuses a body of more rows than one request may write before counting anything', async () => {
    const flood = await visits(first, 1200);
    expect(flood.status).toBe(413);
    expect(await flood.json()).toMatchObject({ code: 'PGRST102', message: `The request body holds 1200 rows; at most ${REST_MAX_WRITE_ROWS} are written per request` });
    const { rows } = await database.db.query<{ n: number }>('select count(*)::int as n from rate_limit_counters');
    expect(rows[0]?.n).toBe(0);
  });

  it('never counts reads', async () => {
    for (let i = 0; i < LIMITS.perConnection + 2; i += 1) {
      const read = await fetch(`${first.baseUrl}/rest/v1/luna_chat_messages?select=id`, { headers: { 'x-luna-session': TOKEN } });
      expect(read.status).toBe(200);
    }
    expect((await say(first, TOKEN, 'still allowed')).status).toBe(201);
  });
});
