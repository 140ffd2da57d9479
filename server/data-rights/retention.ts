import type { Logger } from 'pino';
import type { SqlExecutor } from '../../domain/kernel';

/**
 * What the site forgets by itself (issue 23; the privacy page says so): a chat session that
 * never became a profile is deleted, with its messages and its conversation, 90 days after
 * its last message. Sessions with a profile go with the profile (a visitor's erasure).
 */
export const ANONYMOUS_CHAT_RETENTION_DAYS = 90;

const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

/** Deletes the anonymous sessions idle for longer than the retention; how many went. */
export const forgetIdleAnonymousChats = async (db: SqlExecutor, days = ANONYMOUS_CHAT_RETENTION_DAYS): Promise<number> => {
  const { rowCount } = await db.query(`delete from luna_chat_sessions where profile_id is null and last_activity < now() - make_interval(days => $1)`, [days]);
  return rowCount;
};

export interface Retention {
  stop(): void;
}

/** A sweep now and every six hours, in the process that runs the workers; several processes sweeping is harmless. */
export const startRetention = (db: SqlExecutor, logger: Logger, everyMs = SWEEP_EVERY_MS): Retention => {
  const sweep = () =>
    forgetIdleAnonymousChats(db).then(
      (forgotten) => {
        if (forgotten > 0) logger.info({ forgotten }, `retention: ${forgotten} anonymous chat sessions idle for ${ANONYMOUS_CHAT_RETENTION_DAYS} days deleted`);
      },
      (error: unknown) => logger.warn({ err: error }, 'retention: the sweep failed; it runs again later'),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
};
