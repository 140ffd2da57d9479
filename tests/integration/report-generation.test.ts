import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../support/test-databases';
import { checkoutSessionResponse } from '../../contracts/payments.contract';
import { askForReading } from '../support/free-reading-client';
import { reportLibraryResponse } from '../../contracts/report-library.contract';
import { REPORT_GENERATION_FAILED, type RenderReport } from '../../server/commerce/report-generation';
import { REPORT_NOT_AVAILABLE } from '../../server/commerce/report-download';
import { startComposedServer, testConfig, type ComposedServer } from '../support/composed-server';
import { hashProfileToken } from '../../server/platform/security/profile-token';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Issue 14 §2 and §4 over real HTTP on each database: a paid order's report is made by the
 * server's own worker through pg-boss, kept, listed and downloaded by its owner only; a
 * renderer that keeps failing is tried three times, then the visitor reads why.
 */
const PUBLIC_KEY = 'reports-test-public-key';
const SECRET = 'reports-test-secret-long-enough-for-hs256';
const SITE = 'https://moonwise.example';
let unique = 0;
const freshEmail = () => `report.${process.pid}.${(unique += 1)}@example.com`;

/** A small real PDF and the documents it was asked to render: enough to follow the queue without the report layout. */
const rendered: Parameters<RenderReport>[0][] = [];
/** The renderer fails for one buyer's name, to follow the retries. */
const FAILING_NAME = 'Nova';
let failures = 0;
/** The renderer waits for one buyer's name until released, to refund an order while its report is made. */
const HELD_NAME = 'Rae';
let heldStarted: () => void = () => undefined;
let releaseHeld: () => void = () => undefined;
const holdNext = () => {
  const started = new Promise<void>((resolve) => (heldStarted = resolve));
  const released = new Promise<void>((resolve) => (releaseHeld = resolve));
  return { started, released };
};
let held = holdNext();
const smallPdf: RenderReport = async (input) => {
  if (input.name === HELD_NAME) {
    heldStarted();
    await held.released;
  }
  if (input.name === FAILING_NAME) {
    failures += 1;
    throw new Error('the renderer ran out of paper');
  }
  rendered.push(input);
  const { renderToBuffer, Document, Page, Text } = await import('@react-pdf/renderer');
  const { createElement } = await import('react');
  const doc = createElement(Document, null, createElement(Page, null, createElement(Text, null, `${input.type} report for ${input.name}`)));
  return { bytes: new Uint8Array(await renderToBuffer(doc)), pages: 1 };
};

const waitFor = async <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

describe.each(testDatabaseKinds())('making a paid report, on %s', (kind) => {
  let target: TestDatabase;
  let server: ComposedServer;

  beforeAll(async () => {
    target = await openTestDatabase(kind);
    // The emails are read from the outbox as queued: a sent one keeps no token (issue 23).
    const env = { PUBLIC_API_KEY: PUBLIC_KEY, ACCESS_TOKEN_SECRET: SECRET, PUBLIC_SITE_URL: SITE, LOG_LEVEL: 'silent', RATE_LIMIT_READINGS_PER_CONNECTION: '500', MAIL_RELAY: 'off' };
    const queue = { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 };
    server = await startComposedServer(testConfig({ ...env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'reports-')) }), target.db, { reports: { render: smallPdf, queue } });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await target?.dispose();
  });

  const headers = { apikey: PUBLIC_KEY, authorization: `Bearer ${PUBLIC_KEY}`, 'content-type': 'application/json' };
  const post = (on: ComposedServer, name: string, body: unknown) => fetch(`${on.baseUrl}/functions/v1/${name}`, { method: 'POST', headers, body: JSON.stringify(body) });

  /** A reading, then a paid order in the sandbox: the profile's link token. */
  const buy = async (on: ComposedServer, report: 'lunar' | 'astrology', firstName = 'Ana') => {
    const { token } = await askForReading(on.baseUrl, PUBLIC_KEY, { email: freshEmail(), firstName });
    const started = checkoutSessionResponse.parse(await (await post(on, 'checkout-session', { report, token })).json());
    const session = new URL(started.url, SITE).searchParams.get('session') ?? '';
    expect((await post(on, 'sandbox-checkout', { session, choice: 'pay' })).status).toBe(200);
    return token;
  };
  /** The text of the emails with this subject to the profile a link token opens. */
  const emailsOf = async (token: string, subject: string) =>
    (
      await target.db.query<{ body_text: string }>(
        `select e.body_text from email_outbox e join profiles p on lower(p.email) = lower(e.to_address)
           join profile_tokens t on t.profile_id = p.id
          where t.token_hash = $1 and e.subject = $2 order by e.created_at`,
        [hashProfileToken(token), subject],
      )
    ).rows.map((row) => row.body_text);
  const library = async (on: ComposedServer, token: string) =>
    reportLibraryResponse.parse(await (await fetch(`${on.baseUrl}/functions/v1/report-library?token=${token}`, { headers })).json());

  it('is made by the server’s worker, listed with its download, and downloaded by its owner only', async () => {
    const token = await buy(server, 'lunar');
    const listed = await waitFor(() => library(server, token), (answer) => answer.reports[0]?.status === 'ready');
    const [report] = listed.reports;
    expect(report).toMatchObject({ reportType: 'lunar', status: 'ready' });
    expect(report?.reportUrl).toMatch(new RegExp(`^/reports/[0-9a-f-]{36}\\.pdf\\?token=${token}$`));
    expect(rendered.at(-1)).toMatchObject({ type: 'lunar', name: 'Ana' });
    const cover = rendered.at(-1)?.sections[0]?.pages[0]?.blocks[0];
    expect(cover?.kind === 'cover' && cover.birthLine).toMatch(/^Born Wednesday, 14 March 1990 at 08:30, Lisbon/);

    const download = await fetch(`${server.baseUrl}${report?.reportUrl ?? ''}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="Moonwise Lunar Report - Ana.pdf"');
    expect(Buffer.from(await download.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');

    const file = (report?.reportUrl ?? '').split('?')[0] ?? '';
    const otherToken = await buy(server, 'astrology');
    for (const attempt of [`${file}?token=${otherToken}`, file, `${file}?token=${'A'.repeat(43)}`]) {
      const refused = await fetch(`${server.baseUrl}${attempt}`);
      expect(refused.status, attempt).toBe(404);
      expect(await refused.text()).toBe(REPORT_NOT_AVAILABLE);
    }
    // The 'report ready' email leads with the download: the same file, opened by the email's own link token.
    const ready = await emailsOf(token, 'Your Lunar Report is ready');
    expect(ready).toHaveLength(1);
    const emailed = /https:\/\/moonwise\.example(\/reports\/[0-9a-f-]{36}\.pdf\?token=[A-Za-z0-9_-]{43})/.exec(ready[0] ?? '')?.[1] ?? '';
    expect(emailed.split('?')[0]).toBe(file);
    const fromEmail = await fetch(`${server.baseUrl}${emailed}`);
    expect(fromEmail.status).toBe(200);
    expect(Buffer.from(await fromEmail.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    // Its token opens this buyer's reports only, as the library link beside it does.
    const others = await waitFor(() => library(server, otherToken), (answer) => answer.reports[0]?.status === 'ready');
    const otherFile = (others.reports[0]?.reportUrl ?? '').split('?')[0] ?? '';
    expect(otherFile).toMatch(/^\/reports\/[0-9a-f-]{36}\.pdf$/);
    const emailedToken = new URLSearchParams(emailed.split('?')[1]).get('token') ?? '';
    expect((await fetch(`${server.baseUrl}${otherFile}?token=${emailedToken}`)).status).toBe(404);
    // And the order's receipt went before it, once.
    expect(await emailsOf(token, 'Your receipt for the Lunar Report')).toHaveLength(1);
  });

  it('is tried three times when making it fails, then fails in words the visitor can read', { timeout: 90_000 }, async () => {
    const before = failures;
    const token = await buy(server, 'astrology', FAILING_NAME);
    const listed = await waitFor(() => library(server, token), (answer) => answer.reports[0]?.status === 'failed', 60_000);
    expect(listed.reports[0]).toMatchObject({ status: 'failed', errorMessage: REPORT_GENERATION_FAILED, reportUrl: null });
    expect(failures - before).toBe(3);
    const { rows } = await target.db.query<{ subject: string }>(`select subject from email_outbox where subject = 'We could not prepare your Astrology Report yet'`);
    expect(rows.length).toBeGreaterThan(0);

    // 'Resolve issue': once the cause is gone, the report is made again for the same order.
    await target.db.query('update profiles set full_name = $2 where id = $1', [listed.profileId, 'Ana']);
    const retry = { profileId: listed.profileId, sessionId: listed.reports[0]?.sessionId };
    expect((await post(server, 'report-retry', retry)).status).toBe(200);
    expect((await post(server, 'report-retry', retry)).status).toBe(409);
    const again = await waitFor(() => library(server, token), (answer) => answer.reports[0]?.status === 'ready', 60_000);
    expect(again.reports).toHaveLength(1);
    expect(again.reports[0]?.status).toBe('ready');
  });

  it('is not delivered when its order is refunded while it is being made', async () => {
    held = holdNext();
    const token = await buy(server, 'lunar', HELD_NAME);
    await held.started;
    const { profileId } = await library(server, token);
    // What a refund's webhook event does to the order's deliveries (tests/integration/payments.test.ts).
    await target.db.query(`update orders set payment_status = 'refunded' where profile_id = $1`, [profileId]);
    await target.db.query(`update report_deliveries set generation_status = 'revoked', report_url = null where profile_id = $1`, [profileId]);
    const before = await target.db.query<{ n: number }>(`select count(*)::int as n from email_outbox where subject = 'Your Lunar Report is ready'`);
    releaseHeld();
    // The job ends once the worker has tried to deliver: that, not the clock, is the moment to look.
    const job = await waitFor(
      () => target.db.query<{ state: string }>(`select state from pgboss.job where name = 'report-generation' and data->>'deliveryId' in (select id::text from report_deliveries where profile_id = $1)`, [profileId]),
      (found) => found.rows.length > 0 && found.rows.every((row) => row.state === 'completed'),
    );
    expect(job.rows.map((row) => row.state)).toEqual(['completed']);
    const settled = await target.db.query<{ generation_status: string }>('select generation_status from report_deliveries where profile_id = $1', [profileId]);
    expect(settled.rows).toEqual([{ generation_status: 'revoked' }]);
    const after = await target.db.query<{ n: number }>(`select count(*)::int as n from email_outbox where subject = 'Your Lunar Report is ready'`);
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
    expect((await library(server, token)).reports).toEqual([]);
  });
});
