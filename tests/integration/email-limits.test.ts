import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../support/test-databases';
import { functionError } from '../../contracts/functions.contract';
import { fixedClock } from '../../domain/kernel';
import { EMAIL_CODES_PER_ADDRESS, RATE_LIMIT_MESSAGES } from '../../domain/reading';
import { greetingName } from '../../server/platform/email/emails';
import { EMAILS_PER_CONNECTION } from '../../server/platform/connection-limit';
import { startComposedServer, testConfig, type ComposedServer } from '../support/composed-server';
import { requestReading } from '../support/free-reading-client';

/**
 * Every function that emails shares one hourly count per connection, and an address's own
 * limits are counted per connection too, so a stranger cannot use them up for the owner
 * (issue 23). Two connections are two X-Forwarded-For addresses behind TRUST_PROXY=1.
 */
const PUBLIC_KEY = 'email-limits-test-public-key';
const SECRET = 'email-limits-test-secret-long-enough-for-hs256';
const clock = fixedClock(Date.UTC(2026, 2, 1, 12));

let unique = 0;
const freshEmail = (name = 'visitor') => `${name}.${process.pid}.${(unique += 1)}@example.com`;
let connections = 0;
/** A connection of its own, so each test starts with its full share. */
const freshConnection = () => `198.51.100.${(connections += 1)}`;

describe.each(testDatabaseKinds())('the emails one connection may send, on %s', (kind) => {
  let target: TestDatabase;
  let server: ComposedServer;

  beforeAll(async () => {
    target = await openTestDatabase(kind);
    const config = testConfig({ PUBLIC_API_KEY: PUBLIC_KEY, ACCESS_TOKEN_SECRET: SECRET, PUBLIC_SITE_URL: 'https://moonwise.example', TRUST_PROXY: '1', LOG_LEVEL: 'silent', MAIL_RELAY: 'off' });
    server = await startComposedServer(config, target.db, { now: clock.now });
  });
  afterAll(async () => {
    await server?.close();
    await target?.dispose();
  });

  const post = (from: string, name: string, body: unknown) =>
    fetch(`${server.baseUrl}/functions/v1/${name}`, {
      method: 'POST',
      headers: { apikey: PUBLIC_KEY, authorization: `Bearer ${PUBLIC_KEY}`, 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify(body),
    });
  const queuedTo = async (addresses: readonly string[]) =>
    (await target.db.query<{ to_address: string; subject: string; body_text: string; body_html: string }>('select to_address, subject, body_text, body_html from email_outbox where to_address = any($1::text[])', [addresses])).rows;

  it('sends ten emails to forty addresses from one connection, and answers the rest 429 with Retry-After, queuing nothing', async () => {
    const from = freshConnection();
    const addresses = Array.from({ length: 40 }, () => freshEmail());
    const answers = [];
    for (const email of addresses) answers.push(await post(from, 'email-code', { email }));
    const statuses = answers.map((response) => response.status);
    expect(statuses.slice(0, EMAILS_PER_CONNECTION)).toEqual(Array(EMAILS_PER_CONNECTION).fill(200));
    expect(statuses.slice(EMAILS_PER_CONNECTION)).toEqual(Array(40 - EMAILS_PER_CONNECTION).fill(429));
    const refused = answers[EMAILS_PER_CONNECTION]!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(functionError.parse(await refused.json()).error).toBe(RATE_LIMIT_MESSAGES.ip);
    expect((await queuedTo(addresses)).map((row) => row.to_address).sort()).toEqual(addresses.slice(0, EMAILS_PER_CONNECTION).sort());
  });

  it('counts every emailing function against the one share', async () => {
    const from = freshConnection();
    const addresses: string[] = [];
    const send = async (name: string, body: (email: string) => object) => {
      const email = freshEmail(name);
      addresses.push(email);
      return (await post(from, name, body(email))).status;
    };
    const allowed = [
      await send('email-code', (email) => ({ email })),
      await send('email-code', (email) => ({ email })),
      await send('reading-link', (email) => ({ email })),
      await send('reading-link', (email) => ({ email })),
      await send('contact', (email) => ({ name: 'Ana', email, message: 'A question about my reading, please.' })),
      await send('contact', (email) => ({ name: 'Ana', email, message: 'A question about my reading, please.' })),
      await send('data-request', (email) => ({ email, kind: 'export' })),
      await send('data-request', (email) => ({ email, kind: 'export' })),
      (await requestReading(server.baseUrl, PUBLIC_KEY, { email: freshEmail('form') }, { 'x-forwarded-for': from })).status,
      (await requestReading(server.baseUrl, PUBLIC_KEY, { email: freshEmail('form') }, { 'x-forwarded-for': from })).status,
    ];
    expect(allowed.every((status) => status < 300)).toBe(true);
    const past = [
      await send('email-code', (email) => ({ email })),
      await send('reading-link', (email) => ({ email })),
      await send('contact', (email) => ({ name: 'Ana', email, message: 'A question about my reading, please.' })),
      await send('data-request', (email) => ({ email, kind: 'export' })),
      (await requestReading(server.baseUrl, PUBLIC_KEY, { email: freshEmail('form') }, { 'x-forwarded-for': from })).status,
    ];
    expect(past).toEqual([429, 429, 429, 429, 429]);
  });

  it('leaves the owner their code and link after a stranger used up the address’s share from another connection', async () => {
    const owner = freshEmail('owner');
    const stranger = freshConnection();
    const strangers = [];
    for (let i = 0; i <= EMAIL_CODES_PER_ADDRESS; i += 1) {
      strangers.push((await post(stranger, 'email-code', { email: owner })).status, (await post(stranger, 'reading-link', { email: owner })).status);
    }
    expect(strangers.slice(-2)).toEqual([429, 429]);
    const home = freshConnection();
    expect((await post(home, 'email-code', { email: owner })).status).toBe(200);
    expect((await post(home, 'reading-link', { email: owner })).status).toBe(200);
    expect((await queuedTo([owner])).length).toBe(EMAIL_CODES_PER_ADDRESS + 1);
  });

  it('acknowledges a contact message with no word the sender chose but a first name', async () => {
    const email = freshEmail('contact');
    const response = await post(freshConnection(), 'contact', {
      name: 'Claim your prize at https://evil.example',
      email,
      message: 'Your account is locked: visit https://evil.example/login to keep it.',
    });
    expect(response.status).toBe(201);
    const [ack] = await queuedTo([email]);
    const text = `${ack?.subject} ${ack?.body_text} ${ack?.body_html}`;
    expect(text).toContain('Thank you for writing, Claim');
    for (const sent of ['evil', 'prize', 'your prize', 'locked', 'login']) expect(text).not.toContain(sent);
  });
});

describe('the name an acknowledgement greets', () => {
  it('is the first word of letters, hyphens and apostrophes, at most 40 letters, or none', () => {
    expect(greetingName('Mary-Anne O’Brien')).toBe('Mary-Anne');
    expect(greetingName('  Zoë ')).toBe('Zoë');
    expect(greetingName('A'.repeat(45))).toBe('A'.repeat(40));
    expect(greetingName('<b>Bo</b>')).toBe('bBob');
    expect(greetingName('https://evil.example')).toBe('httpsevilexample');
    expect(greetingName('12345 !!')).toBeNull();
  });
});
