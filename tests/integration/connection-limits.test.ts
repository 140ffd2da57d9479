import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../support/test-databases';
import { functionError } from '../../contracts/functions.contract';
import { rateLimitMessage } from '../../domain/reading';
import { CONNECTION_LIMITS, EMAILS_PER_CONNECTION, type LimitedFunction } from '../../server/platform/connection-limit';
import { startComposedServer, testConfig, type ComposedServer } from '../support/composed-server';

/**
 * save-profile, contact, report-error and data-request take a connection's hourly share and no more (issue 17),
 * counted in the database: two servers on one database share one count, as processes do.
 */
const PUBLIC_KEY = 'connection-limits-public-key';
const headers = { apikey: PUBLIC_KEY, authorization: `Bearer ${PUBLIC_KEY}`, 'content-type': 'application/json' };
let unique = 0;
const fresh = () => `limit.${process.pid}.${(unique += 1)}@example.com`;

const BODIES: Record<LimitedFunction, () => unknown> = {
  'save-profile': () => ({ email: fresh(), full_name: 'Ana Silva', birth_date: '1990-03-14', birth_time: '08:30', birth_place: { id: 2267057, label: 'Lisbon, Portugal' } }),
  contact: () => ({ name: 'Ana', email: fresh(), message: 'How is my Moon sign worked out without a birth time?' }),
  'report-error': () => ({ source: 'window', message: 'TypeError: x is undefined' }),
  'data-request': () => ({ email: fresh(), kind: 'export' }),
};

/** The functions that send an email for every request (to an unknown address too, so the answer tells nothing). */
const EMAILING = new Set<LimitedFunction>(['contact', 'data-request']);

describe.each(testDatabaseKinds())('connection limits, on %s', (kind) => {
  let target: TestDatabase;
  let first: ComposedServer;
  let second: ComposedServer;

  beforeAll(async () => {
    target = await openTestDatabase(kind);
    const config = testConfig({ PUBLIC_API_KEY: PUBLIC_KEY, ACCESS_TOKEN_SECRET: 'connection-limits-secret-long-enough', LOG_LEVEL: 'silent', MAIL_RELAY: 'off', TRUST_PROXY: '1' });
    first = await startComposedServer(config, target.db);
    second = await startComposedServer(config, target.db);
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await target?.dispose();
  });

  it.each(Object.keys(CONNECTION_LIMITS) as LimitedFunction[])('%s takes its hourly share from one connection across two servers, then refuses with the connection message', async (name) => {
    // Each function from a connection of its own: the email cap is shared by every function of one connection.
    const connection = { 'x-forwarded-for': `203.0.113.${Object.keys(CONNECTION_LIMITS).indexOf(name) + 1}` };
    const post = (server: ComposedServer) => fetch(`${server.baseUrl}/functions/v1/${name}`, { method: 'POST', headers: { ...headers, ...connection }, body: JSON.stringify(BODIES[name]()) });
    // A function that emails every request also draws on the connection's shared email cap.
    const share = EMAILING.has(name) ? Math.min(CONNECTION_LIMITS[name], EMAILS_PER_CONNECTION) : CONNECTION_LIMITS[name];
    const statuses: number[] = [];
    // Alternating servers: the count is the database's, not either process's.
    for (let i = 0; i < share; i += 1) statuses.push((await post(i % 2 === 0 ? first : second)).status);
    expect(statuses.every((status) => status >= 200 && status < 300), statuses.join(',')).toBe(true);
    const refused = await post(second);
    expect(refused.status).toBe(429);
    expect(functionError.parse(await refused.json()).error).toBe(rateLimitMessage('ip'));
    expect((await post(first)).status).toBe(429);
  });
});
