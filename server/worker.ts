import { Effect } from 'effect';
import { createZoneRules } from '../adapters/zone-rules';
import { database } from './http-server';
import { reportWorkers } from './reports/report-workers';
import { runServer } from './run-server';

/**
 * `npm run worker`: makes reports and nothing else, against the same database as the site (run
 * the site with REPORT_WORKER=off to leave all the work here). Start as many as you like on one
 * PostgreSQL: each job is taken by one worker. A stop lets the report in hand finish first.
 */
runServer((config, logger) =>
  Effect.gen(function* () {
    const db = yield* database(config);
    const workers = reportWorkers({
      db,
      dataDir: config.DATA_DIR,
      rules: createZoneRules().rules,
      clock: { now: Date.now },
      siteUrl: config.PUBLIC_SITE_URL,
      logger,
      work: true,
      queue: { expireInSeconds: config.REPORT_JOB_EXPIRE_SECONDS },
    });
    yield* Effect.acquireRelease(
      Effect.promise(() => workers.queue.start()),
      () => Effect.promise(() => workers.stop()),
    );
    logger.info(`${config.BRAND_NAME} report worker is ready (pid ${process.pid})`);
  }),
);
