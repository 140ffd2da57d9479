import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../tests/support/test-databases';
import { lunaChatAssistantResponse } from '../contracts/luna-chat-assistant.contract';
import type { SqlDatabase, SqlExecutor } from '../domain/kernel';
import { type ComposedServer, startComposedServer, testConfig } from '../tests/support/composed-server';
import { composeReportFiles, describeDatabase } from './compose';
import { EMBEDDED_PUBLIC_API_KEY } from './platform/security/settings';

/** The start-up log's lines that name an adapter: { port, adapter }. */
const adapterLines = (server: ComposedServer): Record<string, string> =>
  Object.fromEntries(
    server
      .logs()
      .filter((line) => typeof line.port === 'string')
      .map((line) => [line.port as string, line.adapter as string]),
  );

describe('the composition root', () => {
  let target: TestDatabase;
  let dataDir: string;
  const servers: ComposedServer[] = [];
  const compose = async (env: Record<string, string> = {}) => {
    const server = await startComposedServer(testConfig({ DATA_DIR: dataDir, ...env }), target.db);
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    target = await openTestDatabase('pglite');
    dataDir = mkdtempSync(path.join(tmpdir(), 'moonwise-compose-'));
  });

  afterAll(async () => {
    for (const server of servers) await server.close();
    await target?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('names the adapter it chose for every port in the start-up log', async () => {
    const adapters = adapterLines(await compose());
    expect(Object.keys(adapters).sort()).toEqual(['access-token secret', 'database', 'language model', 'mail', 'payments', 'places', 'report files', 'reports', 'zone rules']);
    expect(adapters.mail).toBe(`.eml files in ${path.join(dataDir, 'outbox')} (no SMTP_URL), from Moonwise <[email]>, relay in this process`); // the log redacts every address
    expect(adapters.payments).toBe('test-mode sandbox (no STRIPE_SECRET_KEY)');
    expect(adapters.reports).toBe('pg-boss queue, worker in this process, PDFs drawn in a worker thread');
    expect(adapters['report files']).toBe(`files in ${path.join(dataDir, 'reports')}`);
    expect(adapters.database).toBe(`PGlite at ${path.join(dataDir, 'pglite')}`);
    expect(adapters['language model']).toBe('scripted Luna (no OPENAI_API_KEY)');
    expect(adapters.places).toBe('bundled GeoNames gazetteer');
    expect(adapters['zone rules']).toMatch(/^(system tz database at \S+|Intl fallback)/);
  });

  it('says whether the access-token secret was generated, read back or configured', async () => {
    const secretFile = path.join(dataDir, 'access-token-secret');
    rmSync(secretFile, { force: true });
    expect(adapterLines(await compose())['access-token secret']).toBe(`generated into ${secretFile}`);
    expect(adapterLines(await compose())['access-token secret']).toBe(`read from ${secretFile}`);
    expect(adapterLines(await compose({ ACCESS_TOKEN_SECRET: 'x'.repeat(32) }))['access-token secret']).toBe('configured (ACCESS_TOKEN_SECRET)');
  });

  it('names Stripe Checkout with a key and its companions, and no worker with REPORT_WORKER=off', async () => {
    const adapters = adapterLines(
      await compose({
        STRIPE_SECRET_KEY: 'sk_test_compose',
        STRIPE_WEBHOOK_SECRET: 'whsec_compose',
        STRIPE_PRICE_DESTINY_MOON: 'price_lunar',
        STRIPE_PRICE_ULTIMATE_ASTROLOGY: 'price_astrology',
        REPORT_WORKER: 'off',
      }),
    );
    expect(adapters.payments).toBe('Stripe Checkout (test key)');
    expect(adapters.reports).toMatch(/^pg-boss queue, no worker here \(REPORT_WORKER=off\)/);
  });

  it('names the language model and its server when OPENAI_API_KEY is set', async () => {
    const adapters = adapterLines(await compose({ OPENAI_API_KEY: 'sk-compose-test', OPENAI_BASE_URL: 'http://localhost:11434/v1', LUNA_MODEL: 'llama3' }));
    expect(adapters['language model']).toBe('OpenAI llama3 at http://localhost:11434');
  });

  it('names the S3 bucket the report files go to when one is configured', async () => {
    const s3 = { REPORT_FILES_S3_BUCKET: 'moonwise-reports', REPORT_FILES_S3_REGION: 'eu-west-1' };
    expect(adapterLines(await compose(s3))['report files']).toBe('S3 bucket moonwise-reports in eu-west-1');
    expect(adapterLines(await compose({ ...s3, REPORT_FILES_S3_ENDPOINT: 'http://127.0.0.1:9000/' }))['report files']).toBe('S3 bucket moonwise-reports in eu-west-1 at http://127.0.0.1:9000');
  });

  it('always serves Luna’s chat', async () => {
    const server = await compose();
    const response = await fetch(`${server.baseUrl}/functions/v1/luna-chat-assistant`, {
      method: 'POST',
      headers: { apikey: EMBEDDED_PUBLIC_API_KEY, authorization: `Bearer ${EMBEDDED_PUBLIC_API_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Hello Luna' }),
    });
    expect(response.status).toBe(200);
    expect(lunaChatAssistantResponse.parse(await response.json()).response).not.toBe('');
  });
});

describe('where report files are kept', () => {
  /** A PostgreSQL database that only records the SQL it is sent. */
  const recordingPostgres = () => {
    const sent: string[] = [];
    const query: SqlExecutor['query'] = async (text) => {
      sent.push(text);
      return { rows: [], rowCount: 0 };
    };
    return { sent, db: { kind: 'postgres', query } as SqlDatabase };
  };

  it('is the report_files table on PostgreSQL, so every server and worker on it reads them', async () => {
    const { sent, db } = recordingPostgres();
    const chosen = composeReportFiles(testConfig({ DATABASE_URL: 'postgres://moonwise@db.example/moonwise' }), db);
    expect(chosen.adapter).toBe('the report_files table in PostgreSQL');
    expect(await chosen.files.read('0b5a3c1e-8f2d-4d6a-9c1b-2e7f4a9d6c30')).toBeNull();
    expect(sent).toEqual([expect.stringContaining('from report_files')]);
  });

  it('is the S3 bucket when one is configured, on PostgreSQL too', () => {
    const { sent, db } = recordingPostgres();
    const config = testConfig({ DATABASE_URL: 'postgres://moonwise@db.example/moonwise', REPORT_FILES_S3_BUCKET: 'moonwise-reports', REPORT_FILES_S3_REGION: 'eu-west-1' });
    expect(composeReportFiles(config, db).adapter).toBe('S3 bucket moonwise-reports in eu-west-1');
    expect(sent).toEqual([]);
  });
});

describe('the database as the start-up log names it', () => {
  const postgres = { kind: 'postgres' } as SqlDatabase;

  it('gives PostgreSQL’s host, database and user, never its password', () => {
    const config = testConfig({ DATABASE_URL: 'postgres://moonwise:s3cret-pass@db.example:5433/moonwise' });
    const named = describeDatabase(config, postgres);
    expect(named).toBe('PostgreSQL at db.example:5433/moonwise as moonwise');
    expect(named).not.toContain('s3cret-pass');
  });
});
