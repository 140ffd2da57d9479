import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emlFileMailer, smtpMailer } from '../../adapters/mail';
import { openDatabase } from '../../adapters/sql';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../support/test-databases';
import { MAIL_MAX_ATTEMPTS } from '../../domain/kernel';
import type { SqlDatabase } from '../../domain/kernel';
import { READING_EMAIL_SUBJECT, readingEmail } from '../../server/platform/email/emails';
import { queueEmail, retryEmail } from '../../server/platform/email/outbox-store';
import { outboxRelay, type OutboxRelay } from '../../server/platform/email/outbox-relay';
import { startComposedServer, testConfig, type ComposedServer } from '../support/composed-server';
import { askForReading } from '../support/free-reading-client';
import { smtpCapture, type SmtpCapture } from '../support/smtp-capture';

/**
 * Email that really leaves (issue 15), on each database: a real SMTP server in this process
 * takes what the outbox relay sends. Nothing here waits on time: each step waits for a row's
 * state or a message's arrival, and a retry's backoff is passed by moving the row's due time.
 */
const PUBLIC_KEY = 'email-delivery-public-key';
const SECRET = 'email-delivery-secret-long-enough-for-hs256';
const SITE = 'https://moonwise.example';
const FROM = 'Moonwise <hello@moonwise.example>';
const quiet = pino({ level: 'silent' });
let unique = 0;
const freshEmail = () => `reader.${process.pid}.${(unique += 1)}@example.com`;

/** Polls until `check` holds (each poll a state read, never a fixed wait), failing after `ms`. */
const eventually = async <T>(read: () => Promise<T> | T, check: (value: T) => boolean, ms = 15_000): Promise<T> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`still not there after ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const rowsTo = async (db: SqlDatabase, to: string) =>
  (
    await db.query<{ id: string; status: string; attempts: number; last_error: string | null; message_id: string | null; receipt: string | null }>(
      'select id::text as id, status, attempts, last_error, message_id, receipt from email_outbox where to_address = $1 order by created_at, id',
      [to],
    )
  ).rows;

/** The backoff has passed: the row is due now (what the clock would do, without waiting for it). */
const makeDue = (db: SqlDatabase, to: string) => db.query(`update email_outbox set next_attempt_at = now() where to_address = $1 and status = 'pending'`, [to]);

const queueSome = async (db: SqlDatabase, to: string, count: number) => {
  for (let i = 0; i < count; i += 1) await queueEmail(db, await readingEmail(SITE, to, `${SITE}/free-moon-reading?token=${'t'.repeat(42)}${i % 10}`));
};

describe.each(testDatabaseKinds())('email delivery, on %s', (kind) => {
  let target: TestDatabase;
  let smtp: SmtpCapture;
  let site: ComposedServer;
  const sentTo = (to: string) => smtp.messages.filter((message) => message.to !== undefined && JSON.stringify(message.to).includes(to));

  beforeAll(async () => {
    target = await openTestDatabase(kind);
    smtp = await smtpCapture();
    const config = testConfig({ PUBLIC_API_KEY: PUBLIC_KEY, ACCESS_TOKEN_SECRET: SECRET, PUBLIC_SITE_URL: SITE, LOG_LEVEL: 'silent', SMTP_URL: smtp.url, RATE_LIMIT_READINGS_PER_CONNECTION: '500' });
    site = await startComposedServer(config, target.db, { mailRelay: { pollMs: 50, probeMs: 200 } });
  });

  afterEach(() => {
    smtp.refuse = false;
  });

  afterAll(async () => {
    await site?.close();
    await smtp?.stop();
    await target?.dispose();
  });

  it('sends a reading’s email through SMTP as text and HTML, and its link opens that reading', async () => {
    const email = freshEmail();
    const { token } = await askForReading(site.baseUrl, PUBLIC_KEY, { email });
    const [message] = await eventually(() => sentTo(email), (sent) => sent.length === 1);
    expect(message?.subject).toBe(READING_EMAIL_SUBJECT);
    expect(message?.from?.value).toEqual([{ name: 'Moonwise', address: 'hello@moonwise.example' }]);
    expect(message?.messageId).toMatch(/^<[0-9a-f-]{36}@moonwise\.example>$/);
    expect(message?.date).toBeInstanceOf(Date);
    expect(message?.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
    expect(message?.text).toContain('Your moon reading is ready');
    expect(message?.html).toContain('Open your reading');
    const link = /https:\/\/moonwise\.example(\/free-moon-reading\?token=([A-Za-z0-9_-]{43}))/.exec(message?.text ?? '');
    expect(link?.[2]).toBe(token); // the link the page gave, kept in the inbox
    const opened = await fetch(`${site.baseUrl}/functions/v1/get-profile-by-token?token=${link?.[2]}`, { headers: { apikey: PUBLIC_KEY, authorization: `Bearer ${PUBLIC_KEY}` } });
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({ profile: { email } });
    const [row] = await eventually(() => rowsTo(target.db, email), (rows) => rows[0]?.status === 'sent');
    expect(row).toMatchObject({ attempts: 1, last_error: null, message_id: message?.messageId });
    expect(row?.receipt).toMatch(/^250/);
  });

  it('keeps mail while the SMTP server is down, and delivers it once when it is back, without a restart', async () => {
    await smtp.stop();
    const email = freshEmail();
    await askForReading(site.baseUrl, PUBLIC_KEY, { email });
    const [waiting] = await eventually(() => rowsTo(target.db, email), (rows) => (rows[0]?.attempts ?? 0) >= 1 && rows[0]?.last_error !== null);
    expect(waiting).toMatchObject({ status: 'pending' });
    expect(waiting?.last_error).toMatch(/ECONNREFUSED/);
    // Back on the same port: the relay's check finds it answering and sends the waiting mail,
    // long before the row's own backoff would have let it.
    await smtp.start();
    const [sent] = await eventually(() => rowsTo(target.db, email), (rows) => rows[0]?.status === 'sent');
    expect(sent?.attempts).toBe(2);
    expect(sentTo(email)).toHaveLength(1);
  });

  it('keeps mail a server refuses for now, and sends it once it accepts', async () => {
    smtp.refuse = true;
    const email = freshEmail();
    await askForReading(site.baseUrl, PUBLIC_KEY, { email });
    const [refused] = await eventually(() => rowsTo(target.db, email), (rows) => rows[0]?.last_error !== null && rows[0]?.last_error !== undefined);
    expect(refused).toMatchObject({ status: 'pending' });
    expect(refused?.last_error).toMatch(/451/);
    smtp.refuse = false;
    await makeDue(target.db, email);
    await eventually(() => rowsTo(target.db, email), (rows) => rows[0]?.status === 'sent');
    expect(sentTo(email)).toHaveLength(1);
  });

});

describe.each(testDatabaseKinds())('outbox relays, on %s', (kind) => {
  let target: TestDatabase;
  let smtp: SmtpCapture;
  const relays: OutboxRelay[] = [];
  const relay = (db: SqlDatabase, options: { claimMs?: number } = {}) => {
    const made = outboxRelay({ db, mailer: smtpMailer(smtp.url), from: FROM, logger: quiet, pollMs: 50, ...options });
    relays.push(made);
    return made;
  };
  const sentTo = (to: string) => smtp.messages.filter((message) => message.to !== undefined && JSON.stringify(message.to).includes(to));

  // A database with no site on it: only the relays each test starts send from it.
  beforeAll(async () => {
    target = await openTestDatabase(kind);
    smtp = await smtpCapture();
  });

  afterEach(async () => {
    smtp.refuse = false;
    await Promise.all(relays.splice(0).map((made) => made.stop()));
  });

  afterAll(async () => {
    await smtp?.stop();
    await target?.dispose();
  });

  it('gives up after the last attempt, keeps the row as failed, and sends it when retried', async () => {
    const email = freshEmail();
    await queueSome(target.db, email, 1);
    await target.db.query('update email_outbox set attempts = $2 where to_address = $1', [email, MAIL_MAX_ATTEMPTS - 1]);
    smtp.refuse = true;
    const mine = relay(target.db);
    await mine.drain();
    const [failed] = await rowsTo(target.db, email);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
    smtp.refuse = false;
    expect(await retryEmail(target.db, failed?.id ?? '')).toBe('queued');
    await mine.drain();
    expect((await rowsTo(target.db, email))[0]).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await retryEmail(target.db, failed?.id ?? '')).toBe('already-sent');
    expect(await retryEmail(target.db, '00000000-0000-4000-8000-000000000000')).toBe('unknown');
    expect(sentTo(email)).toHaveLength(1);
  });

  it('loses nothing when its relay stops mid-queue, or dies holding claimed mail: another relay sends each email once', async () => {
    const email = freshEmail();
    await queueSome(target.db, email, 12);
    // A relay that claimed three rows and died before sending them: its claim runs out.
    await target.db.query(
      `update email_outbox set claimed_until = now() + interval '300 milliseconds', attempts = 1
        where id in (select id from email_outbox where to_address = $1 order by created_at limit 3)`,
      [email],
    );
    const first = relay(target.db, { claimMs: 300 });
    first.start();
    await eventually(() => rowsTo(target.db, email), (rows) => rows.some((row) => row.status === 'sent'));
    await first.stop();
    relay(target.db, { claimMs: 300 }).start();
    const rows = await eventually(() => rowsTo(target.db, email), (all) => all.every((row) => row.status === 'sent'));
    expect(rows).toHaveLength(12);
    const ids = sentTo(email).map((message) => message.messageId);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
  });
});

describe.runIf(process.env.DATABASE_URL)('two relays on one PostgreSQL', () => {
  let target: TestDatabase;
  let smtp: SmtpCapture;
  const pools: SqlDatabase[] = [];

  beforeAll(async () => {
    target = await openTestDatabase('postgres');
    smtp = await smtpCapture();
  });

  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.close()));
    await smtp?.stop();
    await target?.dispose();
  });

  it('send each of 40 emails exactly once', async () => {
    const email = freshEmail();
    await queueSome(target.db, email, 40);
    const both = await Promise.all(
      [0, 1].map(async () => {
        const pool = await openDatabase({ databaseUrl: target.databaseUrl ?? '', migrate: false });
        pools.push(pool);
        return outboxRelay({ db: pool, mailer: smtpMailer(smtp.url), from: FROM, logger: quiet, pollMs: 20, batch: 3 });
      }),
    );
    for (const made of both) made.start();
    await eventually(() => rowsTo(target.db, email), (rows) => rows.every((row) => row.status === 'sent'), 30_000);
    await Promise.all(both.map((made) => made.stop()));
    const ids = smtp.messages.map((message) => message.messageId);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
  });
});

describe('the embedded default', () => {
  it('writes each email as a .eml file a mail app opens, with both parts', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'moonwise-eml-')), 'outbox');
    const written: string[] = [];
    const mailer = emlFileMailer(dir, (file) => written.push(file));
    const email = await readingEmail(SITE, 'ana@example.com', `${SITE}/free-moon-reading?token=${'a'.repeat(43)}`);
    const sent = await mailer.send({ ...email, from: FROM, messageId: '<0a1b2c3d-0000-4000-8000-000000000000@moonwise.example>', date: new Date('2026-11-24T10:00:00Z') });
    expect(readdirSync(dir)).toEqual(['2026-11-24T10-00-00-000Z-0a1b2c3d-0000-4000-8000-000000000000.eml']);
    expect(written).toEqual([path.join(dir, readdirSync(dir)[0] ?? '')]);
    expect(sent.receipt).toBe(written[0]);
    const parsed = await simpleParser(readFileSync(written[0] ?? ''));
    expect(parsed.subject).toBe(READING_EMAIL_SUBJECT);
    expect(parsed.messageId).toBe('<0a1b2c3d-0000-4000-8000-000000000000@moonwise.example>');
    expect(parsed.text).toContain(`${SITE}/free-moon-reading?token=${'a'.repeat(43)}`);
    expect(parsed.html).toContain('Open your reading');
  });
});
