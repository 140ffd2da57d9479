import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createScratchDatabase } from '../support/scratch-database';
import { openPostgres } from '../../adapters/postgres';
import { projectRoot } from '../../server/compose';
import { reportQueue } from '../../server/commerce/report-queue';

/**
 * Issue 14: report jobs per minute with one and two `npm run worker` processes on one
 * PostgreSQL (real Lunar Reports, rendered and stored). Needs DATABASE_URL (an admin
 * connection to a throwaway server, as the integration suites use); skipped without it.
 */
export const title = 'Report queue: Lunar Reports per minute with one and two workers';

const JOBS = 8;

const startWorker = (databaseUrl: string, dataDir: string): Promise<ChildProcess> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/worker.ts'], {
      cwd: projectRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'info', ACCESS_TOKEN_SECRET: 'bench-secret-long-enough-for-hs256-signing' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (chunk.includes('report worker is ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
  });

export const main = async (): Promise<void> => {
  console.info(`\n${title} (report-queue.bench.ts)`);
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.info('  skipped: set DATABASE_URL to an admin connection of a throwaway PostgreSQL');
    return;
  }
  for (const workerCount of [1, 2]) {
    const scratch = await createScratchDatabase(adminUrl, 'moonwise_bench');
    const db = await openPostgres({ connectionString: scratch.url, max: 4 });
    const queue = reportQueue({ db, logger: pino({ level: 'silent' }) });
    const workers: ChildProcess[] = [];
    try {
      await queue.start();
      const dataDir = mkdtempSync(path.join(tmpdir(), 'report-bench-'));
      for (let i = 0; i < workerCount; i += 1) workers.push(await startWorker(scratch.url, dataDir));
      const started = performance.now();
      for (let i = 0; i < JOBS; i += 1) {
        await db.transaction(async (tx) => {
          const profile = await tx.query<{ id: string }>(
            `insert into profiles (email, full_name, birth_date, birth_time, birth_city, birth_lat, birth_lng, birth_timezone)
             values ($1, 'Ana', '1990-03-14', '08:30', 'Lisbon, Portugal', 38.7169, -9.1399, 'Europe/Lisbon') returning id::text as id`,
            [`bench.${i}@example.com`],
          );
          const profileId = profile.rows[0]?.id ?? '';
          const order = await tx.query<{ id: string }>(
            `insert into orders (profile_id, report_type, payment_status, checkout_session_id) values ($1, 'lunar', 'completed', $2) returning id::text as id`,
            [profileId, `cs_bench_${i}`],
          );
          const orderId = order.rows[0]?.id ?? '';
          const delivery = await tx.query<{ id: string }>(
            `insert into report_deliveries (profile_id, report_type, generation_status, order_id) values ($1, 'lunar', 'queued', $2) returning id::text as id`,
            [profileId, orderId],
          );
          await queue.enqueue(tx, { deliveryId: delivery.rows[0]?.id ?? '' }, orderId);
        });
      }
      for (;;) {
        const { rows } = await db.query<{ done: number }>(`select count(*)::int as done from report_deliveries where generation_status = 'completed'`);
        if ((rows[0]?.done ?? 0) >= JOBS) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const minutes = (performance.now() - started) / 60_000;
      console.info(`  ${workerCount} worker${workerCount === 1 ? '' : 's'}: ${JOBS} reports in ${(minutes * 60).toFixed(1)} s, ${(JOBS / minutes).toFixed(1)} per minute`);
    } finally {
      await Promise.all(workers.map((worker) => new Promise((resolve) => worker.once('exit', resolve).kill('SIGTERM'))));
      await queue.stop();
      await db.close();
      await scratch.drop();
    }
  }
};
