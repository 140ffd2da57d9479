import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { SqlDatabase, SqlExecutor } from '../../domain/kernel';

/** The queue of report generations: one job per order, its delivery row carrying what the visitor sees. */
export const REPORT_QUEUE = 'report-generation';

export interface ReportJob {
  deliveryId: string;
}

export interface ReportQueueOptions {
  db: SqlDatabase;
  logger: Logger;
  /** Tries in all (the product rules name none: three, with exponential backoff from `retryDelaySeconds`). */
  tries?: number;
  retryDelaySeconds?: number;
  /** A job whose worker died is taken up again after this long. */
  expireInSeconds?: number;
  pollingIntervalSeconds?: number;
}

export interface WorkerJob {
  deliveryId: string;
  /** 1 on the first try. */
  attempt: number;
  lastAttempt: boolean;
}

export interface ReportQueue {
  /** Starts pg-boss (creating its schema on first use); safe to call again. */
  start(): Promise<void>;
  /** Inside the caller's transaction: the job is written with the rows that need it, or not at all. */
  enqueue(tx: SqlExecutor, job: ReportJob, orderId: string): Promise<void>;
  /** Takes jobs in this process, one at a time. */
  work(handler: (job: WorkerJob) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/** pg-boss runs its SQL through our port, so the same queue works on PGlite and on PostgreSQL (ADR 016). */
const executorOf = (db: SqlExecutor) => ({
  executeSql: async (text: string, values: unknown[] = []) => ({ rows: (await db.query(text, values)).rows }),
});

export const reportQueue = ({ db, logger, tries = 3, retryDelaySeconds = 10, expireInSeconds = 5 * 60, pollingIntervalSeconds = 1 }: ReportQueueOptions): ReportQueue => {
  // Expired jobs are found by pg-boss's maintenance: it runs often enough to notice one within about half its lifetime.
  const maintenanceIntervalSeconds = Math.max(1, Math.min(60, Math.floor(expireInSeconds / 2)));
  const boss = new PgBoss({ db: executorOf(db), schema: 'pgboss', schedule: false, supervise: true, migrate: true, maintenanceIntervalSeconds });
  boss.on('error', (error) => logger.error({ err: error }, 'report queue error'));
  let started: Promise<void> | null = null;
  let stopped = false;
  const start = () =>
    (started ??= (async () => {
      await boss.start();
      await boss.createQueue(REPORT_QUEUE, { name: REPORT_QUEUE, retryLimit: tries - 1, retryDelay: retryDelaySeconds, retryBackoff: true, expireInSeconds });
    })());
  return {
    start,
    enqueue: async (tx, job, orderId) => {
      // One order, one job: a second send for the same order is refused by the singleton key.
      await boss.send(REPORT_QUEUE, job, { db: executorOf(tx), singletonKey: orderId });
    },
    work: async (handler) => {
      await start();
      await boss.work<ReportJob>(REPORT_QUEUE, { includeMetadata: true, pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
        if (job === undefined) return;
        await handler({ deliveryId: job.data.deliveryId, attempt: job.retryCount + 1, lastAttempt: job.retryCount + 1 >= job.retryLimit + 1 });
      });
    },
    stop: async () => {
      if (started === null || stopped) return;
      stopped = true;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
};
