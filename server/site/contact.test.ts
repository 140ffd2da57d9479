import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedGazetteer } from '../../adapters/gazetteer';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../tests/support/test-databases';
import { CONTACT_MESSAGES, contactResponse } from '../../contracts/contact.contract';
import { functionError } from '../../contracts/functions.contract';
import { fixedClock } from '../../domain/kernel';
import { accessTokens } from '../platform/security/access-token';
import { type TestServer, startTestServer } from '../../tests/support/test-server';
import { CONTACT_MESSAGES_PER_HOUR, CONTACT_REPLY, contact } from './contact';
import { CONTACT_ACKNOWLEDGEMENT_SUBJECT } from '../platform/email/emails';
import { functionErrors } from '../platform/function-errors';

/** POST contact over real HTTP on a real database: the message lands in contact_messages. */
const PUBLIC_KEY = 'contact-test-public-key';
const SECRET = 'contact-test-secret-long-enough-for-hs256';
const clock = fixedClock(Date.UTC(2026, 0, 15, 12));
const tokens = accessTokens({ secret: SECRET, clock });

let unique = 0;
const freshEmail = () => `writer.${process.pid}.${(unique += 1)}@example.com`;

describe.each(testDatabaseKinds())('POST contact on %s', (kind) => {
  let target: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    target = await openTestDatabase(kind);
    const deps = { db: target.db, gazetteer: sharedGazetteer(), settings: { ACCESS_TOKEN_SECRET: SECRET }, clock, tokens };
    const router = Router();
    router.post('/contact', contact(deps));
    router.use(functionErrors);
    server = await startTestServer({ publicKey: PUBLIC_KEY, tokens, mount: (app) => app.use('/functions/v1', router) });
  });

  afterAll(async () => {
    await server?.close();
    await target?.dispose();
  });

  const post = (body: unknown) =>
    fetch(`${server.baseUrl}/functions/v1/contact`, {
      method: 'POST',
      headers: { apikey: PUBLIC_KEY, authorization: `Bearer ${PUBLIC_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('stores the message, trimmed, and thanks the sender', async () => {
    const email = freshEmail();
    const response = await post({ name: '  Ana Silva ', email: ` ${email} `, message: '  How is my Moon sign worked out when I do not know my birth time?  ' });
    expect(response.status).toBe(201);
    expect(contactResponse.parse(await response.json())).toEqual({ received: true, message: CONTACT_REPLY.received });
    const stored = await target.db.query<{ name: string; email: string; message: string }>(
      'select name, email, message from contact_messages where email = $1',
      [email],
    );
    expect(stored.rows).toEqual([{ name: 'Ana Silva', email, message: 'How is my Moon sign worked out when I do not know my birth time?' }]);
    // The writer is told we have it, in an email the team can be replied to from.
    const acknowledged = await target.db.query<{ subject: string; body_text: string; reply_to: string }>('select subject, body_text, reply_to from email_outbox where to_address = $1', [email]);
    expect(acknowledged.rows).toEqual([{ subject: CONTACT_ACKNOWLEDGEMENT_SUBJECT, body_text: expect.stringMatching(/^Thank you for writing, Ana$/m), reply_to: 'Moonwise <hello@moonwise.example>' }]);
  });

  it('refuses an empty name, a bad email and a too-short message, naming each field', async () => {
    const response = await post({ name: ' ', email: 'not-an-email', message: 'hi' });
    expect(response.status).toBe(400);
    const answer = functionError.parse(await response.json());
    expect(answer.issues).toEqual([
      { path: 'name', message: CONTACT_MESSAGES.nameRequired },
      { path: 'email', message: CONTACT_MESSAGES.emailInvalid },
      { path: 'message', message: CONTACT_MESSAGES.messageTooShort },
    ]);
  });

  it(`keeps at most ${CONTACT_MESSAGES_PER_HOUR} messages an hour from one address`, async () => {
    const email = freshEmail();
    for (let sent = 0; sent < CONTACT_MESSAGES_PER_HOUR; sent += 1) {
      expect((await post({ name: 'Ana', email, message: `Message number ${sent + 1} about my reading.` })).status).toBe(201);
    }
    const refused = await post({ name: 'Ana', email: email.toUpperCase(), message: 'One message too many this hour.' });
    expect(refused.status).toBe(429);
    expect(functionError.parse(await refused.json()).error).toBe(CONTACT_REPLY.tooMany);
    clock.advance(61 * 60 * 1000);
    expect((await post({ name: 'Ana', email, message: 'An hour later, one more question.' })).status).toBe(201);
  });
});
