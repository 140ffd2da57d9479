import type { Logger } from 'pino';
import { MAIL_CLAIM_MS } from '../../../domain/kernel';
import type { Mailer, SqlDatabase } from '../../../domain/kernel';
import { type ClaimedEmail, claimDueEmails, hasMailWaitingForProvider, markAttemptFailed, markSent, releaseMailWaitingForProvider } from './outbox-store';

export interface OutboxRelayOptions {
  db: SqlDatabase;
  mailer: Mailer;
  /** The From header: MAIL_FROM. */
  from: string;
  logger: Logger;
  /** How often the relay looks for due mail while idle. */
  pollMs?: number;
  /** Rows claimed at once. */
  batch?: number;
  /** How long a claim holds; the policy's MAIL_CLAIM_MS otherwise. */
  claimMs?: number;
  /** The Date header's clock. */
  now?: () => number;
  /** While mail waits because the provider was unreachable, how often to check whether it answers again. */
  probeMs?: number;
}

export interface OutboxRelay {
  start(): void;
  /** Sends every email due now, then resolves with how many were sent and failed. */
  drain(): Promise<{ sent: number; failed: number }>;
  /** Lets the email in hand finish and be marked, then stops. */
  stop(): Promise<void>;
}

/** The address part of a From header ('Moonwise <hello@x.example>' → 'x.example'), for Message-IDs. */
const domainOf = (from: string): string => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'moonwise.invalid';

const describeError = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown; responseCode?: unknown }).responseCode ?? (error as { code?: unknown }).code;
  return code === undefined ? error.message : `${String(code)}: ${error.message}`;
};

/**
 * The outbox relay (issue 15 §2, ADR 017): claims due rows, sends each through the mailer and
 * marks it sent with the provider's answer, or failed for now with its error and a later
 * attempt. It polls, so mail queued while an SMTP server was down goes out once the server
 * answers, without a restart; any number of relays may share one database.
 */
export const outboxRelay = ({ db, mailer, from, logger, pollMs = 1000, batch = 10, claimMs = MAIL_CLAIM_MS, now = Date.now, probeMs = 10_000 }: OutboxRelayOptions): OutboxRelay => {
  const domain = domainOf(from);
  let probedAt = Number.NEGATIVE_INFINITY;

  /**
   * Mail that failed because the provider could not be reached waits out its backoff (up to ten
   * minutes); a cheap check every `probeMs` sends it as soon as the provider answers again.
   */
  const providerIsBack = async (): Promise<boolean> => {
    if (mailer.verify === undefined || now() - probedAt < probeMs) return false;
    probedAt = now();
    if (!(await hasMailWaitingForProvider(db)) || !(await mailer.verify())) return false;
    const released = await releaseMailWaitingForProvider(db);
    logger.info({ released }, 'the mail provider answers again; waiting mail goes out now');
    return released > 0;
  };
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<{ sent: number; failed: number }> | null = null;
  let stopped = false;

  const sendOne = async (email: ClaimedEmail): Promise<boolean> => {
    try {
      const sent = await mailer.send({ ...email, from, messageId: `<${email.id}@${domain}>`, date: new Date(now()) });
      await markSent(db, email, sent);
      logger.info({ outboxId: email.id, receipt: sent.receipt }, `email sent: ${email.subject}`);
      return true;
    } catch (error) {
      const status = await markAttemptFailed(db, email, describeError(error));
      logger.warn({ outboxId: email.id, attempt: email.attempt, status, err: error }, status === 'failed' ? 'email failed for good; kept as failed' : 'email not sent; it will be tried again');
      return false;
    }
  };

  const sendDue = async (): Promise<{ sent: number; failed: number }> => {
    const totals = { sent: 0, failed: 0 };
    for (;;) {
      if (stopped) return totals;
      const claimed = await claimDueEmails(db, batch, claimMs);
      if (claimed.length === 0) {
        if (await providerIsBack()) continue;
        return totals;
      }
      let batchSent = 0;
      for (const email of claimed) {
        if (await sendOne(email)) batchSent += 1;
        else totals.failed += 1;
      }
      totals.sent += batchSent;
      // A batch that failed entirely means the provider is down: wait for the next poll.
      if (batchSent === 0) return totals;
    }
  };

  /** One pass at a time: a poll while a pass runs joins it. */
  const drain = (): Promise<{ sent: number; failed: number }> => {
    running ??= sendDue().finally(() => {
      running = null;
    });
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      drain()
        .catch((error: unknown) => logger.error({ err: error }, 'the outbox relay could not read the outbox; it will try again'))
        .finally(schedule);
    }, pollMs);
    timer.unref();
  };

  return {
    start: () => {
      if (timer === null && !stopped) schedule();
    },
    drain,
    stop: async () => {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      await running?.catch(() => {});
      await mailer.close();
    },
  };
};
