import type { Logger } from 'pino';
import type { Clock, ReportFiles, SqlDatabase } from '../../domain/kernel';
import type { ZoneRules } from '../../domain/sky';
import { generateReport, type RenderReport } from './report-generation';
import { reportQueue, type ReportQueue, type ReportQueueOptions } from './report-queue';

export interface ReportWorkersOptions {
  db: SqlDatabase;
  /** Where the PDFs are kept: chosen once for the process (composeReportFiles), so its servers and workers agree. */
  files: ReportFiles;
  rules: ZoneRules;
  clock: Clock;
  siteUrl: string;
  /** Where replies to the report emails go. */
  replyTo: string;
  logger: Logger;
  /** False: this process only queues; `npm run worker` processes make the reports. */
  work: boolean;
  /** The PDF renderer: chosen in server/compose.ts (composeReportRenderer), so this module loads no adapter. */
  render: RenderReport;
  /** Called as this process starts working the queue, so the renderer warms up then (server/compose.ts); may be called more than once. */
  onWork?: () => void;
  queue?: Omit<ReportQueueOptions, 'db' | 'logger'>;
}

export interface ReportWorkers {
  files: ReportFiles;
  /** What the payment webhook uses: started before its transaction, filled inside it. */
  queue: Pick<ReportQueue, 'start' | 'enqueue'>;
  /** Starts the queue now if reports are waiting (after a restart), else on the first order. */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

/** The report files, the queue and (unless told otherwise) this process's worker, composed once. */
export const reportWorkers = ({ db, files, rules, clock, siteUrl, replyTo, logger, work, render, onWork, queue: queueOptions = {} }: ReportWorkersOptions): ReportWorkers => {
  const queue = reportQueue({ db, logger, ...queueOptions });
  const handler = generateReport({ db, files, render, rules, clock, siteUrl, replyTo, logger });
  let working: Promise<void> | null = null;
  const start = async () => {
    // The renderer warms up while the queue starts (a second call is harmless).
    if (work && working === null) onWork?.();
    await queue.start();
    if (work) await (working ??= queue.work(handler));
  };
  return {
    files,
    queue: { start, enqueue: queue.enqueue },
    resume: async () => {
      const { rows } = await db.query(`select 1 from report_deliveries where generation_status in ('queued', 'generating') limit 1`);
      if (rows.length > 0) await start();
    },
    stop: () => queue.stop(),
  };
};
