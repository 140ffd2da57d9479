import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../support/test-databases';
import { calendarLinkResponse } from '../../contracts/calendar-link.contract';
import { DATA_RIGHTS_MESSAGES, dataDeleteResponse, dataExportDocument, dataRequestResponse } from '../../contracts/data-rights.contract';
import { functionError } from '../../contracts/functions.contract';
import { lunaChatAssistantResponse } from '../../contracts/luna-chat-assistant.contract';
import type { ReportFiles, SqlDatabase } from '../../domain/kernel';
import { DATA_REQUESTS_PER_ADDRESS } from '../../server/data-rights/data-links';
import { DATA_REQUEST_SUBJECTS } from '../../server/platform/email/emails';
import { composeReportFiles } from '../../server/compose';
import { startComposedServer, testConfig, type ComposedServer } from '../support/composed-server';
import { askForReading } from '../support/free-reading-client';

/**
 * A visitor's copy of their data and its erasure (issue 23), over HTTP on the app as npm start
 * composes it, on each database: the three functions' contracts, then the whole journey from a
 * reading to an erasure after which no text column of any table holds the address.
 */
const PUBLIC_KEY = 'data-rights-public-key';
const SITE = 'https://moonwise.example';
const headers = { apikey: PUBLIC_KEY, authorization: `Bearer ${PUBLIC_KEY}`, 'content-type': 'application/json' };
let unique = 0;
const freshEmail = () => `Data.Person.${process.pid}.${(unique += 1)}@Example.com`;

/** Every column that can hold text, in every table of the database's own schemas (pg-boss's included). */
const textColumns = async (db: SqlDatabase) =>
  (
    await db.query<{ table_schema: string; table_name: string; column_name: string }>(
      `select c.table_schema, c.table_name, c.column_name from information_schema.columns c
         join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
        where c.table_schema not in ('pg_catalog', 'information_schema') and c.table_schema not like 'pg\\_%'
          and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED')
        order by 1, 2, 3`,
    )
  ).rows;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Where the address still appears, in any case: `schema.table.column`, one per column that holds it. */
const whereEmailRemains = async (db: SqlDatabase, email: string): Promise<string[]> => {
  const found: string[] = [];
  for (const { table_schema, table_name, column_name } of await textColumns(db)) {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from ${quote(table_schema)}.${quote(table_name)} where strpos(lower(${quote(column_name)}::text), $1) > 0`,
      [email.toLowerCase()],
    );
    if ((rows[0]?.n ?? 0) > 0) found.push(`${table_schema}.${table_name}.${column_name}`);
  }
  return found;
};

describe.each(testDatabaseKinds())('a visitor’s data, on %s', (kind) => {
  let target: TestDatabase;
  let site: ComposedServer;
  let files: ReportFiles;

  beforeAll(async () => {
    target = await openTestDatabase(kind);
    const config = testConfig({
      PUBLIC_API_KEY: PUBLIC_KEY,
      ACCESS_TOKEN_SECRET: 'data-rights-secret-long-enough-for-hs256',
      PUBLIC_SITE_URL: SITE,
      LOG_LEVEL: 'silent',
      MAIL_RELAY: 'off',
      REPORT_WORKER: 'off',
      RATE_LIMIT_READINGS_PER_CONNECTION: '500',
      TRUST_PROXY: '1',
    });
    site = await startComposedServer(config, target.db);
    // The store the server chose: the report_files table on PostgreSQL, the data folder on PGlite.
    files = composeReportFiles(config, target.db).files;
  });

  afterAll(async () => {
    await site?.close();
    await target?.dispose();
  });

  // Each test is a visitor on a connection of their own: the connection's hourly share of emails is theirs.
  let connection = 0;
  beforeEach(() => void (connection += 1));
  const visitor = () => ({ 'x-forwarded-for': `198.51.100.${connection}` });
  const call = (name: string, init: { body?: unknown; query?: Record<string, string> } = {}) =>
    fetch(`${site.baseUrl}/functions/v1/${name}${init.query ? `?${new URLSearchParams(init.query).toString()}` : ''}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: { ...headers, ...visitor() },
      ...(init.body === undefined ? {} : { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }),
    });
  const requestData = (email: string, kindOf: 'export' | 'delete' = 'export') => call('data-request', { body: { email, kind: kindOf } });
  const exportData = (token: string) => call('data-export', { query: { token } });
  const deleteData = (token: string) => call('data-delete', { body: { token } });

  const outboxTo = async (email: string, subject?: string) =>
    (
      await target.db.query<{ subject: string; body_text: string }>(
        `select subject, body_text from email_outbox where lower(to_address) = lower($1) ${subject === undefined ? '' : 'and subject = $2'} order by created_at, id`,
        subject === undefined ? [email] : [email, subject],
      )
    ).rows;

  /** The token of the newest data link emailed to the address, as the visitor's inbox has it. */
  const emailedToken = async (email: string, kindOf: 'export' | 'delete' = 'export'): Promise<string> => {
    const mail = (await outboxTo(email, DATA_REQUEST_SUBJECTS[kindOf])).at(-1);
    const token = new RegExp(`${SITE}/your-data\\?token=([A-Za-z0-9_-]{43})`).exec(mail?.body_text ?? '')?.[1];
    if (token === undefined) throw new Error(`no data link was emailed to ${email}`);
    return token;
  };

  const refusal = async (response: Response, status: number, message?: string) => {
    expect(response.status).toBe(status);
    const body = functionError.parse(await response.json());
    if (message !== undefined) expect(body.error).toBe(message);
    return body;
  };

  describe('the contracts', () => {
    it('answers 202 with the same body for an address with a profile and one without, and emails only the first', async () => {
      const known = freshEmail();
      const stranger = freshEmail();
      await askForReading(site.baseUrl, PUBLIC_KEY, { email: known }, visitor());

      const forKnown = await requestData(known);
      const forStranger = await requestData(stranger);
      expect(forKnown.status).toBe(202);
      expect(forStranger.status).toBe(202);
      expect(forKnown.headers.get('cache-control')).toBe('no-store');
      const knownBody = dataRequestResponse.parse(await forKnown.json());
      expect(dataRequestResponse.parse(await forStranger.json())).toEqual(knownBody);
      expect(knownBody.message).toBe(DATA_RIGHTS_MESSAGES.requested);

      expect((await outboxTo(known, DATA_REQUEST_SUBJECTS.export)).length).toBe(1);
      expect(await outboxTo(stranger)).toEqual([]);
      const stored = await target.db.query<{ token_hash: string }>('select token_hash from data_requests');
      // Only the hash is kept: the emailed token itself is in no row.
      const token = await emailedToken(known);
      expect(stored.rows.length).toBeGreaterThan(0);
      expect(stored.rows.some((row) => row.token_hash === token)).toBe(false);
    });

    it('refuses a body that is not a data request with 400 naming the field', async () => {
      expect((await refusal(await call('data-request', { body: { email: 'not an email', kind: 'export' } }), 400)).issues?.[0]?.path).toBe('email');
      expect((await refusal(await call('data-request', { body: { email: freshEmail(), kind: 'sell' } }), 400)).issues?.[0]?.path).toBe('kind');
      await refusal(await call('data-request', { body: { email: freshEmail() } }), 400);
      await refusal(await call('data-delete', { body: {} }), 400);
      await refusal(await call('data-delete', { body: { token: 42 } }), 400);
      await refusal(await call('data-export'), 400);
    });

    it('gives one 404 for an unknown token, a malformed one and an expired one', async () => {
      const email = freshEmail();
      await askForReading(site.baseUrl, PUBLIC_KEY, { email }, visitor());
      await requestData(email);
      const token = await emailedToken(email);
      expect((await exportData(token)).status).toBe(200);
      await target.db.query(`update data_requests set expires_at = now() - interval '1 second' where profile_id = (select id from profiles where lower(email) = lower($1))`, [email]);

      for (const tried of [token, 'A'.repeat(43), 'not a token!']) {
        await refusal(await exportData(tried), 404, DATA_RIGHTS_MESSAGES.linkNotValid);
        await refusal(await deleteData(tried), 404, DATA_RIGHTS_MESSAGES.linkNotValid);
      }
      // The expired link erased nothing.
      expect((await target.db.query('select 1 from profiles where lower(email) = lower($1)', [email])).rows.length).toBe(1);
    });

    it('sends an address its share of links an hour, then refuses, known or not', async () => {
      const known = freshEmail();
      await askForReading(site.baseUrl, PUBLIC_KEY, { email: known }, visitor());
      for (const email of [known, freshEmail()]) {
        for (let i = 0; i < DATA_REQUESTS_PER_ADDRESS; i += 1) expect((await requestData(email, i % 2 === 0 ? 'export' : 'delete')).status).toBe(202);
        await refusal(await requestData(email), 429, DATA_RIGHTS_MESSAGES.tooMany);
      }
    });
  });

  it('takes a visitor from a reading to a download and an erasure that leaves the address in no table, and their old links answer 404', async () => {
    const email = freshEmail();
    const reading = await askForReading(site.baseUrl, PUBLIC_KEY, { email, firstName: 'Ana' }, visitor());
    const profileId = (await target.db.query<{ id: string }>('select id::text as id from profiles where lower(email) = lower($1)', [email])).rows[0]?.id ?? '';
    expect(profileId).not.toBe('');

    // A chat with Luna that mentions the address, linked to the profile as a reading in the chat would be.
    const chat = await fetch(`${site.baseUrl}/functions/v1/luna-chat-assistant`, {
      method: 'POST',
      headers: { ...headers, 'x-luna-session': `data-rights-session-${unique}` },
      body: JSON.stringify({ message: `Hi Luna, I'm Ana and my email is ${email}` }),
    });
    expect(chat.status).toBe(200);
    const sessionId = lunaChatAssistantResponse.parse(await chat.json()).session_updates?.sessionId ?? '';
    await target.db.query('update luna_chat_sessions set profile_id = $1 where id = $2', [profileId, sessionId]);

    // A paid report with its PDF, a message to the team, and a code: the address in four more tables.
    const order = await target.db.query<{ id: string }>(
      `insert into orders (profile_id, report_type, payment_status, checkout_session_id, amount, currency)
       values ($1, 'lunar', 'completed', $2, 2900, 'usd') returning id::text as id`,
      [profileId, `cs_data_rights_${unique}`],
    );
    const delivery = await target.db.query<{ id: string }>(
      `insert into report_deliveries (profile_id, report_type, generation_status, checkout_session_id, order_id)
       values ($1, 'lunar', 'completed', $2, $3) returning id::text as id`,
      [profileId, `cs_data_rights_${unique}`, order.rows[0]?.id],
    );
    const deliveryId = delivery.rows[0]?.id ?? '';
    await files.save(deliveryId, new TextEncoder().encode('%PDF-1.7 a report for Ana'));
    expect(
      (await call('contact', { body: { name: 'Ana Silva', email, message: 'Thank you for my reading, it felt very true to me.' } })).status,
    ).toBe(201);
    expect((await call('email-code', { body: { email } })).status).toBe(200);
    // Her moon calendar, made and then replaced: two addresses, the first stopped.
    expect((await call('calendar-link', { body: { token: reading.token } })).status).toBe(200);
    const calendar = calendarLinkResponse.parse(await (await call('calendar-link', { body: { token: reading.token, replace: true } })).json());
    const feedPath = new URL(calendar.url).pathname;
    expect((await fetch(`${site.baseUrl}${feedPath}`)).status).toBe(200);

    // The visitor asks for their data and follows the link in the email.
    expect((await requestData(email, 'export')).status).toBe(202);
    const token = await emailedToken(email);

    const download = await exportData(token);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="moonwise-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(download.headers.get('cache-control')).toBe('no-store');
    expect(download.headers.get('content-type')).toContain('application/json');
    const data = dataExportDocument.parse(await download.json());
    expect(data.profile).toMatchObject({ id: profileId, email: email.toLowerCase(), fullName: 'Ana', birthDate: '1990-03-14', birthTime: '08:30' });
    expect(data.readings.map((r) => [r.current, r.birthDate, r.moonSign !== null])).toEqual([[true, '1990-03-14', true]]);
    expect(data.chatSessions).toHaveLength(1);
    expect(data.chatSessions[0]?.messages.some((m) => m.role === 'user' && m.content.includes(email))).toBe(true);
    expect(data.chatSessions[0]?.messages.some((m) => m.role === 'assistant')).toBe(true);
    expect(data.orders).toEqual([expect.objectContaining({ reportType: 'lunar', paymentStatus: 'completed', amount: 2900, currency: 'usd' })]);
    expect(data.reportDeliveries).toEqual([expect.objectContaining({ reportType: 'lunar', status: 'completed' })]);
    expect(data.emails.map((m) => m.subject)).toEqual(expect.arrayContaining(['Your moon reading', 'We have your message', 'Your Moonwise code', DATA_REQUEST_SUBJECTS.export]));
    expect(data.contactMessages).toEqual([expect.objectContaining({ name: 'Ana Silva' })]);
    expect(data.calendarFeeds.map((feed) => feed.stoppedAt === null)).toEqual([false, true]);
    // No live link travels in the copy: the emails keep their words, not their link tokens.
    const raw = JSON.stringify(data);
    expect(data.emails.find((m) => m.subject === 'Your moon reading')?.text).toContain('/free-moon-reading?token=(removed)');
    expect(raw).not.toContain(token);
    expect(raw).not.toContain(reading.token);
    expect(raw).not.toContain(feedPath.slice('/calendar/'.length, -'.ics'.length));

    // Downloading did not spend the link: the visitor downloads again, then deletes with it.
    expect((await exportData(token)).status).toBe(200);
    const erased = await deleteData(token);
    expect(erased.status).toBe(200);
    expect(erased.headers.get('cache-control')).toBe('no-store');
    expect(dataDeleteResponse.parse(await erased.json())).toEqual({ deleted: true, message: DATA_RIGHTS_MESSAGES.deleted });

    expect(await whereEmailRemains(target.db, email)).toEqual([]);
    // The scan is not blind: it finds another visitor's address that is still stored.
    const other = freshEmail();
    await askForReading(site.baseUrl, PUBLIC_KEY, { email: other }, visitor());
    expect(await whereEmailRemains(target.db, other)).toEqual(expect.arrayContaining(['public.profiles.email', 'public.email_outbox.to_address']));

    // The order stays for the accounts, with nothing that points at the person.
    const kept = await target.db.query<{ profile_id: string | null; amount: number; currency: string; report_type: string }>(
      'select profile_id, amount, currency, report_type from orders where id = $1',
      [order.rows[0]?.id],
    );
    expect(kept.rows).toEqual([{ profile_id: null, amount: 2900, currency: 'usd', report_type: 'lunar' }]);
    expect((await target.db.query('select 1 from luna_chat_sessions where id = $1', [sessionId])).rows).toEqual([]);
    expect(await files.read(deliveryId)).toBeNull();

    // The old links open nothing, and the data link is spent.
    for (const name of ['reading-by-token', 'get-profile-by-token', 'report-library']) {
      expect((await call(name, { query: { token: reading.token } })).status, name).toBe(404);
    }
    expect((await fetch(`${site.baseUrl}/reports/${deliveryId}.pdf?token=${reading.token}`)).status).toBe(404);
    expect((await fetch(`${site.baseUrl}${feedPath}`)).status).toBe(404);
    expect((await target.db.query('select 1 from calendar_feeds where profile_id = $1', [profileId])).rows).toEqual([]);
    await refusal(await exportData(token), 404, DATA_RIGHTS_MESSAGES.linkNotValid);
    await refusal(await deleteData(token), 404, DATA_RIGHTS_MESSAGES.linkNotValid);
  });
});
