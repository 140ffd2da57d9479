import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../support/test-databases';
import { functionError } from '../../contracts/functions.contract';
import { lunaChatAssistantResponse, type LunaChatAssistantResponse } from '../../contracts/luna-chat-assistant.contract';
import {
  EMAIL_CODE_MESSAGES,
  emailCodeCheckResponse,
  emailCodeResponse,
  freeReadingResponse,
  readingChangeResponse,
  readingChangeResult,
  securityQuestionResponse,
} from '../../contracts/reading-form.contract';
import { READING_NOTICES, VERIFY_REPLIES } from '../../domain/conversation';
import { fixedClock } from '../../domain/kernel';
import { EMAIL_CODE_SUBJECT, READING_CHANGE_EMAIL_SUBJECT } from '../../server/platform/email/emails';
import { startComposedServer, testConfig, type ComposedServer } from '../support/composed-server';
import { visitorHeaders } from '../support/visitor-headers';
import { solveSecurityQuestion } from '../support/free-reading-client';

/**
 * The stranger who knows an email (issue 12), over real HTTP on each database: in the chat and
 * on the form they change nothing and learn nothing; the owner still updates their reading, by
 * the overwrite prompt, by the emailed change link, or from a new session after /verify. The app
 * is composed as `npm start` composes it, behind the public-key gate.
 */
const PUBLIC_KEY = 'ownership-test-public-key';
const SECRET = 'ownership-test-secret-long-enough-for-hs256';
const clock = fixedClock(Date.UTC(2026, 10, 23, 12));
const TOKYO = { id: 1850147, label: 'Tokyo, Japan' };

let unique = 0;
const freshEmail = () => `amara.${process.pid}.${(unique += 1)}@example.com`;

describe.each(testDatabaseKinds())('a reading belongs to its owner, on %s', (kind) => {
  let target: TestDatabase;
  let server: ComposedServer;

  beforeAll(async () => {
    target = await openTestDatabase(kind);
    server = await startComposedServer(
      testConfig({
        PUBLIC_API_KEY: PUBLIC_KEY,
        ACCESS_TOKEN_SECRET: SECRET,
        PUBLIC_SITE_URL: 'https://moonwise.example',
        LOG_LEVEL: 'silent',
        RATE_LIMIT_READINGS_PER_EMAIL: '50',
        RATE_LIMIT_READINGS_PER_SESSION: '50',
        RATE_LIMIT_READINGS_PER_CONNECTION: '500',
        // The emails are read from the outbox as queued: a sent one keeps no token (issue 23).
        MAIL_RELAY: 'off',
        TRUST_PROXY: '1',
      }),
      target.db,
      { now: clock.now },
    );
  });

  afterAll(async () => {
    await server?.close();
    await target?.dispose();
  });

  // Each test is a visitor on a connection of their own: the connection's hourly share of emails is theirs.
  let connection = 0;
  beforeEach(() => void (connection += 1));
  const headers = (bearer = PUBLIC_KEY) => visitorHeaders(PUBLIC_KEY, connection, bearer);
  const post = (name: string, body: unknown, bearer?: string) =>
    fetch(`${server.baseUrl}/functions/v1/${name}`, { method: 'POST', headers: headers(bearer), body: JSON.stringify(body) });
  const get = (pathAndQuery: string) => fetch(`${server.baseUrl}/functions/v1/${pathAndQuery}`, { headers: headers() });

  const say = async (message: string, sessionToken: string | null): Promise<LunaChatAssistantResponse> => {
    const response = await post('luna-chat-assistant', sessionToken === null ? { message } : { message, sessionToken });
    expect(response.status).toBe(200);
    return lunaChatAssistantResponse.parse(await response.json());
  };
  const talk = async (lines: readonly string[], start: string | null = null) => {
    let token = start;
    const answers: LunaChatAssistantResponse[] = [];
    for (const line of lines) {
      const answer = await say(line, token);
      token = answer.session_updates.sessionToken;
      answers.push(answer);
    }
    return { token: token as string, answers, last: answers.at(-1) as LunaChatAssistantResponse };
  };
  const readingInChat = (email: string) =>
    talk(['I want to trust myself more', 'Amara', `14 March 1990 at 08:30, Lisbon, ${email}`, 'yes', 'yes', 'yes']);

  const stored = async (email: string) =>
    (
      await target.db.query<{ full_name: string; birth_date: string; birth_city: string; readings: number }>(
        `select full_name, to_char(birth_date, 'YYYY-MM-DD') as birth_date, birth_city,
                (select count(*) from readings r where r.profile_id = p.id)::int as readings
           from profiles p where lower(email) = lower($1)`,
        [email],
      )
    ).rows[0];
  const mailTo = async (email: string, subject: string) =>
    (await target.db.query<{ body_text: string }>('select body_text from email_outbox where lower(to_address) = lower($1) and subject = $2 order by created_at', [email, subject])).rows.map(
      (row) => row.body_text,
    );
  const codeFor = async (email: string) => {
    const mail = (await mailTo(email, EMAIL_CODE_SUBJECT)).at(-1);
    const code = /Your code is (\d{6})\./.exec(mail ?? '')?.[1];
    if (code === undefined) throw new Error(`no code emailed to ${email}`);
    return code;
  };
  const changeTokenFor = async (email: string) => {
    const mail = (await mailTo(email, READING_CHANGE_EMAIL_SUBJECT)).at(-1);
    const token = /\?change=([A-Za-z0-9_-]+)/.exec(mail ?? '')?.[1];
    if (token === undefined) throw new Error(`no change link emailed to ${email}`);
    return token;
  };
  const form = async (email: string, overrides: Record<string, unknown> = {}) => {
    const question = securityQuestionResponse.parse(await (await get('security-question')).json());
    return {
      firstName: 'Bob',
      email,
      birth_date: '1970-01-01',
      birth_time: null,
      birth_place: TOKYO,
      security: { id: question.id, answer: solveSecurityQuestion(question.question) },
      ...overrides,
    };
  };

  it('in the chat, a stranger with the same email and other details gets no prompt, changes nothing and learns nothing', async () => {
    const email = freshEmail();
    await readingInChat(email);
    const before = await stored(email);
    const stranger = await talk(['I want a fresh start', 'Bob', `1 January 1970, Tokyo, ${email.toUpperCase()}`, 'yes', 'yes', 'yes']);
    const types = stranger.answers.map((answer) => answer.response_type);
    expect(types).not.toContain('overwrite_prompt');
    expect(stranger.last.response_type).toBe('pending_calculation');
    expect(stranger.last.response).toBe(READING_NOTICES.pending);
    expect(stranger.last.response_details).toEqual({});
    expect(stranger.last.reading_url).toBeNull();
    expect(stranger.last.session_updates.profileId).toBeNull();
    // Saying yes again, or asking for the reading, still changes nothing.
    await talk(['yes', '/generate', 'make my reading'], stranger.token);
    expect(await stored(email)).toEqual(before);
    // The email the stranger typed is echoed back to them; nothing else of the owner's may be (the
    // email holds the process id, which may itself contain 1990).
    expect(JSON.stringify(stranger.answers).replaceAll(email.toUpperCase(), '')).not.toMatch(/1990|Lisbon|Amara/);
  });

  it('the stranger gets the same answer whether the details differ or match, and the owner is emailed', async () => {
    const email = freshEmail();
    await readingInChat(email);
    const same = await talk(['I want a fresh start', 'Bob', `14 March 1990 at 08:30, Lisbon, ${email}`, 'yes', 'yes', 'yes']);
    const other = await talk(['I want a fresh start', 'Bob', `1 January 1970, Tokyo, ${email}`, 'yes', 'yes', 'yes']);
    // Each turn echoes what the stranger typed; what Luna does with it is the same either way.
    const shape = (answer: LunaChatAssistantResponse) => [answer.response_type, answer.response_details, answer.response_metadata.quickReplies, answer.reading_url];
    expect(same.answers.map(shape)).toEqual(other.answers.map(shape));
    expect(same.last.response).toBe(other.last.response);
    const notices = await mailTo(email, READING_CHANGE_EMAIL_SUBJECT);
    expect(notices).toHaveLength(2);
    expect(notices[1]).toMatch(/https:\/\/moonwise\.example\/free-moon-reading\?token=/);
  });

  it('the owner applies the emailed change once; then the link is gone', async () => {
    const email = freshEmail();
    await readingInChat(email);
    await talk(['I want a fresh start', 'Bob', `1 January 1970, Tokyo, ${email}`, 'yes', 'yes', 'yes']);
    const token = await changeTokenFor(email);
    const preview = await get(`reading-change?token=${token}`);
    expect(preview.status).toBe(200);
    const rows = readingChangeResponse.parse(await preview.json()).rows;
    expect(rows.map((row) => [row.current, row.proposed])).toContainEqual(['March 14, 1990', 'January 1, 1970']);
    const applied = await post('reading-change', { token, choice: 'replace' });
    expect(applied.status).toBe(200);
    expect(readingChangeResult.parse(await applied.json())).toMatchObject({ status: 'success', overwritten: true });
    expect(await stored(email)).toMatchObject({ full_name: 'Amara', birth_date: '1970-01-01', readings: 2 });
    const again = await post('reading-change', { token, choice: 'replace' });
    expect(again.status).toBe(404);
    expect(functionError.parse(await again.json()).error).toBe(EMAIL_CODE_MESSAGES.changeGone);
  });

  it('the owner still updates their reading in the same chat, after the overwrite prompt', async () => {
    const email = freshEmail();
    const owner = await readingInChat(email);
    const prompt = await talk([`actually I was born on 15 March 1990 at 08:30`, 'yes'], owner.token);
    expect(prompt.last.response_type).toBe('overwrite_prompt');
    expect(prompt.last.response_details).toMatchObject({ differenceFields: ['birthDate'] });
    const done = await say('yes', owner.token);
    expect(done.response_type).toBe('overwrite_ack');
    expect((await stored(email))?.birth_date).toBe('1990-03-15');
  });

  it('/verify makes a new session the owner: then the overwrite prompt is theirs', async () => {
    const email = freshEmail();
    await readingInChat(email);
    const visitor = await talk(['I want a fresh start', 'Amara', `1 January 1970, Tokyo, ${email}`]);
    const sent = await say('/verify', visitor.token);
    expect(sent.response).toBe(VERIFY_REPLIES.sent(email));
    const code = await codeFor(email);
    const wrong = await say(code === '111111' ? '222222' : '111111', visitor.token);
    expect(wrong.response).toBe(VERIFY_REPLIES.wrong(4));
    const verified = await say(`${code.slice(0, 3)} ${code.slice(3)}`, visitor.token);
    expect(verified.response).toMatch(/is confirmed as yours, and its moon reading is now linked to this chat: \[open your reading\]\(\/free-moon-reading\?token=/);
    expect(verified.session_updates.profileId).not.toBeNull();
    expect(verified.session_updates.emailVerified).toBe(true);
    expect(sent.session_updates.emailVerified).toBe(false);
    const prompt = await talk(['yes', 'yes', 'yes'], visitor.token);
    expect(prompt.answers.map((answer) => answer.response_type)).toContain('overwrite_prompt');
    expect((await stored(email))?.birth_date).toBe('1990-03-14');
    await say('yes', visitor.token);
    expect((await stored(email))?.birth_date).toBe('1970-01-01');
  });

  it('/verify without an email asks for one, and never sends a code', async () => {
    const visitor = await talk(['hello']);
    expect((await say('/verify', visitor.token)).response).toBe(VERIFY_REPLIES.needsEmail);
  });

  it('on the form, a stranger is told to check the inbox; the owner proves the email with a code and replaces the reading', async () => {
    const email = freshEmail();
    await readingInChat(email);
    const before = await stored(email);
    for (const overwrite of [undefined, 'replace', 'keep']) {
      const response = await post('free-reading', await form(email, overwrite === undefined ? {} : { overwrite }));
      expect(response.status).toBe(202);
      expect(freeReadingResponse.parse(await response.json()).status).toBe('pending');
    }
    expect(await stored(email)).toEqual(before);

    const sent = await post('email-code', { email });
    expect(sent.status).toBe(200);
    expect(emailCodeResponse.parse(await sent.json()).message).toBe(EMAIL_CODE_MESSAGES.sent);
    const wrong = await post('email-code-check', { email, code: '12345' });
    expect(wrong.status).toBe(400);
    const checked = await post('email-code-check', { email, code: await codeFor(email) });
    expect(checked.status).toBe(200);
    const { accessToken } = emailCodeCheckResponse.parse(await checked.json());
    if (accessToken === null) throw new Error('the owner got no access token');

    const asked = freeReadingResponse.parse(await (await post('free-reading', await form(email), accessToken)).json());
    expect(asked.status).toBe('needs_overwrite');
    const replaced = freeReadingResponse.parse(await (await post('free-reading', await form(email, { overwrite: 'replace' }), accessToken)).json());
    expect(replaced).toMatchObject({ status: 'success', overwritten: true });
    expect(await stored(email)).toMatchObject({ birth_date: '1970-01-01', birth_city: 'Tokyo, Japan' });
  });

  it('a wrong code counts down and a spent one is refused with the spec-style wording', async () => {
    const email = freshEmail();
    await post('email-code', { email });
    const code = await codeFor(email);
    const miss = code === '000000' ? '000001' : '000000';
    const first = await post('email-code-check', { email, code: miss });
    expect(await first.json()).toMatchObject({ error: EMAIL_CODE_MESSAGES.wrong(4), status: 'wrong_code', triesLeft: 4 });
    expect((await post('email-code-check', { email, code })).status).toBe(200);
    const spent = await post('email-code-check', { email, code });
    expect(await spent.json()).toMatchObject({ error: EMAIL_CODE_MESSAGES.expired, status: 'expired' });
  });
});
