import { Effect } from 'effect';
import { createZoneRules } from '../adapters/zone-rules';
import { composeMailer, composeReportFiles, composeReportRenderer, describeDatabase, logChoices, startMailRelay } from './compose';
import { replyAddress } from './config';
import { database } from './http-server';
import { startRetention } from './data-rights/retention';
import { reportWorkers } from './commerce/report-workers';
import { runServer } from './run-server';

/**
 * `npm run worker`: makes reports and sends the outbox's mail, against the same database as the
 * site (run the site with REPORT_WORKER=off and MAIL_RELAY=off to leave all the work here; a
 * worker with MAIL_RELAY=off makes reports only). Start as many as you like on one PostgreSQL:
 * each job is taken by one worker, each email claimed by one relay. A stop lets the report and
 * the email in hand finish first.
 */
runServer((config, logger) =>
  Effect.gen(function* () {
    const db = yield* database(config);
    // Chosen as the web servers choose, so a report made here downloads from any of them.
    const reportFiles = composeReportFiles(config, db);
    logChoices(logger, [
      { port: 'database', adapter: describeDatabase(config, db) },
      { port: 'report files', adapter: reportFiles.adapter },
    ]);
    const renderer = composeReportRenderer(config, logger);
    const workers = reportWorkers({
      db,
      files: reportFiles.files,
      rules: createZoneRules().rules,
      clock: { now: Date.now },
      siteUrl: config.PUBLIC_SITE_URL,
      replyTo: replyAddress(config),
      logger,
      work: true,
      render: renderer.render,
      onWork: renderer.warm,
      queue: { expireInSeconds: config.REPORT_JOB_EXPIRE_SECONDS },
    });
    yield* Effect.acquireRelease(
      Effect.promise(() => workers.queue.start()),
      // The report in hand is finished first, then its thread ends.
      () =>
        Effect.promise(async () => {
          await workers.stop();
          await renderer.stop();
        }),
    );
    yield* Effect.acquireRelease(
      Effect.sync(() => startRetention(db, logger)),
      (retention) => Effect.sync(() => retention.stop()),
    );
    const mailer = composeMailer(config, logger);
    yield* Effect.acquireRelease(
      Effect.sync(() => startMailRelay(config, db, logger, mailer)),
      (relay) => Effect.promise(() => relay.stop()),
    );
    logger.info(`${config.BRAND_NAME} report worker is ready (pid ${process.pid})${config.MAIL_RELAY === 'on' ? `, and sends mail: ${mailer.description}` : ''}`);
  }),
);
