import { Router } from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sharedGazetteer } from '../../adapters/gazetteer';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../tests/support/test-databases';
import { createZoneRules } from '../../adapters/zone-rules';
import { PROFILE_TOKEN_PATTERN, functionError } from '../../contracts/functions.contract';
import {
  MIN_FORM_FILL_MS,
  READING_FORM_MESSAGES,
  freeReadingRefusal,
  freeReadingResponse,
  readingByTokenResponse,
  securityQuestionResponse,
} from '../../contracts/reading-form.contract';
import { fixedClock } from '../../domain/kernel';
import { RATE_LIMIT_MESSAGES, READINGS_PER_ADDRESS_CEILING } from '../../domain/reading';
import { accessTokens } from '../platform/security/access-token';
import { type TestServer, startTestServer } from '../../tests/support/test-server';
import { functionErrors } from '../platform/function-errors';
import { PROFILE_LINK_NOT_FOUND } from './profile-by-token';
import { freeReading, readingByToken } from './reading-form';
import { normaliseSecurityAnswer, securityQuestion, securityQuestions, SECURITY_QUESTION_LIFETIME_MS } from './reading-form-security';
import { READING_CHANGE_EMAIL_SUBJECT } from '../platform/email/emails';
import { visitorHeaders } from '../../tests/support/visitor-headers';

/** The free reading form's functions over real HTTP, behind the API gate, on every test database. */
const PUBLIC_KEY = 'reading-form-test-public-key';
const SECRET = 'reading-form-test-secret-long-enough-for-hs256';
const T0 = Date.UTC(2026, 0, 15, 12);
const clock = fixedClock(T0);
const tokens = accessTokens({ secret: SECRET, clock });
const LISBON = { id: 2267057, label: 'Lisbon, Portugal' };
const PORTO = { id: 2735943, label: 'Porto, Portugal' };

let unique = 0;
const freshEmail = (name = 'ana') => `${name}.${process.pid}.${(unique += 1)}@example.com`;

/** 'What is 3 + 5?' → '8': what a person would type. */
const solve = (question: string): string => {
  const match = /^What is (\d) \+ (\d)\?$/.exec(question);
  if (!match) throw new Error(`unexpected question: ${question}`);
  return String(Number(match[1]) + Number(match[2]));
};

describe('the security question', () => {
  it('accepts the sum written as digits or as a word, in any case', async () => {
    const questions = securityQuestions({ secret: SECRET, clock, pick: () => ({ a: 3, b: 5 }) });
    const { id, question } = await questions.ask();
    expect(question).toBe('What is 3 + 5?');
    for (const answer of ['8', ' 8 ', 'eight', 'Eight.', '08']) expect(await questions.check(id, answer)).toBe(true);
    for (const answer of ['9', 'seven', '', '35']) expect(await questions.check(id, answer)).toBe(false);
  });

  it('does not carry its answer in the clear', async () => {
    const { id } = await securityQuestions({ secret: SECRET, clock, pick: () => ({ a: 4, b: 9 }) }).ask();
    const payload = Buffer.from(id.split('.')[1] ?? '', 'base64url').toString('utf8');
    expect(payload).not.toMatch(/13|thirteen/);
  });

  it('refuses an expired question, and one signed with another secret', async () => {
    const early = securityQuestions({ secret: SECRET, clock: fixedClock(T0 - SECURITY_QUESTION_LIFETIME_MS - 1000), pick: () => ({ a: 2, b: 2 }) });
    const { id } = await early.ask();
    expect(await securityQuestions({ secret: SECRET, clock }).check(id, '4')).toBe(false);
    const forged = await securityQuestions({ secret: 'another-secret-entirely-long-enough', clock, pick: () => ({ a: 2, b: 2 }) }).ask();
    expect(await securityQuestions({ secret: SECRET, clock }).check(forged.id, '4')).toBe(false);
  });

  it('asks a sum of two numbers from 1 to 5, written in digits', async () => {
    const questions = securityQuestions({ secret: SECRET, clock });
    for (let i = 0; i < 40; i += 1) expect((await questions.ask()).question).toMatch(/^What is [1-5] \+ [1-5]\?$/);
  });

  it('stays answerable for two hours, so a visitor who takes their time keeps the same question', async () => {
    const { id } = await securityQuestions({ secret: SECRET, clock, pick: () => ({ a: 2, b: 3 }) }).ask();
    expect(await securityQuestions({ secret: SECRET, clock: fixedClock(T0 + 2 * 60 * 60 * 1000 - 1000) }).check(id, '5')).toBe(true);
    expect(SECURITY_QUESTION_LIFETIME_MS).toBe(2 * 60 * 60 * 1000);
  });

  it('is never an access token', async () => {
    const { id } = await securityQuestions({ secret: SECRET, clock }).ask();
    await expect(tokens.verify(id)).rejects.toThrow();
  });

  it('normalises answers the way people type them', () => {
    expect(normaliseSecurityAnswer(' Twelve! ')).toBe('12');
    expect(normaliseSecurityAnswer('007')).toBe('7');
  });
});

describe.each(testDatabaseKinds())('the free reading functions on %s', (kind) => {
  let target: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    target = await openTestDatabase(kind);
    const deps = { db: target.db, gazetteer: sharedGazetteer(), settings: { ACCESS_TOKEN_SECRET: SECRET, PUBLIC_SITE_URL: 'https://moonwise.example' }, clock, tokens };
    const rules = createZoneRules().rules;
    const router = Router();
    router.get('/security-question', securityQuestion(deps));
    router.post('/free-reading', freeReading(deps, tokens, { rules, rateLimits: { windowMs: 3_600_000, max: { email: 3, session: 3, ip: 1_000 } } }));
    router.post('/free-reading-off', freeReading(deps, tokens, { rules, enabled: false }));
    router.get('/reading-by-token', readingByToken(deps, tokens));
    router.use(functionErrors);
    server = await startTestServer({ publicKey: PUBLIC_KEY, tokens, trustProxy: 1, mount: (app) => app.use('/functions/v1', router) });
  });

  afterAll(async () => {
    await server?.close();
    await target?.dispose();
  });

  // Each test is a visitor on a connection of their own: the connection's hourly share of emails is theirs.
  let connection = 0;
  beforeEach(() => void (connection += 1));
  const headers = (bearer = PUBLIC_KEY) => visitorHeaders(PUBLIC_KEY, connection, bearer);
  const get = (pathAndQuery: string) => fetch(`${server.baseUrl}/functions/v1/${pathAndQuery}`, { headers: headers() });
  const post = (body: unknown, bearer?: string, name = 'free-reading') =>
    fetch(`${server.baseUrl}/functions/v1/${name}`, { method: 'POST', headers: headers(bearer), body: JSON.stringify(body) });

  const answered = async () => {
    const response = await get('security-question');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { id, question } = securityQuestionResponse.parse(await response.json());
    return { id, answer: solve(question) };
  };
  const form = async (email: string, overrides: Record<string, unknown> = {}) => ({
    firstName: 'Ana',
    email,
    birth_date: '1990-03-14',
    birth_time: '08:30',
    birth_place: LISBON,
    security: await answered(),
    ...overrides,
  });
  const submit = async (email: string, overrides: Record<string, unknown> = {}, bearer?: string) => post(await form(email, overrides), bearer);
  const success = async (email: string, overrides: Record<string, unknown> = {}, bearer?: string) => {
    const response = await submit(email, overrides, bearer);
    expect(response.status).toBe(200);
    const answer = freeReadingResponse.parse(await response.json());
    if (answer.status !== 'success') throw new Error(`expected success, got ${answer.status}`);
    return answer;
  };
  const currentReadings = async (email: string) =>
    (
      await target.db.query<{ moon_sign: string; birth_date: string; superseded: boolean }>(
        `select r.moon_sign, to_char(r.birth_date, 'YYYY-MM-DD') as birth_date, r.superseded_at is not null as superseded
           from readings r join profiles p on p.id = r.profile_id where lower(p.email) = lower($1) order by r.created_at, r.superseded_at nulls last`,
        [email],
      )
    ).rows;
  const emailsTo = async (email: string) =>
    (await target.db.query<{ subject: string; body_text: string }>('select subject, body_text from email_outbox where to_address = $1 order by created_at', [email])).rows;

  it('makes the reading for a right answer and answers with it, its link and an access token', async () => {
    const email = freshEmail();
    const answer = await success(email);
    expect(answer.message).toBe(READING_FORM_MESSAGES.success);
    expect(answer.overwritten).toBe(false);
    expect(answer.reading.firstName).toBe('Ana');
    expect(answer.reading.moonSign.sign).toBe('libra');
    expect(answer.link).toMatch(/^\/free-moon-reading\?token=[A-Za-z0-9_-]{43}$/);
    const profileId = (await tokens.verify(answer.accessToken)).profileId;
    const { rows } = await target.db.query<{ id: string; birth_place_id: string; moon_sign: string }>(
      'select id, birth_place_id, moon_sign from profiles where email = $1',
      [email],
    );
    expect(rows[0]).toEqual({ id: profileId, birth_place_id: String(LISBON.id), moon_sign: 'libra' });
    const mails = await emailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body_text).toContain(`https://moonwise.example${answer.link}`);
  });

  it('opens the reading by its link for the viewing mode, with the same content', async () => {
    const email = freshEmail();
    const made = await success(email, { birth_time: null });
    const token = new URLSearchParams(made.link.split('?')[1]).get('token') ?? '';
    expect(token).toMatch(PROFILE_TOKEN_PATTERN);
    const response = await get(`reading-by-token?token=${token}`);
    expect(response.status).toBe(200);
    const viewed = readingByTokenResponse.parse(await response.json());
    expect(viewed.reading).toEqual(made.reading);
    expect(viewed).toMatchObject({ firstName: 'Ana', birth: { date: '1990-03-14', time: null, place: 'Lisbon, Portugal' } });
    expect(viewed.reading?.notes.length).toBeGreaterThan(0);
    expect((await tokens.verify(viewed.accessToken)).profileId).toBe((await tokens.verify(made.accessToken)).profileId);
  });

  it.each([['not-a-token'], ['A'.repeat(43)]])('refuses an unknown link %s with 404', async (token) => {
    const response = await get(`reading-by-token?token=${token}`);
    expect(response.status).toBe(404);
    expect(functionError.parse(await response.json()).error).toBe(PROFILE_LINK_NOT_FOUND);
  });

  it.each([
    ['a wrong answer', (security: { id: string; answer: string }) => ({ ...security, answer: String(Number(security.answer) + 1) })],
    ['a question it never asked', (security: { id: string; answer: string }) => ({ ...security, id: 'made.up.question' })],
  ])('refuses %s to the security question and makes nothing', async (_case, tamper) => {
    const email = freshEmail();
    const body = await form(email);
    const response = await post({ ...body, security: tamper(body.security) });
    expect(response.status).toBe(400);
    expect(freeReadingRefusal.parse(await response.json())).toMatchObject({ error: READING_FORM_MESSAGES.securityQuestion, status: 'security_failed' });
    expect(await currentReadings(email)).toEqual([]);
  });

  it.each([
    ['a filled honeypot', { website: 'https://spam.example' }],
    ['a form sent faster than a person fills it in', { formMs: MIN_FORM_FILL_MS - 1 }],
    ['a form sent at once', { formMs: 0 }],
  ])('refuses %s quietly with a generic 400, and stores nothing', async (_case, trap) => {
    const email = freshEmail();
    const response = await submit(email, { website: '', formMs: 30_000, ...trap });
    expect(response.status).toBe(400);
    const refusal = freeReadingRefusal.parse(await response.json());
    expect(refusal).toEqual({ error: READING_FORM_MESSAGES.notAccepted, status: 'invalid' });
    expect(await currentReadings(email)).toEqual([]);
    expect(await emailsTo(email)).toEqual([]);
    expect((await target.db.query('select 1 from profiles where lower(email) = lower($1)', [email])).rows).toEqual([]);
  });

  it('makes the reading for a person: the honeypot empty (or blank) and the form filled in at a person’s pace', async () => {
    await success(freshEmail(), { website: '', formMs: MIN_FORM_FILL_MS });
    await success(freshEmail(), { website: '  ', formMs: 45_000 });
  });

  it('judges an API client that sends neither field by the other rules alone', async () => {
    const body = await form(freshEmail());
    expect(body).not.toHaveProperty('website');
    expect(body).not.toHaveProperty('formMs');
    expect((await post(body)).status).toBe(200);
  });

  it('refuses a fill time that is not a number of milliseconds', async () => {
    const response = await submit(freshEmail(), { formMs: 'soon' });
    expect(response.status).toBe(400);
    expect(freeReadingRefusal.parse(await response.json()).status).toBe('invalid');
  });

  it('refuses a missing security answer with the form’s message', async () => {
    const body = await form(freshEmail());
    const response = await post({ ...body, security: { id: body.security.id, answer: '  ' } });
    expect(response.status).toBe(400);
    expect(functionError.parse(await response.json()).error).toBe(READING_FORM_MESSAGES.securityQuestion);
  });

  it('refuses a place that was not chosen from the list', async () => {
    const response = await submit(freshEmail(), { birth_place: { id: 999_999_999, label: 'Atlantis' } });
    expect(response.status).toBe(400);
    expect(freeReadingRefusal.parse(await response.json())).toMatchObject({ error: READING_FORM_MESSAGES.preciseLocation, status: 'unknown_place' });
  });

  it('asks before overwriting when the owner sends different details, showing current and new values', async () => {
    const email = freshEmail();
    const first = await success(email);
    const response = await submit(email, { birth_date: '1991-07-02', birth_place: PORTO }, first.accessToken);
    expect(response.status).toBe(200);
    const answer = freeReadingResponse.parse(await response.json());
    expect(answer).toEqual({
      status: 'needs_overwrite',
      rows: [
        { field: 'birthDate', label: 'Birth date', current: 'March 14, 1990', proposed: 'July 2, 1991' },
        { field: 'birthLocation', label: 'Birth location', current: 'Lisbon, Portugal', proposed: 'Porto, Portugal' },
      ],
    });
    expect(await currentReadings(email)).toEqual([{ moon_sign: 'libra', birth_date: '1990-03-14', superseded: false }]);
  });

  it('keeps the current reading when the visitor says keep', async () => {
    const email = freshEmail();
    const first = await success(email);
    const response = await submit(email, { birth_date: '1991-07-02', overwrite: 'keep' }, first.accessToken);
    expect(response.status).toBe(200);
    const answer = freeReadingResponse.parse(await response.json());
    expect(answer).toMatchObject({ status: 'kept', message: READING_FORM_MESSAGES.kept });
    expect(await currentReadings(email)).toEqual([{ moon_sign: 'libra', birth_date: '1990-03-14', superseded: false }]);
  });

  it('replaces the reading when the visitor says overwrite, keeping the old one as history', async () => {
    const email = freshEmail();
    const first = await success(email);
    const replaced = await success(email, { birth_date: '1991-07-02', overwrite: 'replace' }, first.accessToken);
    expect(replaced.overwritten).toBe(true);
    const readings = await currentReadings(email);
    expect(readings).toHaveLength(2);
    expect(readings.filter((r) => !r.superseded)).toEqual([{ moon_sign: replaced.reading.moonSign.sign, birth_date: '1991-07-02', superseded: false }]);
  });

  it('makes a fresh reading without asking when the owner sends the same details', async () => {
    const email = freshEmail();
    const first = await success(email);
    const again = await success(email, {}, first.accessToken);
    expect(again.overwritten).toBe(false);
  });

  it('never shows a stranger someone else’s reading: the owner gets the link by email instead', async () => {
    const email = freshEmail();
    await success(email);
    const response = await submit(email.toUpperCase(), { birth_date: '1991-07-02' });
    expect(response.status).toBe(202);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ status: 'pending', message: READING_FORM_MESSAGES.pending });
    expect(text).not.toMatch(/March|1990|Lisbon|token/);
    expect(await currentReadings(email)).toEqual([{ moon_sign: 'libra', birth_date: '1990-03-14', superseded: false }]);
    const mails = await emailsTo(email);
    expect(mails.map((mail) => mail.subject)).toContain(READING_CHANGE_EMAIL_SUBJECT);
    const notice = mails.find((mail) => mail.subject === READING_CHANGE_EMAIL_SUBJECT)?.body_text;
    expect(notice).toMatch(/https:\/\/moonwise\.example\/free-moon-reading\?token=/);
    expect(notice).toMatch(/https:\/\/moonwise\.example\/free-moon-reading\?change=/);
  });

  it('does not treat another profile’s access token as the owner’s', async () => {
    const mine = await success(freshEmail('me'));
    const theirs = freshEmail('them');
    await success(theirs);
    const response = await submit(theirs, { birth_date: '1991-07-02', overwrite: 'replace' }, mine.accessToken);
    expect(response.status).toBe(202);
    expect(freeReadingResponse.parse(await response.json()).status).toBe('pending');
  });

  it('limits readings per email with the spec’s text, and a refused request uses up nothing', async () => {
    const email = freshEmail();
    const first = await success(email);
    await success(email, {}, first.accessToken);
    await success(email, {}, first.accessToken);
    const response = await submit(email, {}, first.accessToken);
    expect(response.status).toBe(429);
    expect(freeReadingRefusal.parse(await response.json())).toMatchObject({ error: RATE_LIMIT_MESSAGES.email, status: 'rate_limited', limitType: 'email' });
    expect(await currentReadings(email)).toHaveLength(3);
  });

  it('counts an address’s readings per connection, so a stranger cannot lock its owner out, under a ceiling across connections', async () => {
    const email = freshEmail();
    const owner = await success(email);
    // A stranger on another connection uses up that connection's three for the address.
    connection += 1;
    for (let i = 0; i < 3; i += 1) expect((await submit(email)).status).toBe(202);
    const strangerRefused = await submit(email);
    expect(strangerRefused.status).toBe(429);
    expect(freeReadingRefusal.parse(await strangerRefused.json())).toMatchObject({ error: RATE_LIMIT_MESSAGES.email, limitType: 'email' });
    // The owner, on a connection of her own, still gets her reading.
    connection += 1;
    await success(email, {}, owner.accessToken);
    // Five so far; five more from five more connections reach the address's ceiling of ten.
    for (let i = 0; i < READINGS_PER_ADDRESS_CEILING - 5; i += 1) {
      connection += 1;
      expect((await submit(email)).status).toBe(202);
    }
    connection += 1;
    const ceiling = await submit(email, {}, owner.accessToken);
    expect(ceiling.status).toBe(429);
    expect(freeReadingRefusal.parse(await ceiling.json())).toMatchObject({ error: RATE_LIMIT_MESSAGES.email, limitType: 'email' });
  });

  it('answers the rolling-out notice when the form is switched off', async () => {
    const response = await post(await form(freshEmail()), undefined, 'free-reading-off');
    expect(response.status).toBe(503);
    expect(functionError.parse(await response.json()).error).toBe(READING_FORM_MESSAGES.orchestratorDisabled);
  });
});
