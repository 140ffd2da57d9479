import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedGazetteer } from '../../adapters/gazetteer';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../tests/support/test-databases';
import { diagnosticResponse } from '../../contracts/diagnostic.contract';
import { fixedClock } from '../../domain/kernel';
import { accessTokens } from '../platform/security/access-token';
import { type TestServer, startTestServer } from '../../tests/support/test-server';
import { diagnostic } from './diagnostic';
import { functionErrors } from '../platform/function-errors';

const PUBLIC_KEY = 'diagnostic-test-public-key';
const SECRET = 'diagnostic-test-secret-long-enough-for-hs256';
const STARTED = Date.UTC(2026, 0, 15, 12);
const clock = fixedClock(STARTED + 90_000);
const tokens = accessTokens({ secret: SECRET, clock });
const DIAGNOSTIC_ID = 'b6f1c0de-diagnostic-7f3a';
const TIME_ZONES = { source: 'system-tzdata', release: '2026f', hasBackzone: true, engineRelease: '2025c' } as const;

describe.each(testDatabaseKinds())('GET diagnostic on %s', (kind) => {
  let target: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    target = await openTestDatabase(kind);
    const deps = { db: target.db, gazetteer: sharedGazetteer(), settings: { ACCESS_TOKEN_SECRET: SECRET }, clock, tokens };
    const router = Router();
    router.get('/diagnostic', diagnostic(deps, { id: DIAGNOSTIC_ID, version: '9.9.9', startedAt: STARTED, timeZones: TIME_ZONES }));
    router.get('/diagnostic-unset', diagnostic(deps, { id: undefined, version: '9.9.9', startedAt: STARTED }));
    router.use(functionErrors);
    server = await startTestServer({ publicKey: PUBLIC_KEY, tokens, mount: (app) => app.use('/functions/v1', router) });
  });

  afterAll(async () => {
    await server?.close();
    await target?.dispose();
  });

  const get = (pathAndQuery: string) =>
    fetch(`${server.baseUrl}/functions/v1/${pathAndQuery}`, { headers: { apikey: PUBLIC_KEY, authorization: `Bearer ${PUBLIC_KEY}` } });

  it('answers the configured id with build and health facts', async () => {
    const response = await get(`diagnostic?id=${DIAGNOSTIC_ID}`);
    expect(response.status).toBe(200);
    const answer = diagnosticResponse.parse(await response.json());
    expect(answer).toMatchObject({ version: '9.9.9', uptimeSeconds: 90, database: { kind, reachable: true }, chatModel: 'off', timeZones: TIME_ZONES });
  });

  it('is a plain 404 for any other id, for no id, and when no id is configured', async () => {
    for (const path of ['diagnostic?id=guess', 'diagnostic', `diagnostic-unset?id=${DIAGNOSTIC_ID}`]) {
      expect((await get(path)).status).toBe(404);
    }
  });
});
