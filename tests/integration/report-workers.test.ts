import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../support/test-databases';
import { checkoutSessionResponse } from '../../contracts/payments.contract';
import { askForReading } from '../support/free-reading-client';
import { projectRoot } from '../../server/compose';
import { startComposedServer, testConfig, type ComposedServer } from '../support/composed-server';
import { describePostgres } from '../support/postgres-suite';

/**
 * Issue 14 §2 on one PostgreSQL with `npm run worker` processes: a worker killed mid-report
 * leaves the job to expire and another worker finishes it; two workers share the queue and
 * each report is made once. The site itself only queues (REPORT_WORKER=off).
 */
const PUBLIC_KEY = 'workers-test-public-key';
const SECRET = 'workers-test-secret-long-enough-for-hs256';
// Long enough for a report drawn on a busy machine, short enough for a killed worker's job to come back soon.
const EXPIRE_SECONDS = 10;
let unique = 0;

interface Worker {
  process: ChildProcess;
  lines: string[];
}

describePostgres('report workers on one PostgreSQL', () => {
  let target: TestDatabase;
  let site: ComposedServer;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'report-workers-'));
  const workers: Worker[] = [];
  const env = { PUBLIC_API_KEY: PUBLIC_KEY, ACCESS_TOKEN_SECRET: SECRET, PUBLIC_SITE_URL: 'https://moonwise.example', DATA_DIR: dataDir };

  const startWorker = async (): Promise<Worker> => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/worker.ts'], {
      cwd: projectRoot,
      env: { ...process.env, ...env, DATABASE_URL: target.databaseUrl ?? '', LOG_LEVEL: 'info', REPORT_JOB_EXPIRE_SECONDS: String(EXPIRE_SECONDS) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const worker: Worker = { process: child, lines: [] };
    workers.push(worker);
    const ready = new Promise<void>((resolve, reject) => {
      // Whole lines: a log line can arrive split across two chunks of the pipe.
      createInterface({ input: child.stdout }).on('line', (line) => {
        if (line !== '') worker.lines.push(line);
        if (line.includes('report worker is ready')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`the worker exited with ${code} before it was ready`)));
    });
    await ready;
    return worker;
  };

  const waitFor = async <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > until) return value;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  beforeAll(async () => {
    target = await openTestDatabase('postgres');
    site = await startComposedServer(testConfig({ ...env, LOG_LEVEL: 'silent', REPORT_WORKER: 'off', RATE_LIMIT_READINGS_PER_CONNECTION: '500' }), target.db);
  }, 60_000);

  /** Kills a worker and waits for it to be gone: node runs it directly, so no child of its is left running. */
  const kill = async ({ process: child }: Worker): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = once(child, 'exit');
    child.kill('SIGKILL');
    await gone;
  };

  afterAll(async () => {
    await Promise.all(workers.map(kill));
    await site?.close();
    await target?.dispose();
  });

  const headers = { apikey: PUBLIC_KEY, authorization: `Bearer ${PUBLIC_KEY}`, 'content-type': 'application/json' };
  const post = (name: string, body: unknown) => fetch(`${site.baseUrl}/functions/v1/${name}`, { method: 'POST', headers, body: JSON.stringify(body) });

  /** A reading and a paid Lunar Report: the delivery's id. */
  const buy = async (): Promise<string> => {
    const { token } = await askForReading(site.baseUrl, PUBLIC_KEY, { email: `worker.${process.pid}.${(unique += 1)}@example.com` });
    const started = checkoutSessionResponse.parse(await (await post('checkout-session', { report: 'lunar', token })).json());
    await post('sandbox-checkout', { session: new URL(started.url, 'https://moonwise.example').searchParams.get('session') ?? '', choice: 'pay' });
    const { rows } = await target.db.query<{ id: string }>('select id::text as id from report_deliveries where checkout_session_id = $1', [started.sessionId]);
    return rows[0]?.id ?? '';
  };
  const statusOf = async (deliveryId: string) =>
    (await target.db.query<{ generation_status: string }>('select generation_status from report_deliveries where id = $1', [deliveryId])).rows[0]?.generation_status;
  const madeBy = (deliveryId: string) => workers.filter((worker) => worker.lines.some((line) => line.includes('"report ready"') && line.includes(deliveryId))).length;
  /**
   * Which workers made the report, once its maker's log line has arrived: a worker logs 'report
   * ready' after its transaction commits, so the line can reach us just after the status does.
   */
  const makersOf = (deliveryId: string) => waitFor(async () => madeBy(deliveryId), (count) => count >= 1, 30_000);

  it('finishes a report after its worker is killed mid-job', { timeout: 120_000 }, async () => {
    const first = await startWorker();
    const deliveryId = await buy();
    expect(await waitFor(() => statusOf(deliveryId), (status) => status === 'generating', 30_000)).toBe('generating');
    await kill(first);
    await startWorker();
    expect(await waitFor(() => statusOf(deliveryId), (status) => status === 'completed', 90_000)).toBe('completed');
    expect(await makersOf(deliveryId)).toBe(1);
  });

  it('shares the queue between two workers, each report made once', { timeout: 180_000 }, async () => {
    await startWorker();
    const deliveries: string[] = [];
    for (let i = 0; i < 4; i += 1) deliveries.push(await buy());
    for (const deliveryId of deliveries) expect(await waitFor(() => statusOf(deliveryId), (status) => status === 'completed', 120_000)).toBe('completed');
    const makers: number[] = [];
    for (const deliveryId of deliveries) makers.push(await makersOf(deliveryId));
    expect(makers).toEqual(deliveries.map(() => 1));
    const { rows } = await target.db.query<{ delivered: number }>(`select count(*)::int as delivered from analytics_events where name = 'report_delivered'`);
    expect(rows[0]?.delivered).toBe(deliveries.length + 1);
  });
});
