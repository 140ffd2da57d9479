import { sessionTokens } from '../../server/conversation/session-tokens';
import { Effect, Exit, Scope } from 'effect';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { withClaims } from '../../adapters/sql';
import { createScratchDatabase } from '../support/scratch-database';
import type { ScratchDatabase } from '../support/scratch-database';
import { type DatabaseKind, testDatabaseKinds } from '../support/test-databases';
import type { SqlDatabase } from '../../domain/kernel';
import { composeApp } from '../../server/compose';
import { readConfig } from '../../server/config';
import { database } from '../../server/http-server';
import { EMBEDDED_PUBLIC_API_KEY } from '../../server/platform/security/settings';
import { type BenchFigures, measureAsync, printTable } from './harness';

/**
 * The table API over real HTTP on 127.0.0.1, against the composed app on each database it
 * runs on: PGlite always, PostgreSQL (a scratch database) when DATABASE_URL is set. Then the
 * chat history query with one million messages in the table, to show the
 * (session_id, created_at) index carries it. Figures include the client (fetch) on the same
 * two cores, so they are a floor for what a separate client would see, not a ceiling.
 */
export const title = '/rest/v1 over HTTP, and the history query with a million messages';

const HISTORY_LIMIT = 50;
const SEED_MESSAGES = 200;
const BULK_SESSIONS = 20_000;
const MESSAGES_PER_SESSION = 50;
const SAMPLES = { read: 1_000, insert: 600, history: 300 } as const;
const CONCURRENCY = 8;
const SECRET = 'bench-access-token-secret-0123456789abcdef';
/** A chat session the server started: the table API takes no other (ADR 023). */
const SESSION_TOKEN = sessionTokens(SECRET).issue();

const historyPath = (sessionId: string) =>
  `/rest/v1/luna_chat_messages?select=id,role,content,created_at&session_id=eq.${sessionId}&order=created_at.asc&limit=${HISTORY_LIMIT}`;
const HISTORY_SQL = `select id, role, content, created_at from luna_chat_messages where session_id = $1 order by created_at asc limit ${HISTORY_LIMIT}`;

interface Target {
  kind: DatabaseKind;
  db: SqlDatabase;
  baseUrl: string;
  /**
   * PGlite runs on this thread, so a long statement stalls the event loop; keep-alive sockets
   * then time out in a burst and the client's next request meets a reset. Closing the idle
   * ones first lets the client open fresh connections.
   */
  dropIdleConnections(): Promise<void>;
  close(): Promise<void>;
}

/** The app as compose.ts wires it, on a database this bench can also query directly. */
const startTarget = async (kind: DatabaseKind): Promise<Target> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'moonwise-bench-'));
  let scratch: ScratchDatabase | undefined;
  if (kind === 'postgres') scratch = await createScratchDatabase(process.env.DATABASE_URL as string, 'moonwise_bench');
  const config = readConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: scratch?.url ?? '',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    ACCESS_TOKEN_SECRET: SECRET,
  });
  const scope = Effect.runSync(Scope.make());
  const db = await Effect.runPromise(Scope.provide(scope)(database(config)));
  // The figures are the table API's own: 1,200 inserts from one session would pass its hourly write share.
  const app = composeApp(config, db, { restWriteLimits: null });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return {
    kind,
    db,
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    dropIdleConnections: async () => {
      server.closeIdleConnections();
      await new Promise((resolve) => setTimeout(resolve, 50));
    },
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await Effect.runPromise(Scope.close(scope, Exit.void));
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

const headers = {
  apikey: EMBEDDED_PUBLIC_API_KEY,
  authorization: `Bearer ${EMBEDDED_PUBLIC_API_KEY}`,
  'x-luna-session': SESSION_TOKEN,
};

const expectStatus = async (response: Response, status: number): Promise<unknown> => {
  const body: unknown = await response.json();
  if (response.status !== status) throw new Error(`Expected ${status}, got ${response.status}: ${JSON.stringify(body)}`);
  return body;
};

/** The visitor's session, made as the widget makes it, with a history to read. */
const seedSession = async ({ db, baseUrl }: Target): Promise<string> => {
  const created = await fetch(`${baseUrl}/rest/v1/rpc/upsert_luna_session`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ p_session_token: SESSION_TOKEN, p_attributes: { entry_page: '/bench' } }),
  });
  const { id } = (await expectStatus(created, 200)) as { id: string };
  await db.query(
    `insert into luna_chat_messages (session_id, role, content, created_at)
     select $1, case when n % 2 = 0 then 'assistant' else 'user' end, 'Seed message ' || n, now() - (n * interval '1 minute')
     from generate_series(1, ${SEED_MESSAGES}) as n`,
    [id],
  );
  return id;
};

const httpCases = async (target: Target, sessionId: string): Promise<BenchFigures[]> => {
  const read = async () => {
    const rows = (await expectStatus(await fetch(`${target.baseUrl}${historyPath(sessionId)}`, { headers }), 200)) as unknown[];
    if (rows.length !== HISTORY_LIMIT) throw new Error(`Expected ${HISTORY_LIMIT} messages, got ${rows.length}`);
  };
  const insert = async (i: number) => {
    const response = await fetch(`${target.baseUrl}/rest/v1/luna_chat_messages`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', prefer: 'return=representation' },
      body: JSON.stringify({ session_id: sessionId, role: 'user', content: `Bench message ${i}` }),
    });
    await expectStatus(response, 201);
  };
  const figures: BenchFigures[] = [];
  for (const concurrency of [1, CONCURRENCY]) {
    figures.push(await measureAsync({ name: `GET history (limit ${HISTORY_LIMIT}), ${concurrency} in flight`, run: read }, SAMPLES.read, 50, concurrency));
  }
  for (const concurrency of [1, CONCURRENCY]) {
    figures.push(await measureAsync({ name: `POST message (return=representation), ${concurrency} in flight`, run: insert }, SAMPLES.insert, 30, concurrency));
  }
  return figures;
};

const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const t0 = performance.now();
  const result = await work();
  return [result, performance.now() - t0];
};

/** 20,000 sessions of 50 messages each, in two statements, then fresh planner statistics. */
const bulkInsertMillion = async (db: SqlDatabase): Promise<number> => {
  const [, ms] = await timed(async () => {
    await db.query(
      `insert into luna_chat_sessions (session_token, stage)
       select 'bulk-session-' || lpad(g::text, 6, '0'), 'engaged' from generate_series(1, ${BULK_SESSIONS}) as g`,
    );
    await db.query(
      `insert into luna_chat_messages (session_id, role, content, created_at)
       select s.id, case when m % 2 = 0 then 'assistant' else 'user' end, 'Bulk message ' || m,
              timestamptz '2024-01-01' + (s.n * interval '1 hour') + (m * interval '20 seconds')
       from (select id, row_number() over (order by session_token) as n from luna_chat_sessions where session_token like 'bulk-session-%') as s,
            generate_series(1, ${MESSAGES_PER_SESSION}) as m`,
    );
    await db.query('analyze luna_chat_sessions');
    await db.query('analyze luna_chat_messages');
  });
  return ms;
};

const planOf = async (db: SqlDatabase, sessionId: string, asVisitor: boolean): Promise<string[]> => {
  const explain = `explain ${HISTORY_SQL.replace('$1', `'${sessionId}'`)}`;
  const run = async (query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>) =>
    (await query(explain)).rows.map((row) => String(row['QUERY PLAN']));
  return asVisitor
    ? withClaims(db, { sessionToken: SESSION_TOKEN, profileId: null }, (tx) => run((text) => tx.query(text)))
    : run((text) => db.query(text));
};

const millionCases = async (target: Target, sessionId: string): Promise<BenchFigures[]> => {
  const { db } = target;
  const { rows } = await db.query<{ id: string }>(`select id from luna_chat_sessions where session_token = 'bulk-session-010000'`);
  const bulkSessionId = rows[0]?.id ?? '';
  // The owner reads a bulk session; the visitor reads their own session, under row-level security.
  const owner = async () => {
    const result = await db.query(HISTORY_SQL, [bulkSessionId]);
    if (result.rows.length !== HISTORY_LIMIT) throw new Error(`Expected ${HISTORY_LIMIT} rows, got ${result.rows.length}`);
  };
  const visitor = async () => {
    const result = await withClaims(db, { sessionToken: SESSION_TOKEN, profileId: null }, (tx) => tx.query(HISTORY_SQL, [sessionId]));
    if (result.rows.length !== HISTORY_LIMIT) throw new Error(`Expected ${HISTORY_LIMIT} rows, got ${result.rows.length}`);
  };
  const http = async () => {
    const body = (await expectStatus(await fetch(`${target.baseUrl}${historyPath(sessionId)}`, { headers }), 200)) as unknown[];
    if (body.length !== HISTORY_LIMIT) throw new Error(`Expected ${HISTORY_LIMIT} messages, got ${body.length}`);
  };
  const sqlTarget = 'p99 < 5 ms';
  return [
    await measureAsync({ name: 'SQL as owner (a bulk session)', target: sqlTarget, run: owner }, SAMPLES.history, 30),
    await measureAsync({ name: 'SQL as visitor (withClaims, RLS)', target: sqlTarget, run: visitor }, SAMPLES.history, 30),
    await measureAsync({ name: 'HTTP GET /rest/v1 (RLS)', target: 'p99 < 20 ms', run: http }, SAMPLES.history, 30),
  ];
};

const benchOn = async (kind: DatabaseKind): Promise<void> => {
  const [target, startMs] = await timed(() => startTarget(kind));
  try {
    console.info(`\n${kind}: app ready in ${(startMs / 1000).toFixed(1)} s at ${target.baseUrl}`);
    const sessionId = await seedSession(target);
    printTable(`/rest/v1 on ${kind}: one session of ${SEED_MESSAGES}+ messages (rest-api.bench.ts)`, await httpCases(target, sessionId));

    const insertMs = await bulkInsertMillion(target.db);
    await target.dropIdleConnections();
    const { rows } = await target.db.query<{ n: number }>('select count(*)::int as n from luna_chat_messages');
    console.info(`\n${kind}: ${rows[0]?.n ?? 0} messages in ${BULK_SESSIONS + 1} sessions; bulk insert and ANALYZE took ${(insertMs / 1000).toFixed(1)} s`);
    for (const asVisitor of [false, true]) {
      const plan = await planOf(target.db, sessionId, asVisitor);
      console.info(`EXPLAIN of the history query ${asVisitor ? 'as the visitor (with row-level security)' : 'as the owner'}:`);
      for (const line of plan) console.info(`  ${line}`);
      if (!plan.some((line) => line.includes('luna_chat_messages_session_created_idx'))) {
        console.info('  !! the (session_id, created_at) index is NOT used');
      }
    }
    printTable(`History query (limit ${HISTORY_LIMIT}) on ${kind} with ${rows[0]?.n ?? 0} messages (rest-api.bench.ts)`, await millionCases(target, sessionId));
  } finally {
    await target.close();
  }
};

export const main = async (): Promise<void> => {
  console.info(`\n${title}`);
  for (const kind of testDatabaseKinds()) await benchOn(kind);
};
