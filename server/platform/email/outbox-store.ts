import { afterFailure, withoutSecrets } from '../../../domain/kernel';
import type { OutgoingEmail, SqlExecutor } from '../../../domain/kernel';

/**
 * The email outbox (issue 15 §2): a row per email, written in the transaction of what caused
 * it, and the one truth of whether it went. Times are the database's (`now()`), so every relay
 * and every row agree on what is due whatever the processes' clocks say.
 */

export const queueEmail = async (tx: SqlExecutor, email: OutgoingEmail): Promise<void> => {
  await tx.query('insert into email_outbox (to_address, subject, body_text, body_html, reply_to) values ($1, $2, $3, $4, $5)', [
    email.to,
    email.subject,
    email.text,
    email.html,
    email.replyTo ?? null,
  ]);
};

/**
 * An email that goes once for what `onceKey` names (a paid order's receipt: 'receipt:<order id>'):
 * a second call with the same key, in this transaction or any later one, queues nothing. True
 * when this call queued it.
 */
export const queueEmailOnce = async (tx: SqlExecutor, onceKey: string, email: OutgoingEmail): Promise<boolean> => {
  const inserted = await tx.query(
    'insert into email_outbox (to_address, subject, body_text, body_html, reply_to, once_key) values ($1, $2, $3, $4, $5, $6) on conflict do nothing',
    [email.to, email.subject, email.text, email.html, email.replyTo ?? null, onceKey],
  );
  return (inserted.rowCount ?? 0) > 0;
};

/** Whether an email with this key was ever queued: lets a caller skip rendering one that would not be queued. */
export const emailQueuedOnce = async (tx: SqlExecutor, onceKey: string): Promise<boolean> =>
  (await tx.query('select 1 from email_outbox where once_key = $1', [onceKey])).rows.length > 0;

export interface ClaimedEmail extends OutgoingEmail {
  id: string;
  /** This attempt's number, from 1. */
  attempt: number;
}

type ClaimedRow = {
  id: string;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  reply_to: string | null;
  attempts: number;
};

/**
 * Takes up to `limit` due rows for this relay, for `claimMs`: a row another relay holds is
 * skipped (SKIP LOCKED while claiming, claimed_until after), so no two relays send one row at
 * once. The attempt is counted here, before the send, so a relay that dies mid-send still uses it up.
 */
export const claimDueEmails = async (db: SqlExecutor, limit: number, claimMs: number): Promise<ClaimedEmail[]> => {
  const { rows } = await db.query<ClaimedRow>(
    `update email_outbox set claimed_until = now() + $2 * interval '1 millisecond', attempts = attempts + 1
      where id in (
        select id from email_outbox
         where status = 'pending' and next_attempt_at <= now() and (claimed_until is null or claimed_until <= now())
         order by next_attempt_at, created_at
         limit $1
         for update skip locked)
      returning id::text as id, to_address, subject, body_text, body_html, reply_to, attempts`,
    [limit, claimMs],
  );
  return rows.map((row) => ({
      id: row.id,
      to: row.to_address,
      subject: row.subject,
      text: row.body_text,
      // Rows queued before emails had an HTML part send their text alone.
      html: row.body_html ?? '',
      ...(row.reply_to === null ? {} : { replyTo: row.reply_to }),
      attempt: row.attempts,
    }));
};

/** Sent: the row keeps who, what and when, and its body without the links' tokens and codes it carried. */
export const markSent = async (db: SqlExecutor, email: Pick<ClaimedEmail, 'id' | 'text' | 'html'>, sent: { messageId: string; receipt: string }): Promise<void> => {
  await db.query(
    `update email_outbox set status = 'sent', sent_at = now(), message_id = $2, receipt = $3, claimed_until = null, last_error = null,
            body_text = $4, body_html = case when body_html is null then null else $5 end
      where id = $1 and status = 'pending'`,
    [email.id, sent.messageId, sent.receipt, withoutSecrets(email.text), withoutSecrets(email.html)],
  );
};

const ERROR_LENGTH = 500;

/** A failed attempt: tried again after the policy's wait, or kept as failed after the last one. */
export const markAttemptFailed = async (db: SqlExecutor, email: ClaimedEmail, error: string): Promise<'pending' | 'failed'> => {
  const outcome = afterFailure(email.attempt);
  await db.query(
    `update email_outbox
        set status = $2, last_error = $3, claimed_until = null,
            next_attempt_at = case when $2 = 'pending' then now() + $4 * interval '1 millisecond' else next_attempt_at end
      where id = $1 and status = 'pending'`,
    [email.id, outcome.status, error.slice(0, ERROR_LENGTH), outcome.status === 'pending' ? outcome.retryInMs : 0],
  );
  return outcome.status;
};

/**
 * Rows waiting out a backoff because the provider could not be reached (their last error is a
 * connection error, not an SMTP reply such as '451: …' or '550: …'): they need no wait once it answers.
 */
const UNREACHABLE = `status = 'pending' and next_attempt_at > now() and last_error is not null and last_error !~ '^[0-9]'`;

export const hasMailWaitingForProvider = async (db: SqlExecutor): Promise<boolean> =>
  (await db.query(`select 1 from email_outbox where ${UNREACHABLE} limit 1`)).rows.length > 0;

/** The provider answers again: the mail that waited for it is due now. */
export const releaseMailWaitingForProvider = async (db: SqlExecutor): Promise<number> =>
  (await db.query(`update email_outbox set next_attempt_at = now() where ${UNREACHABLE}`)).rowCount ?? 0;

export interface OutboxRow {
  id: string;
  to: string;
  subject: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string | null;
  messageId: string | null;
}

const UTC = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;

/** The outbox, newest first: what `luna outbox` lists. */
export const listOutbox = async (db: SqlExecutor, limit = 100): Promise<OutboxRow[]> => {
  const { rows } = await db.query<{
    id: string;
    to_address: string;
    subject: string;
    status: OutboxRow['status'];
    attempts: number;
    last_error: string | null;
    created_at: string;
    sent_at: string | null;
    next_attempt_at: string | null;
    message_id: string | null;
  }>(
    `select id::text as id, to_address, subject, status, attempts, last_error, message_id,
            to_char(created_at at time zone 'UTC', ${UTC}) as created_at,
            to_char(sent_at at time zone 'UTC', ${UTC}) as sent_at,
            case when status = 'pending' then to_char(next_attempt_at at time zone 'UTC', ${UTC}) end as next_attempt_at
       from email_outbox order by created_at desc, id limit $1`,
    [limit],
  );
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    nextAttemptAt: row.next_attempt_at,
    messageId: row.message_id,
  }));
};

export type RetryOutcome = 'queued' | 'already-sent' | 'unknown';

/** `luna outbox retry <id>`: a failed or waiting row is due now, with a fresh count of attempts. */
export const retryEmail = async (db: SqlExecutor, id: string): Promise<RetryOutcome> => {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return 'unknown';
  const { rows } = await db.query<{ status: string }>('select status from email_outbox where id = $1', [id]);
  const status = rows[0]?.status;
  if (status === undefined) return 'unknown';
  if (status === 'sent') return 'already-sent';
  await db.query(
    `update email_outbox set status = 'pending', attempts = 0, next_attempt_at = now(), claimed_until = null where id = $1 and status <> 'sent'`,
    [id],
  );
  return 'queued';
};
