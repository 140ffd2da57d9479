import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../adapters/sql';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database';
import { type DatabaseKind, testDatabaseKinds } from '../support/test-databases';
import { CHAT_PATH, chatHeaders, halfWritten, sayTo, storedConversations, visitorAddress } from '../support/chaos-chat';
import { groupRss, startServerProcess, type ServerProcess } from '../support/chaos-server-process';
import { READING_TURN, conversationScript, runLoadOnWorker, staggerOffset, type LoadResult } from './luna-chat-load';

/**
 * `npm run bench -- chat-load`: sturdiness under load. CHAT_LOAD_SESSIONS visitors (default 50)
 * chat for CHAT_LOAD_SECONDS (default 60) with the real server as a process of its own, on
 * PGlite and (with DATABASE_URL) PostgreSQL. Prints turns, conversations, errors and latency,
 * the server's resident memory at rest before and after, and counts every message stored
 * against the turns answered: each turn stored exactly once (its visitor message and Luna's
 * answer), nothing missing, nothing twice. The figures are printed, not asserted; the count is
 * a check, and its FAIL makes the exit code 1.
 */
export const title = 'Chat under load against a server process: latency, memory, every message stored exactly once';

const wholeNumberFromEnv = (name: string, fallback: number): number => {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1 (it is ${JSON.stringify(raw)})`);
  return value;
};

/** How long the memory is left to settle before "at rest" is read. */
const REST_MS = 3_000;

/** Every conversation ends in a reading and each visitor runs many from one address (see luna-chat.bench.ts). */
const SERVER_ENV = { RATE_LIMIT_READINGS_PER_CONNECTION: '1000000', TRUST_PROXY: '1' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: Float64Array, p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
const mb = (rss: { kb: number; processes: number } | null) => (rss === null ? 'n/a' : `${(rss.kb / 1024).toFixed(0)} MB${rss.processes > 1 ? ` (${rss.processes} processes)` : ''}`);

/** One whole scripted conversation before the load: it must reach its reading, or the figures mean nothing. */
const checkConversation = async (baseUrl: string, label: string): Promise<number> => {
  const script = conversationScript(0, 0, label);
  let token: string | null = null;
  for (const [turn, message] of script.entries()) {
    const outcome = await sayTo(baseUrl, message, token, undefined, visitorAddress(label));
    if (outcome.status !== 200) throw new Error(`The check conversation failed at turn ${turn + 1}: ${outcome.status} ${outcome.text.slice(0, 300)}`);
    if (turn === READING_TURN && !(JSON.parse(outcome.text) as { moon_reading_generated?: boolean }).moon_reading_generated) {
      throw new Error(`The check conversation did not reach its reading at turn ${turn + 1}`);
    }
    token = outcome.sessionToken;
  }
  return script.length;
};

interface StoredCount {
  messages: number;
  visitor: number;
  luna: number;
  conversations: number;
  halfWritten: string[];
}

const countStored = async (kind: DatabaseKind, server: ServerProcess, databaseUrl: string | undefined): Promise<StoredCount> => {
  const db = await openDatabase({ databaseUrl, dataDir: server.dataDir, migrate: false });
  try {
    const conversations = await storedConversations(db);
    const roles = conversations.flatMap((c) => c.roles);
    const problems = conversations.flatMap((c) => {
      const problem = halfWritten(c);
      return problem === null ? [] : [`${kind} ${c.sessionToken.slice(0, 8)}…: ${problem}`];
    });
    return {
      messages: roles.length,
      visitor: roles.filter((role) => role === 'user').length,
      luna: roles.filter((role) => role === 'assistant').length,
      conversations: conversations.length,
      halfWritten: problems,
    };
  } finally {
    await db.close();
  }
};

const benchOn = async (kind: DatabaseKind, sessions: number, seconds: number): Promise<boolean> => {
  let scratch: ScratchDatabase | undefined;
  if (kind === 'postgres') scratch = await createScratchDatabase(process.env.DATABASE_URL as string, 'moonwise_chat_load');
  const started = performance.now();
  // The compiled server, as `npm start` runs it; no DATABASE_URL on PGlite, even when this process has one.
  const server = await startServerProcess({ env: { ...SERVER_ENV, DATABASE_URL: scratch?.url ?? '' }, compiled: true });
  try {
    const label = `${kind}-${randomBytes(3).toString('hex')}`;
    const checkTurns = await checkConversation(server.baseUrl, `${label}-check`);
    console.info(`\n${kind}: server pid ${server.pid} ready and checked in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await sleep(REST_MS);
    const rssAtRest = groupRss(server.pid);

    let result: LoadResult | null = null;
    let loadError: string | null = null;
    try {
      result = await runLoadOnWorker({
        baseUrl: server.baseUrl,
        path: CHAT_PATH,
        headers: { apikey: chatHeaders.apikey ?? '', authorization: chatHeaders.authorization ?? '' },
        sessions,
        // No unmeasured warm-up: every turn the visitors play is counted, the stagger's included.
        warmupMs: 0,
        durationMs: seconds * 1000,
        label,
        expectReading: true,
      });
    } catch (error) {
      loadError = String(error);
    }
    const rssAfterLoad = groupRss(server.pid);
    await sleep(REST_MS);
    const rssAfterRest = groupRss(server.pid);
    await server.stop();
    const stored = await countStored(kind, server, scratch?.url);

    const scriptLength = conversationScript(0, 0, label).length;
    const staggerTurns = Array.from({ length: sessions }, (_, s) => staggerOffset(s, sessions, scriptLength)).reduce((a, b) => a + b, 0);
    const measured = result?.latencies.length ?? 0;
    const errors = result?.failures ?? 0;
    // Every turn the visitors had answered 200: the check conversation, the stagger, the measured window.
    const answered = checkTurns + staggerTurns + measured;
    const sorted = Float64Array.from(result?.latencies ?? []).sort();
    const elapsedS = (result?.elapsedMs ?? 0) / 1000;

    console.info(`${kind}: ${sessions} sessions for ${seconds} s`);
    console.info(`  turns ${measured} (${elapsedS > 0 ? Math.round(measured / elapsedS) : 0}/s), conversations finished ${result?.conversations ?? 0}, errors ${errors}${loadError ? ' (the load stopped)' : ''}`);
    console.info(`  latency p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms`);
    console.info(`  server RSS: ${mb(rssAtRest)} at rest before the load, ${mb(rssAfterLoad)} as it ended, ${mb(rssAfterRest)} ${REST_MS / 1000} s later`);
    console.info(
      `  messages: ${answered} turns answered (check ${checkTurns} + stagger ${staggerTurns} + measured ${measured}), so ${answered} sent and ${answered} received; ` +
        `stored ${stored.visitor} visitor + ${stored.luna} Luna = ${stored.messages} in ${stored.conversations} conversations`,
    );

    const problems: string[] = [];
    if (loadError) problems.push(`the load stopped: ${loadError}`);
    if (errors > 0) problems.push(`${errors} failed turns; the first: ${result?.firstFailure ?? ''}`);
    // A failed turn may or may not have been stored, so the count is only exact without errors.
    if (errors === 0 && stored.visitor !== answered) problems.push(`${stored.visitor} visitor messages stored for ${answered} sent (${stored.visitor - answered > 0 ? 'duplicates' : 'missing'})`);
    if (errors === 0 && stored.luna !== answered) problems.push(`${stored.luna} answers stored for ${answered} received (${stored.luna - answered > 0 ? 'duplicates' : 'missing'})`);
    problems.push(...stored.halfWritten.slice(0, 5));
    if (stored.halfWritten.length > 5) problems.push(`… ${stored.halfWritten.length - 5} more half-written conversations`);
    if (problems.length === 0) console.info(`  PASS ${kind}: every message stored exactly once (${stored.messages} = 2 x ${answered}), no errors`);
    else for (const problem of problems) console.info(`  FAIL ${kind}: ${problem}`);
    return problems.length === 0;
  } finally {
    await server.stop({ removeData: true });
    await scratch?.drop();
  }
};

export const main = async (): Promise<void> => {
  const sessions = wholeNumberFromEnv('CHAT_LOAD_SESSIONS', 50);
  const seconds = wholeNumberFromEnv('CHAT_LOAD_SECONDS', 60);
  console.info(`\n${title}`);
  console.info(`${sessions} sessions (CHAT_LOAD_SESSIONS), ${seconds} s (CHAT_LOAD_SECONDS); each session sends its next message as soon as the answer arrives.`);
  const kinds = testDatabaseKinds();
  if (!kinds.includes('postgres')) console.info('PostgreSQL: not measured, DATABASE_URL is not set.');
  let passed = true;
  for (const kind of kinds) passed = (await benchOn(kind, sessions, seconds)) && passed;
  console.info(passed ? '\nPASS: every message stored exactly once on every database' : '\nFAIL: see the FAIL lines above');
  if (!passed) process.exitCode = 1;
};
