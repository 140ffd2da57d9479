import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../support/test-databases';
import { functionError } from '../../contracts/functions.contract';
import { moonSignResponse } from '../../contracts/moon-sign.contract';
import { openApiDocument } from '../../server/api/openapi-document';
import { startComposedServer, testConfig, type ComposedServer } from '../support/composed-server';
import { type RawAnswer, sendRaw, tableDigests } from '../support/fuzz-http';
import { type FuzzOperation, type JunkRequest, cleanEnvelopeRequestArb, junkRequestArb, type OpenApiLike, operationsOf } from '../support/fuzz-openapi';

/**
 * Contract fuzzing: every operation of the OpenAPI document gets junk, generated from its own
 * request schemas (fields missing, of the wrong type or out of bounds; odd Unicode; huge, deep
 * and prototype-polluting values; bodies that are not JSON or not declared as JSON; wrong keys
 * and tokens). Every junk request to a function that takes a body is invalid by construction, so:
 * no answer is a 5xx, every refusal is JSON, nothing is stored, a POST never says yes, nothing
 * reaches Object.prototype, and the server still answers a valid request afterwards.
 * FC_SEED replays another seed; FUZZ_RUNS sets the requests per operation.
 */
const PUBLIC_KEY = 'contract-fuzz-public-key';
const SECRET = 'contract-fuzz-secret-long-enough-for-hs256';
const SEED = process.env.FC_SEED ? Number(process.env.FC_SEED) : 20_261_124;
const RUNS = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : 40;
/** Junk bodies in a clean envelope per operation, so each function's own checks meet junk in every run. */
const CLEAN_ENVELOPE_RUNS = 10;
const LISBON_ID = 2267057;
const VALID_HEADERS = { apikey: PUBLIC_KEY, authorization: `Bearer ${PUBLIC_KEY}`, 'content-type': 'application/json' };

const OPERATIONS: readonly FuzzOperation[] = operationsOf(openApiDocument() as OpenApiLike);

const prototypeNames = () => ({
  object: Object.getOwnPropertyNames(Object.prototype).sort(),
  array: Object.getOwnPropertyNames(Array.prototype).sort(),
  function: Object.getOwnPropertyNames(Function.prototype).sort(),
});

const parsedJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

const errorTextOf = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const { error, message } = body as { error?: unknown; message?: unknown };
  return typeof error === 'string' ? error : typeof message === 'string' ? message : undefined;
};

const shown = (request: JunkRequest, answer?: RawAnswer): string => {
  const body = request.body === null ? '(none)' : `${request.body.length} bytes ${JSON.stringify(request.body.subarray(0, 160).toString('utf8'))}`;
  const headers = JSON.stringify(request.headers).slice(0, 300);
  const got = answer ? ` -> ${answer.status} ${answer.contentType} ${answer.text.slice(0, 300)}` : '';
  return `${request.method} ${request.path}?${request.query.slice(0, 160)} [${request.label}] headers ${headers} body ${body}${got}`;
};

/** What is wrong with this answer to junk; empty when it is as it should be. */
const problemsWith = (operation: FuzzOperation, request: JunkRequest, answer: RawAnswer): string[] => {
  const problems: string[] = [];
  if (answer.status >= 500 || answer.status < 200) problems.push('a 5xx (or no status)');
  // Invalid by construction: a function that takes a body must refuse every one of these.
  if (operation.method === 'POST' && answer.status < 300) problems.push('junk accepted');
  // 431 is Node's own answer to a request line or headers past 16 kB, before the app sees it.
  if (answer.status >= 400 && answer.status !== 431) {
    if (!answer.contentType.includes('application/json')) problems.push('a refusal that is not JSON');
    else if (errorTextOf(parsedJson(answer.text)) === undefined) problems.push('a JSON refusal without error or message');
  }
  return problems;
};

/** The function's own code answered (not the gate or the body parser): its refusal has `error`, or it said yes to a GET. */
const reachedTheFunction = (answer: RawAnswer): boolean => {
  if (answer.status < 300) return true;
  const body = parsedJson(answer.text);
  return answer.status < 500 && functionError.safeParse(body).success && typeof (body as { code?: unknown }).code !== 'string';
};

describe.each(testDatabaseKinds())('contract fuzzing, on %s', (kind) => {
  let target: TestDatabase;
  let server: ComposedServer;
  const prototypesBefore = prototypeNames();
  const statuses = new Map<number, number>();
  let sent = 0;
  let startedAt = 0;

  beforeAll(async () => {
    startedAt = Date.now();
    target = await openTestDatabase(kind);
    server = await startComposedServer(
      testConfig({ PUBLIC_API_KEY: PUBLIC_KEY, ACCESS_TOKEN_SECRET: SECRET, LOG_LEVEL: 'warn', MAIL_RELAY: 'off', REPORT_WORKER: 'off' }),
      target.db,
    );
  });

  afterAll(async () => {
    await server?.close();
    await target?.dispose();
    const histogram = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    console.info(`contract fuzzing on ${kind}: ${OPERATIONS.length} operations, ${sent} junk requests in ${((Date.now() - startedAt) / 1000).toFixed(1)} s (${histogram})`);
  });

  it('fuzzes the document the server serves', async () => {
    const served = (await (await fetch(`${server.baseUrl}/functions/v1/openapi.json`)).json()) as OpenApiLike;
    expect(operationsOf(served)).toEqual(OPERATIONS);
    expect(OPERATIONS.length).toBeGreaterThan(0);
  });

  it.each(OPERATIONS.map((operation, index) => [`${operation.method} ${operation.path}`, operation, index] as const))(
    '%s: junk gets a 4xx with a JSON error and stores nothing',
    async (_name, operation, index) => {
      const requests = [
        ...fc.sample(junkRequestArb(operation, PUBLIC_KEY), { seed: SEED + index, numRuns: RUNS }),
        ...fc.sample(cleanEnvelopeRequestArb(operation, PUBLIC_KEY), { seed: SEED + index, numRuns: CLEAN_ENVELOPE_RUNS }),
      ];
      // A loopback address of its own per operation: one operation's refusals never spend another's connection share.
      const localAddress = `127.0.${1 + Math.floor(index / 200)}.${10 + (index % 200)}`;
      const before = await tableDigests(target.db);
      const problems: string[] = [];
      let reached = 0;
      for (const request of requests) {
        sent += 1;
        let answer: RawAnswer;
        try {
          answer = await sendRaw(server.baseUrl, request, localAddress);
        } catch (error) {
          problems.push(`no answer (${String(error)}): ${shown(request)}`);
          continue;
        }
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        for (const problem of problemsWith(operation, request, answer)) problems.push(`${problem}: ${shown(request, answer)}`);
        if (reachedTheFunction(answer)) reached += 1;
      }
      expect(problems).toEqual([]);
      expect(await tableDigests(target.db)).toEqual(before);
      // The junk got past the key and the body parser to the function's own checks, at least once.
      expect(reached, 'answers from the function itself').toBeGreaterThan(0);
    },
    60_000,
  );

  // Found by the fuzzing: bodies a contract takes, but with U+0000 (PostgreSQL stores none) or nesting deep
  // enough to overflow the stack, were 500s; so was a body that does not inflate as its Content-Encoding says.
  it.each([
    ['report-error', `{"source":"window","message":"a\\u0000b"}`, 'invalid_body'],
    ['report-error', `{"source":"window","message":"m","context":{"moon\\u0000":1}}`, 'invalid_body'],
    ['report-error', `{"source":"window","message":"m","context":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`, 'invalid_body'],
    ['contact', JSON.stringify({ name: 'Ana\u0000', email: 'ana@example.com', message: 'How is my Moon sign worked out?' }), 'invalid_body'],
    ['luna-chat-assistant', JSON.stringify({ message: 'hello\u0000' }), 'invalid_body'],
    ['save-profile', JSON.stringify({ email: 'ana@example.com', full_name: 'Ana\u0000', birth_date: '1990-03-14', birth_place: { id: LISBON_ID, label: 'Lisbon' } }), 'invalid_body'],
  ])('%s: a body it cannot store (%#) is a 400 that stores nothing', async (name, body, code) => {
    const before = await tableDigests(target.db);
    const answer = await sendRaw(server.baseUrl, { method: 'POST', path: `/functions/v1/${name}`, query: '', headers: { ...VALID_HEADERS }, body: Buffer.from(body), label: '' });
    expect(answer.status, answer.text).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({ code });
    expect(await tableDigests(target.db)).toEqual(before);
  });

  it.each(['gzip', 'deflate', 'br'])('a body that is not %s as its Content-Encoding says is a 400', async (encoding) => {
    const answer = await sendRaw(server.baseUrl, {
      method: 'POST',
      path: '/functions/v1/moon-sign',
      query: '',
      headers: { ...VALID_HEADERS, 'content-encoding': encoding },
      body: Buffer.from('{"birth_date":"1990-03-14"}'),
      label: '',
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({ code: 'invalid_body_encoding' });
  });

  it('leaves Object.prototype as it was, writes no error to the log, and still answers a valid request', async () => {
    expect(prototypeNames()).toEqual(prototypesBefore);
    const probe = {} as Record<string, unknown>;
    for (const key of ['polluted', 'isAdmin']) expect(probe[key], key).toBeUndefined();
    expect(Object.prototype.toString.call([])).toBe('[object Array]');
    expect(server.logs().filter((line) => Number(line.level) >= 50)).toEqual([]);

    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    const answer = await fetch(`${server.baseUrl}/functions/v1/moon-sign`, {
      method: 'POST',
      headers: VALID_HEADERS,
      body: JSON.stringify({ birth_date: '1990-03-14', birth_time: '08:30', birth_place_id: LISBON_ID }),
    });
    expect(answer.status).toBe(200);
    moonSignResponse.parse(await answer.json());
  });
});
