import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../support/test-databases';
import { checkoutSessionResponse } from '../../contracts/payments.contract';
import { freeReadingResponse } from '../../contracts/reading-form.contract';
import type { MailMessage, Mailer } from '../../domain/kernel';
import { requestReading } from '../support/free-reading-client';
import { startComposedServer, testConfig, type ComposedServer } from '../support/composed-server';

/**
 * No secret a visitor is given reaches the log or stays in the database (issue 23): every link
 * token, change token, sandbox session, data link, access token, emailed code and the
 * diagnostic id a whole journey made is looked for in every line a real server wrote at debug
 * level, after the visitor's browser opened each link and fetched the page's files with the
 * link as its Referer, and in what the database holds once the emails have gone: a
 * `pg_dump --data-only` on PostgreSQL, every row of every table as text on PGlite.
 */
const PUBLIC_KEY = 'log-secrets-public-key';
const DIAGNOSTIC_ID = 'diagnostic-id-for-the-log-test-0123';
const SITE = 'https://moonwise.example';

const waitFor = async (done: () => boolean, what: string) => {
  for (let tries = 0; tries < 300 && !done(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  if (!done()) throw new Error(`waited for ${what} in vain`);
};

/** The secrets in an email: every link's token-like query values and path ids, and six-digit codes. */
const secretsIn = (message: MailMessage): string[] => {
  const text = `${message.text}\n${message.html}`;
  const values = [...text.matchAll(/[?&](?:token|change|session|profileId)=([A-Za-z0-9_.~-]{16,})/g)].map((match) => match[1] ?? '');
  const codes = [...message.text.matchAll(/(?<![\d#])(\d{6})(?!\d)/g)].map((match) => match[1] ?? '');
  return [...values, ...codes].filter((value) => value !== '');
};

/** The addresses in an email that open this site, as the visitor would click them. */
const linksIn = (message: MailMessage): string[] => [...message.text.matchAll(/https:\/\/moonwise\.example(\/[^\s)\]>"]*)/g)].map((match) => match[1] ?? '');

/** The newest pg_dump the machine has (Debian's postgresql package puts it beside initdb). */
const pgDump = (): string => {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  return `/usr/lib/postgresql/${versions[0] ?? ''}/bin/pg_dump`;
};

/** Everything the database holds, as text: a data-only dump on PostgreSQL, each row of each table on PGlite. */
const storedText = async (target: TestDatabase): Promise<string> => {
  if (target.databaseUrl !== null) return execFileSync(pgDump(), ['--data-only', '--no-owner', target.databaseUrl], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const { rows: tables } = await target.db.query<{ name: string }>(
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') and table_schema not like 'pg\\_%'`,
  );
  const texts: string[] = [];
  for (const { name } of tables) texts.push(...(await target.db.query<{ row: string }>(`select t::text as row from ${name} t`)).rows.map((row) => row.row));
  return texts.join('\n');
};

describe.each(testDatabaseKinds())('what the log and the database keep of a visitor’s secrets, on %s', (kind) => {
  let target: TestDatabase;
  let server: ComposedServer;
  const secrets = new Map<string, string>();
  const inbox: MailMessage[] = [];
  const capturingMailer: Mailer = {
    description: 'the test’s inbox',
    send: async (message) => {
      inbox.push(message);
      return { messageId: message.messageId, receipt: 'kept by the test' };
    },
    close: async () => undefined,
  };

  beforeAll(async () => {
    target = await openTestDatabase(kind);
    const config = testConfig({ PUBLIC_API_KEY: PUBLIC_KEY, PUBLIC_SITE_URL: SITE, LOG_LEVEL: 'debug', DIAGNOSTIC_ID, REPORT_WORKER: 'off' });
    server = await startComposedServer(config, target.db, { mailer: capturingMailer, mailRelay: { pollMs: 50 } });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await target?.dispose();
  });

  const headers = { apikey: PUBLIC_KEY, authorization: `Bearer ${PUBLIC_KEY}`, 'content-type': 'application/json' };
  const call = (name: string, body?: unknown, init: RequestInit = {}) =>
    fetch(`${server.baseUrl}/functions/v1/${name}`, { method: body === undefined ? 'GET' : 'POST', headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }), ...init });

  /** A browser opening a page, then fetching its files with the page as Referer (same origin: the whole address). */
  const browse = async (path: string) => {
    const page = `${server.baseUrl}${path}`;
    await fetch(page, { headers: { accept: 'text/html' } });
    for (const asset of ['/assets/index.js', '/runtime-config.js', '/favicon.ico']) await fetch(`${server.baseUrl}${asset}`, { headers: { referer: page } });
    await call('luna-chat-session', undefined, { headers: { ...headers, referer: page } });
  };

  it('holds none of them in any line, from every function and page that met them', async () => {
    const email = `log.secrets.${process.pid}@example.com`;
    const reading = freeReadingResponse.parse(await (await requestReading(server.baseUrl, PUBLIC_KEY, { email })).json());
    if (reading.status !== 'success') throw new Error(`no reading: ${reading.status}`);
    const token = /token=([A-Za-z0-9_-]{43})/.exec(reading.link)?.[1] ?? '';
    secrets.set('link token', token);
    secrets.set('access token', reading.accessToken);
    secrets.set('diagnostic id', DIAGNOSTIC_ID);

    // The same email with another birth date: a change to confirm by email.
    await requestReading(server.baseUrl, PUBLIC_KEY, { email, birthDate: '1991-04-15' });
    await call('email-code', { email });
    await call('reading-link', { email });
    await call('data-request', { email, kind: 'export' });
    const checkout = checkoutSessionResponse.parse(await (await call('checkout-session', { report: 'lunar', token })).json());
    const session = new URL(checkout.url, SITE).searchParams.get('session') ?? '';
    secrets.set('sandbox session', session);

    await waitFor(() => inbox.length >= 4, 'four emails');
    inbox.forEach((message, index) => secretsIn(message).forEach((secret, n) => secrets.set(`email ${index + 1} (${message.subject}) secret ${n + 1}`, secret)));
    expect([...secrets.keys()].some((name) => /code/i.test(name) || /\d{6}/.test(secrets.get(name) ?? ''))).toBe(true);

    // The visitor opens everything they were given, as a browser does.
    const links = new Set([...inbox.flatMap(linksIn), `/free-moon-reading?token=${token}`, checkout.url, `/diagnostic/${DIAGNOSTIC_ID}`]);
    for (const link of links) await browse(link);
    await call(`report-library?token=${token}`);
    await call(`diagnostic?id=${DIAGNOSTIC_ID}`);
    await call('luna-chat-session', undefined, { headers: { ...headers, authorization: `Bearer ${reading.accessToken}` } });

    // Another visitor's reading through Luna: the link in her reply is a secret too.
    let chatToken: string | null = null;
    for (const line of ['I feel stuck in my career', 'Bea', 'I was born on 14 March 1990 in Lisbon', `bea.${process.pid}.${kind}@example.com`, 'yes', 'yes', 'yes']) {
      const turn = await fetch(`${server.baseUrl}/functions/v1/luna-chat-assistant`, { method: 'POST', headers, body: JSON.stringify({ message: line, sessionToken: chatToken }) });
      const answer = (await turn.json()) as { reading_url?: string | null; session_updates?: { sessionToken?: string } };
      chatToken = answer.session_updates?.sessionToken ?? chatToken;
      const chatLink = /token=([A-Za-z0-9_-]{43})/.exec(answer.reading_url ?? '')?.[1];
      if (chatLink !== undefined) secrets.set('chat reading link token', chatLink);
    }
    expect(secrets.has('chat reading link token')).toBe(true);
    // Her widget reads her messages back through the table API with working links, though they are sealed at rest.
    const history = (await (
      await fetch(`${server.baseUrl}/rest/v1/luna_chat_messages?select=role,content,reading_url,metadata&order=created_at.asc`, { headers: { ...headers, 'x-luna-session': chatToken ?? '' } })
    ).json()) as { role: string; content: string; reading_url: string | null; metadata: { reading_url?: string | null } }[];
    const withLink = history.filter((message) => message.reading_url !== null);
    expect(withLink.length).toBeGreaterThan(0);
    for (const message of withLink) {
      expect(message.reading_url).toContain(secrets.get('chat reading link token'));
      expect(message.metadata.reading_url).toBe(message.reading_url);
      expect(message.content).toContain(secrets.get('chat reading link token'));
    }
    await browse(`/free-moon-reading?token=${secrets.get('chat reading link token') ?? ''}`);

    const log = server.logLines.join('');
    expect(server.logLines.length).toBeGreaterThan(40);
    const found = [...secrets].filter(([, secret]) => secret.length >= 6 && log.includes(secret)).map(([name]) => name);
    expect(found).toEqual([]);
    // The log still says what happened: the pages and their referrers, scrubbed.
    expect(log).toContain('/diagnostic/[redacted]');
    expect(log).toContain('token=[redacted]');
  });

  it('holds none of them at rest once the emails have gone', async () => {
    expect(secrets.size).toBeGreaterThan(5);
    // Every email sent: what is queued still needs its links, until the relay has sent it.
    let unsent = -1;
    for (let tries = 0; tries < 300 && unsent !== 0; tries += 1) {
      unsent = (await target.db.query<{ n: number }>(`select count(*)::int as n from email_outbox where status <> 'sent'`)).rows[0]?.n ?? -1;
      if (unsent !== 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(unsent).toBe(0);
    const stored = await storedText(target);
    expect(stored).toContain('Your moon reading');
    // The access token is signed, not stored; the rest are kept only as hashes, if at all.
    const found = [...secrets].filter(([, secret]) => secret.length >= 6 && stored.includes(secret)).map(([name]) => name);
    expect(found).toEqual([]);
  });
});
