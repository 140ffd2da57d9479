import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPostgres, type PostgresDatabase } from '../../adapters/postgres/postgres.adapter';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../server/platform/security';
import { READING_TURN, conversationScript } from '../bench/luna-chat-load';
import { halfWritten, sayTo, storedConversations, visitorAddress, type TurnOutcome } from '../support/chaos-chat';
import { startServerProcess, type ServerProcess } from '../support/chaos-server-process';
import { describePostgres } from '../support/postgres-suite';

/**
 * Sturdiness under faults, with the real server as a process of its own on PostgreSQL:
 * (a) every backend of its database is killed while visitors chat (what a PostgreSQL restart
 * does to the server's connections; the CI's PostgreSQL is shared, so its backends are
 * terminated rather than the server restarted): each answer is a normal one or a 503 with a
 * sentence, never a 500 or a hung request, and new turns succeed afterwards without a restart;
 * (b) the server is killed with SIGKILL while turns are in flight, one of them held inside its
 * transaction: nothing is half written, and the conversation goes on with a new server on the
 * same database. PGlite lives inside the server's process and has no connections to lose.
 */

/** Every conversation reaches its reading: each comes from an address of its own, behind a proxy, as visitors do. */
// Servers on one database share their secret, as a deployment's must: it signs the chat's session tokens and seals its links.
const SERVER_ENV = { RATE_LIMIT_READINGS_PER_CONNECTION: '1000000', TRUST_PROXY: '1', ACCESS_TOKEN_SECRET: 'chaos-test-secret-shared-by-every-server-0123' };
const TURN_DEADLINE_MS = 20_000;
/** A server process starts in seconds, but a busy two-core machine has taken over a minute. */
const SERVER_START_TIMEOUT_MS = 120_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Neither a stack frame nor a file path nor the driver's own words. */
const expectNoInternals = (text: string) => {
  expect(text).not.toMatch(/\bat .+:\d+|\.ts\b|\.js\b|ECONNREFUSED|Connection terminated|terminating connection|node_modules/);
};

/** Answers the visitors were given, and how many whole turns the server answered per conversation. */
interface Visitors {
  outcomes: TurnOutcome[];
  answeredBySession: Map<string, number>;
  stop(): Promise<void>;
}

/**
 * `count` visitors typing the bench's scripted conversations, one turn after another; a turn
 * answered 503 is sent again (as a visitor would), any other failure ends that visitor.
 */
const startVisitors = (baseUrl: string, count: number, label: string): Visitors => {
  const outcomes: TurnOutcome[] = [];
  const answeredBySession = new Map<string, number>();
  let stopping = false;
  const visitor = async (session: number) => {
    for (let conversation = 0; !stopping; conversation++) {
      const script = conversationScript(session, conversation, label);
      let token: string | null = null;
      for (let turn = 0; turn < script.length && !stopping; ) {
        const outcome = await sayTo(baseUrl, script[turn] ?? '', token, TURN_DEADLINE_MS, visitorAddress(`${label}:${session}:${conversation}`));
        outcomes.push(outcome);
        if (outcome.status === 200) {
          token = outcome.sessionToken;
          if (token !== null) answeredBySession.set(token, (answeredBySession.get(token) ?? 0) + 1);
          turn++;
        } else if (outcome.status === 503) {
          await sleep(100);
        } else {
          return;
        }
      }
    }
  };
  const running = Promise.all(Array.from({ length: count }, (_, session) => visitor(session)));
  return {
    outcomes,
    answeredBySession,
    stop: async () => {
      stopping = true;
      await running;
    },
  };
};

/** One whole scripted conversation, every turn answered 200, the reading at its turn. */
const playConversation = async (baseUrl: string, label: string, from: { token: string | null; turn: number } = { token: null, turn: 0 }) => {
  const script = conversationScript(0, 0, label);
  let token = from.token;
  for (let turn = from.turn; turn < script.length; turn++) {
    const outcome = await sayTo(baseUrl, script[turn] ?? '', token, TURN_DEADLINE_MS, visitorAddress(label));
    expect(outcome.status, `turn ${turn + 1}: ${outcome.text.slice(0, 300)}`).toBe(200);
    if (turn === READING_TURN) expect(JSON.parse(outcome.text)).toMatchObject({ moon_reading_generated: true, response_type: 'reading_ready' });
    token = outcome.sessionToken;
  }
  return token;
};

/** Connections other than our own to the scratch database, and how many wait to save a conversation. */
const backendsOf = async (admin: pg.Client, database: string) =>
  (
    await admin.query<{ total: number; waiting: number }>(
      `select count(*)::int as total,
              count(*) filter (where wait_event_type = 'Lock' and query like '%conversation_states%')::int as waiting
         from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
      [database],
    )
  ).rows[0] ?? { total: 0, waiting: 0 };

const waitFor = async (ready: () => Promise<boolean>, what: string, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await ready()) return;
    await sleep(50);
  }
  throw new Error(`Timed out waiting for ${what}`);
};

/** Each conversation stored whole: the problems found, keyed by session token. */
const halfWrittenConversations = async (db: PostgresDatabase) =>
  (await storedConversations(db)).flatMap((c) => {
    const problem = halfWritten(c);
    return problem === null ? [] : [`${c.sessionToken.slice(0, 8)}…: ${problem}`];
  });

describePostgres('chaos: the chat while PostgreSQL drops every connection', { timeout: 120_000 }, () => {
  let scratch: ScratchDatabase;
  let server: ServerProcess | undefined;
  let admin: pg.Client | undefined;
  let direct: PostgresDatabase | undefined;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.DATABASE_URL as string, 'moonwise_chaos');
    server = await startServerProcess({ env: { ...SERVER_ENV, DATABASE_URL: scratch.url } });
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await server?.stop({ removeData: true });
    await direct?.close();
    await admin?.end();
    await scratch?.drop();
  });

  it('answers each turn normally or 503 with a sentence while its backends are killed, then goes on without a restart', async () => {
    const base = (server as ServerProcess).baseUrl;
    const label = `restart-${randomBytes(3).toString('hex')}`;
    const visitors = startVisitors(base, 6, label);
    await sleep(1_500);
    let terminated = 0;
    // Round after round, so some backends die as the pool opens them again.
    for (let round = 0; round < 12; round++) {
      const { rows } = await (admin as pg.Client).query<{ ok: boolean }>(
        'select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [scratch.name],
      );
      terminated += rows.filter((row) => row.ok).length;
      await sleep(150);
    }
    await sleep(1_500);
    await visitors.stop();

    expect(terminated).toBeGreaterThan(0);
    const { outcomes } = visitors;
    const unexpected = outcomes.filter((o) => o.status !== 200 && o.status !== 503);
    const running = server?.child.exitCode === null && server.child.signalCode === null;
    expect(running, `the server stopped during the fault:\n${server?.output() ?? ''}`).toBe(true);
    expect(unexpected.map((o) => `${o.status}${o.hung ? ' (hung)' : ''}: ${o.text.slice(0, 300)}`)).toEqual([]);
    for (const refused of outcomes.filter((o) => o.status === 503)) {
      expect(JSON.parse(refused.text)).toMatchObject({ error: DATABASE_UNAVAILABLE_MESSAGE });
      expectNoInternals(refused.text);
    }
    expect(outcomes.filter((o) => o.status === 200).length).toBeGreaterThan(20);
    // The fault reached turns in flight: some were refused, and said so.
    expect(outcomes.some((o) => o.status === 503)).toBe(true);

    // The same server, not restarted: new conversations run to their readings.
    await Promise.all([0, 1, 2].map((n) => playConversation(base, `${label}-after-${n}`)));

    // Every answered turn stored exactly once, and no refused turn left anything behind.
    direct = await openPostgres({ connectionString: scratch.url, migrate: false, max: 2 });
    expect(await halfWrittenConversations(direct)).toEqual([]);
    const stored = await storedConversations(direct);
    const pairsBySession = new Map(stored.map((c) => [c.sessionToken, c.roles.length / 2]));
    for (const [token, answered] of visitors.answeredBySession) expect(pairsBySession.get(token), token).toBe(answered);
    const answeredTurns = [...visitors.answeredBySession.values()].reduce((a, b) => a + b, 0);
    const storedTurnsOfVisitors = [...visitors.answeredBySession.keys()].reduce((sum, token) => sum + (pairsBySession.get(token) ?? 0), 0);
    expect(storedTurnsOfVisitors).toBe(answeredTurns);
  });
});

describePostgres('chaos: the server killed with SIGKILL mid-turn', { timeout: 300_000 }, () => {
  let scratch: ScratchDatabase;
  let admin: pg.Client | undefined;
  let holder: pg.Client | undefined;
  let direct: PostgresDatabase | undefined;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.DATABASE_URL as string, 'moonwise_chaos');
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  });

  afterAll(async () => {
    for (const server of servers) await server.stop({ removeData: true });
    await holder?.end().catch(() => undefined);
    await direct?.close();
    await admin?.end();
    await scratch?.drop();
  });

  it('leaves no turn half written, and the conversation goes on with a new server on the same database', async () => {
    const first = await startServerProcess({ env: { ...SERVER_ENV, DATABASE_URL: scratch.url } });
    servers.push(first);
    const label = `kill-${randomBytes(3).toString('hex')}`;
    const script = conversationScript(0, 0, label);

    // Three turns of the conversation that will be cut.
    let token: string | null = null;
    for (let turn = 0; turn < 3; turn++) {
      const outcome = await sayTo(first.baseUrl, script[turn] ?? '', token, undefined, visitorAddress(label));
      expect(outcome.status, outcome.text).toBe(200);
      token = outcome.sessionToken;
    }
    direct = await openPostgres({ connectionString: scratch.url, migrate: false, max: 2 });
    const { rows } = await direct.query<{ id: string }>('select id from luna_chat_sessions where session_token = $1', [token]);
    const sessionId = rows[0]?.id;

    // Its conversation row held by another transaction: the fourth turn stops inside its own
    // transaction, after its first statements, when it comes to save the conversation.
    holder = new pg.Client({ connectionString: scratch.url });
    await holder.connect();
    await holder.query('begin');
    await holder.query('select 1 from conversation_states where session_id = $1 for update', [sessionId]);
    const others = startVisitors(first.baseUrl, 4, `${label}-others`);
    await sleep(1_000);
    const cut = sayTo(first.baseUrl, script[3] ?? '', token, undefined, visitorAddress(label));
    await waitFor(async () => (await backendsOf(admin as pg.Client, scratch.name)).waiting > 0, 'the fourth turn to wait on the held row');

    // SIGKILL with that turn (and the other visitors' turns) in flight.
    await first.kill();
    await holder.query('rollback');
    expect((await cut).dropped).toBe(true);
    await others.stop();
    expect(others.outcomes.filter((o) => o.status !== 200 && !o.dropped).map((o) => `${o.status}: ${o.text.slice(0, 200)}`)).toEqual([]);
    // The dead server's backends end once they find their client gone.
    await waitFor(async () => (await backendsOf(admin as pg.Client, scratch.name)).total <= 3, 'the killed server’s connections to end');

    expect(await halfWrittenConversations(direct)).toEqual([]);
    const before = (await storedConversations(direct)).find((c) => c.sessionToken === token);
    expect(before?.roles).toEqual(['user', 'assistant', 'user', 'assistant', 'user', 'assistant']);

    // A new server on the same database: the visitor sends the lost turn again and goes on to the reading.
    const second = await startServerProcess({ env: { ...SERVER_ENV, DATABASE_URL: scratch.url } });
    servers.push(second);
    expect(await playConversation(second.baseUrl, label, { token, turn: 3 })).toBe(token);
    expect(await halfWrittenConversations(direct)).toEqual([]);
    const after = (await storedConversations(direct)).find((c) => c.sessionToken === token);
    expect(after?.roles.length).toBe(script.length * 2);
  });
});
