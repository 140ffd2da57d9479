import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../support/test-databases';
import { startComposedServer, testConfig, type ComposedServer } from '../support/composed-server';

/**
 * The edges of the composed server that hostile or odd requests reach: broken percent-escapes,
 * preflights, and the caching of answers that belong to one visitor.
 */
const PUBLIC_KEY = 'api-edges-public-key-000000001';
const ORIGIN = 'https://partner.example';
const keyed = { apikey: PUBLIC_KEY, authorization: `Bearer ${PUBLIC_KEY}` };

describe.each(testDatabaseKinds())('the API’s edges, on %s', (kind) => {
  let target: TestDatabase;
  let server: ComposedServer;

  beforeAll(async () => {
    target = await openTestDatabase(kind);
    const config = testConfig({ PUBLIC_API_KEY: PUBLIC_KEY, ACCESS_TOKEN_SECRET: 'api-edges-secret-0123456789abcdef0123', MAIL_RELAY: 'off', CORS_ORIGINS: ORIGIN });
    server = await startComposedServer(config, target.db);
  });

  afterAll(async () => {
    await server?.close();
    await target?.dispose();
  });

  const errorLines = () => server.logs().filter((line) => Number(line.level) >= 50);

  it.each([
    '/reports/%E0%A4%A.pdf',
    '/reports/%zz.pdf',
    '/rest/v1/%E0%A4%A',
    '/rest/v1/orders?select=%E0%A4%A',
    '/functions/v1/report-status?token=%FF',
    '/blog/%E0%A4%A',
  ])('answers a malformed percent-escape in %s with 400, never 500', async (path) => {
    const before = errorLines().length;
    const response = await fetch(`${server.baseUrl}${path}`, { headers: keyed });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_url', message: 'The address has a malformed percent-escape' });
    expect(errorLines()).toHaveLength(before);
  });

  it.each(['/rest/v1/luna_chat_messages', '/rest/v1/rpc/upsert_luna_session', '/functions/v1/save-profile', '/functions/v1/no-such-function'])(
    'answers OPTIONS %s like a preflight, without an origin or from one not allowed, and logs no error',
    async (path) => {
      const before = errorLines().length;
      for (const headers of [{}, { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' }] as Record<string, string>[]) {
        const response = await fetch(`${server.baseUrl}${path}`, { method: 'OPTIONS', headers });
        expect(response.status).toBe(204);
        expect(response.headers.get('access-control-allow-origin')).toBeNull();
        expect(await response.text()).toBe('');
      }
      expect(errorLines()).toHaveLength(before);
    },
  );

  it('answers an allowed origin’s preflight with its CORS headers', async () => {
    const response = await fetch(`${server.baseUrl}/functions/v1/save-profile`, {
      method: 'OPTIONS',
      headers: { origin: ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'apikey,authorization,content-type,x-client-info' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
  });

  it.each([
    ['GET', '/rest/v1/orders?select=report_type', keyed],
    ['GET', '/rest/v1/orders', {}],
    ['GET', '/rest/v1/no_such_table', keyed],
    ['OPTIONS', '/rest/v1/orders', { origin: ORIGIN, 'access-control-request-method': 'GET' }],
    ['GET', '/functions/v1/openapi.json', {}],
    ['GET', '/functions/v1/report-status', keyed],
    ['POST', '/functions/v1/no-such-function', keyed],
    ['GET', '/reports/00000000-0000-4000-8000-000000000000.pdf?token=nope', {}],
    ['GET', '/reports/not-a-report', {}],
  ] as const)('answers %s %s with Cache-Control: no-store', async (method, path, headers) => {
    const response = await fetch(`${server.baseUrl}${path}`, { method, headers });
    expect(response.headers.get('cache-control')?.split(',').map((part) => part.trim())).toContain('no-store');
  });
});
