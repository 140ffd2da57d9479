import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../tests/support/test-databases';
import { createZoneRules } from '../../adapters/zone-rules';
import { EMPTY_MESSAGE_REPLY, READING_NOTICES, RESET_GREETING } from '../../domain/conversation';
import { profileByTokenResponse } from '../../contracts/functions.contract';
import {
  lunaChatAssistantResponse,
  lunaResetResponse,
  lunaSessionResponse,
  type LunaChatAssistantResponse,
} from '../../contracts/luna-chat-assistant.contract';
import { lunaAnalyticsResponse } from '../../contracts/luna-analytics.contract';
import { lunaChatResponse } from '../../contracts/luna-chat.contract';
import { computeNatal } from '../../domain/sky';
import { fixedClock } from '../../domain/kernel';
import type { SqlDatabase } from '../../domain/kernel';
import { DEFAULT_RATE_LIMIT_CONFIG, RATE_LIMIT_MESSAGES, type RateLimitConfig } from '../../domain/reading';
import type { PlaceLookup } from '../api/deps';
import { startComposedServer, testConfig, type ComposedServer } from '../../tests/support/composed-server';

/**
 * luna-chat-assistant over real HTTP on a real database (PGlite, and PostgreSQL when
 * DATABASE_URL is set), wired as the composition root wires it, with the scripted Luna.
 */
const PUBLIC_KEY = 'luna-test-public-key';
const SECRET = 'luna-test-secret-long-enough-for-hs256';
const clock = fixedClock(Date.UTC(2026, 10, 22, 12));
const { rules } = createZoneRules();

/** The app as `npm start` composes it, on this test's database and clock. */
const startLuna = (db: SqlDatabase, options: { places?: PlaceLookup; rateLimits?: RateLimitConfig } = {}) => {
  const { max } = options.rateLimits ?? DEFAULT_RATE_LIMIT_CONFIG;
  const config = testConfig({
    PUBLIC_API_KEY: PUBLIC_KEY,
    ACCESS_TOKEN_SECRET: SECRET,
    PUBLIC_SITE_URL: 'https://moonwise.example',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_READINGS_PER_EMAIL: String(max.email),
    RATE_LIMIT_READINGS_PER_SESSION: String(max.session),
    RATE_LIMIT_READINGS_PER_CONNECTION: String(max.ip),
  });
  return startComposedServer(config, db, { now: clock.now, ...(options.places ? { places: options.places } : {}) });
};

const headers = { apikey: PUBLIC_KEY, authorization: `Bearer ${PUBLIC_KEY}`, 'content-type': 'application/json' };

let unique = 0;
const freshEmail = (name = 'ana') => `${name}.${process.pid}.${(unique += 1)}@Example.com`;

const postTo = (server: ComposedServer, name: string, body: unknown) =>
  fetch(`${server.baseUrl}/functions/v1/${name}`, { method: 'POST', headers, body: JSON.stringify(body) });

const say = async (server: ComposedServer, message: string, sessionToken: string | null = null): Promise<LunaChatAssistantResponse> => {
  const response = await postTo(server, 'luna-chat-assistant', sessionToken === null ? { message } : { message, sessionToken });
  expect(response.status).toBe(200);
  return lunaChatAssistantResponse.parse(await response.json());
};

/** A conversation, each turn on the next server of the list in turn. */
const talk = async (servers: readonly ComposedServer[], lines: readonly string[], start: string | null = null) => {
  let token = start;
  const answers: LunaChatAssistantResponse[] = [];
  for (const [i, line] of lines.entries()) {
    const answer = await say(servers[i % servers.length]!, line, token);
    token = answer.session_updates.sessionToken;
    answers.push(answer);
  }
  return { answers, token: token!, last: answers.at(-1)! };
};

const toReading = (email: string) => ['I want to feel more at peace in my work', 'Ana', 'I was born on 14 March 1990 at 8:30am in Lisbon', email, 'yes', 'yes', 'yes'];

describe.each(testDatabaseKinds())('luna-chat-assistant on %s', (kind) => {
  let target: TestDatabase;
  let db: SqlDatabase;
  let server: ComposedServer;

  beforeAll(async () => {
    target = await openTestDatabase(kind);
    db = target.db;
    server = await startLuna(db);
  });

  afterAll(async () => {
    await server?.close();
    await target?.dispose();
  });

  it('takes a new visitor to a reading whose link opens the right reading', async () => {
    const email = freshEmail();
    const { answers, last } = await talk([server], toReading(email));
    expect(answers.map((a) => a.response_type)).toEqual([null, null, null, 'need_confirmations', 'confirmation_ack', 'confirmation_ack', 'reading_ready']);
    expect(last.moon_reading_generated).toBe(true);
    expect(last.reading_url).toMatch(/^\/free-moon-reading\?token=[A-Za-z0-9_-]{43}$/);
    expect(last.response).toContain(READING_NOTICES.success);
    expect(last.session_updates.stage).toBe('FREE_READING_COMPLETE');

    const token = new URL(last.reading_url!, 'http://x').searchParams.get('token');
    const opened = await fetch(`${server.baseUrl}/functions/v1/get-profile-by-token?token=${token}`, { headers });
    const { profile } = profileByTokenResponse.parse(await opened.json());
    const natal = computeNatal(rules, { date: '1990-03-14', time: '08:30', place: { lat: 38.71667, lng: -9.13333, zone: 'Europe/Lisbon' } });
    if (!natal.ok) throw new Error(natal.error);
    expect(profile).toMatchObject({
      email: email.toLowerCase(),
      first_name: 'Ana',
      birth_date: '1990-03-14',
      birth_time: '08:30',
      moon_sign: natal.chart.sky.moon.sign,
      sun_sign: natal.chart.sky.sun.sign,
      moon_phase: natal.chart.sky.phase.name,
      has_reading: true,
    });
  });

  it('starts a session without a token and continues it with the token it returns', async () => {
    const first = await say(server, 'I feel lost lately');
    expect(first.session_updates.sessionToken).toMatch(/^[A-Za-z0-9_-]{16,200}$/);
    expect(first.session_updates.conversationState).toBe('askingName');
    const second = await say(server, 'Maya', first.session_updates.sessionToken);
    expect(second.session_updates.name).toBe('Maya');
    expect(second.session_updates.sessionId).toBe(first.session_updates.sessionId);
  });

  it('never adopts a token the client chose: two clients who send 0000000000000000 each get a fresh session of their own', async () => {
    const chosen = '0000000000000000';
    const ana = await say(server, 'Hi, I’m Ana and I want to feel calmer', chosen);
    const bo = await say(server, 'hello', chosen);
    expect([ana.session_updates.sessionToken, bo.session_updates.sessionToken]).not.toContain(chosen);
    expect(ana.session_updates.sessionToken).not.toBe(bo.session_updates.sessionToken);
    expect(ana.session_updates.sessionToken).toMatch(/^[A-Za-z0-9_-]{44}$/);
    expect(bo.session_updates.sessionId).not.toBe(ana.session_updates.sessionId);
    expect(bo.session_updates.name).toBeNull();
    const stored = await db.query('select 1 from luna_chat_sessions where session_token = $1', [chosen]);
    expect(stored.rows).toHaveLength(0);
    // The issued token continues its own session.
    expect((await say(server, 'born 2 May 1985 in Paris', ana.session_updates.sessionToken)).session_updates.sessionId).toBe(ana.session_updates.sessionId);
  });

  it('keeps the conversation across a server restart', async () => {
    const first = await talk([server], ['I want to manifest a new home', 'Leo']);
    const restarted = await startLuna(db);
    try {
      const next = await say(restarted, 'born 2 May 1985 in Paris', first.token);
      expect(next.session_updates).toMatchObject({ name: 'Leo', birthDate: '1985-05-02' });
      expect(next.session_updates.birthLocation?.displayName).toBe('Paris, France');
    } finally {
      await restarted.close();
    }
  });

  it('lets two server processes continue each other’s conversation', async () => {
    const other = await startLuna(db);
    try {
      const { answers, last } = await talk([server, other], toReading(freshEmail('duo')));
      expect(last.response_type).toBe('reading_ready');
      expect(new Set(answers.map((a) => a.session_updates.sessionId)).size).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('stores a turn whole or not at all: a failure part-way leaves nothing, and the turn sent again is stored once', async () => {
    const broken: PlaceLookup = {
      search: () => {
        throw new Error('the gazetteer is unavailable');
      },
      resolve: () => null,
      area: () => null,
    };
    const failing = await startLuna(db, { places: broken });
    const storedMessages = async (token: string) =>
      (
        await db.query<{ role: string; content: string }>(
          `select m.role, m.content from luna_chat_messages m join luna_chat_sessions s on s.id = m.session_id
            where s.session_token = $1 order by m.created_at`,
          [token],
        )
      ).rows;
    try {
      const first = await say(failing, 'I want clarity');
      const second = await say(failing, 'Zoe', first.session_updates.sessionToken);
      const token = second.session_updates.sessionToken;
      const response = await postTo(failing, 'luna-chat-assistant', { message: 'born 3 June 1992 in Lisbon', sessionToken: token });
      expect(response.status).toBe(500);
      const visitorWords = async () => (await storedMessages(token)).filter((m) => m.role === 'user').map((m) => m.content);
      expect(await visitorWords()).toEqual(['I want clarity', 'Zoe']);
      // The conversation itself did not move: the turn sent again on a working server picks up from Zoe.
      const resumed = await say(server, 'born 3 June 1992 in Lisbon', token);
      expect(resumed.session_updates).toMatchObject({ name: 'Zoe', birthDate: '1992-06-03' });
      expect(await visitorWords()).toEqual(['I want clarity', 'Zoe', 'born 3 June 1992 in Lisbon']);
      expect((await storedMessages(token)).map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant', 'user', 'assistant']);
    } finally {
      await failing.close();
    }
  });

  it('counts readings per email in the database, across servers and sessions', async () => {
    const limits = { windowMs: DEFAULT_RATE_LIMIT_CONFIG.windowMs, max: { email: 1, session: 5, ip: 100 } };
    const a = await startLuna(db, { rateLimits: limits });
    const b = await startLuna(db, { rateLimits: limits });
    try {
      const email = freshEmail('limited');
      expect((await talk([a], toReading(email))).last.response_type).toBe('reading_ready');
      const again = await talk([b], toReading(email));
      expect(again.last.response_type).toBe('rate_limited');
      expect(again.last.response_details).toEqual({ limitType: 'email' });
      expect(again.last.response).toBe(RATE_LIMIT_MESSAGES.email);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('emails the link, rather than showing it, when the email’s profile belongs to another session', async () => {
    const email = freshEmail('owner');
    await talk([server], toReading(email));
    const stranger = await talk([server], toReading(email));
    expect(stranger.last.response_type).toBe('pending_calculation');
    expect(stranger.last.reading_url).toBeNull();
    expect(stranger.last.response).toBe(READING_NOTICES.pending);
    const { rows } = await db.query<{ count: number }>('select count(*)::int as count from email_outbox where lower(to_address) = lower($1)', [email]);
    expect(rows[0]?.count).toBe(2);
  });

  it('records the analytics of a conversation, the reading completion once', async () => {
    const { last } = await talk([server], [...toReading(freshEmail('events')), 'I was born on 15 March 1990 actually', 'yes', 'yes']);
    expect(last.response_type).toBe('overwrite_ack');
    const { rows } = await db.query<{ name: string; count: number }>(
      'select name, count(*)::int as count from analytics_events where session_id = $1 group by name order by name',
      [last.session_updates.sessionId],
    );
    expect(Object.fromEntries(rows.map((row) => [row.name, row.count]))).toEqual({
      data_field_confirmed: 4,
      moon_reading_completed: 1,
      moon_reading_started: 1,
      overwrite_decision: 1,
      overwrite_prompted: 1,
    });
  });

  it('answers an empty message with the spec’s line and stores nothing', async () => {
    const answer = await say(server, '   \n ');
    expect(answer.response).toBe(EMPTY_MESSAGE_REPLY);
    const { rows } = await db.query<{ count: number }>('select count(*)::int as count from luna_chat_messages where session_id = $1 and role = $2', [
      answer.session_updates.sessionId,
      'user',
    ]);
    expect(rows[0]?.count).toBe(0);
  });

  it('refuses a body that is not a chat message, with the problem named', async () => {
    const response = await postTo(server, 'luna-chat-assistant', { message: 42 });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ issues: [{ path: 'message' }] });
  });

  it('shows the widget its session, and resets the conversation while keeping the history', async () => {
    const { token } = await talk([server], ['I want more calm', 'Ivy', 'born 9 September 1991 in Lisbon']);
    const read = await fetch(`${server.baseUrl}/functions/v1/luna-chat-session`, { headers: { ...headers, 'x-luna-session': token } });
    expect(read.status).toBe(200);
    const { session } = lunaSessionResponse.parse(await read.json());
    expect(session).toMatchObject({ name: 'Ivy', birthDate: '1991-09-09', conversationState: 'askingDetails' });

    const reset = await fetch(`${server.baseUrl}/functions/v1/luna-chat-reset`, { method: 'POST', headers: { ...headers, 'x-luna-session': token }, body: '{}' });
    expect(lunaResetResponse.parse(await reset.json())).toEqual({ reset: true, greeting: RESET_GREETING });
    const after = await say(server, 'hello again', token);
    expect(after.session_updates).toMatchObject({ name: null, birthDate: null });
    const { rows } = await db.query<{ count: number }>('select count(*)::int as count from luna_chat_messages where session_id = $1', [after.session_updates.sessionId]);
    expect(rows[0]?.count).toBe(8);
  });

  it('records the reading link’s click with the session’s events, and refuses other events and unknown sessions', async () => {
    const { token } = await talk([server], ['hello']);
    const click = (body: object, sessionToken = token) =>
      fetch(`${server.baseUrl}/functions/v1/luna-analytics`, { method: 'POST', headers: { ...headers, 'x-luna-session': sessionToken }, body: JSON.stringify(body) });
    const recorded = await click({ event: 'moon_reading_link_clicked', timeToClickMs: 5400, overwrite: true });
    expect(lunaAnalyticsResponse.parse(await recorded.json())).toEqual({ recorded: true });
    const { rows } = await db.query<{ properties: Record<string, unknown> }>(
      `select e.properties from analytics_events e join luna_chat_sessions s on s.id::text = e.session_id
       where s.session_token = $1 and e.name = 'moon_reading_link_clicked'`,
      [token],
    );
    expect(rows.map((row) => row.properties)).toEqual([expect.objectContaining({ channel: 'chat', timeToClickMs: 5400, overwriteOccurred: true })]);
    expect((await click({ event: 'moon_reading_completed', timeToClickMs: 1, overwrite: false })).status).toBe(400);
    expect((await click({ event: 'moon_reading_link_clicked', timeToClickMs: 1, overwrite: false }, 'never_seen_this_token_1234')).status).toBe(404);
  });

  it('answers session reads for an unknown token with 404', async () => {
    const read = await fetch(`${server.baseUrl}/functions/v1/luna-chat-session?sessionToken=never_seen_this_token_1234`, { headers });
    expect(read.status).toBe(404);
  });

  it('answers the fallback chat call with the scripted Luna, who never claims to be a program', async () => {
    const { token } = await talk([server], ['hello']);
    const response = await fetch(`${server.baseUrl}/functions/v1/luna-chat`, {
      method: 'POST',
      headers: { ...headers, 'x-luna-session': token },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'Are you an AI or a real person?' }] }),
    });
    expect(response.status).toBe(200);
    const { response: text } = lunaChatResponse.parse(await response.json());
    expect(text).toContain('I’m Luna');
    expect(text.toLowerCase()).not.toMatch(/\b(?:ai|bot|language model|program)\b/);
  });

  it('starts the conversation afresh once the session has been quiet for over six hours', async () => {
    const { token } = await talk([server], ['I want to sleep better', 'Nina']);
    clock.advance(6 * 60 * 60 * 1000 + 60_000);
    const later = await say(server, 'hello?', token);
    expect(later.session_updates).toMatchObject({ name: null, conversationState: 'askingGoal' });
  });
});

