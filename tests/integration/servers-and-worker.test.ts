import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database';
import { lunaChatAssistantResponse } from '../../contracts/luna-chat-assistant.contract';
import { checkoutSessionResponse } from '../../contracts/payments.contract';
import { freeReadingRefusal, freeReadingResponse } from '../../contracts/reading-form.contract';
import { reportLibraryResponse } from '../../contracts/report-library.contract';
import { rateLimitMessage } from '../../domain/reading';
import { EMBEDDED_PUBLIC_API_KEY } from '../../server/platform/security/settings';
import { sayTo } from '../support/chaos-chat';
import { askForReading, requestReading } from '../support/free-reading-client';
import { describePostgres } from '../support/postgres-suite';
import { type ServerProcess, startServerProcess, stopServerProcess, waitUntilHealthy } from '../support/server-process';

/**
 * The deployment the README describes (issue 23): two web servers and one `npm run worker`, each
 * a process with a data directory of its own, on one PostgreSQL. Nothing a visitor needs may live
 * on one process's disk or in its memory: a report made by the worker downloads from either
 * server, a rate limit counts across both, and a chat continues on whichever server answers next.
 */
const headers = { apikey: EMBEDDED_PUBLIC_API_KEY, authorization: `Bearer ${EMBEDDED_PUBLIC_API_KEY}`, 'content-type': 'application/json' };
const READINGS_PER_EMAIL = 2;
const fresh = (what: string) => `${what}.${randomBytes(4).toString('hex')}@example.com`;

/** Reads until `done` says yes, or the deadline passes; the caller's expectation then says what went wrong. */
const waitFor = async <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

describePostgres('two web servers and a worker on one PostgreSQL', () => {
  let scratch: ScratchDatabase | undefined;
  const processes: ServerProcess[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  let worker: ServerProcess;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.DATABASE_URL as string);
    // What every process of a deployment shares: the database and the secret that signs tokens.
    // The servers leave the reports and the mail to the worker.
    const env = {
      DATABASE_URL: scratch.url,
      ACCESS_TOKEN_SECRET: randomBytes(48).toString('base64url'),
      LOG_LEVEL: 'info',
      RATE_LIMIT_READINGS_PER_EMAIL: String(READINGS_PER_EMAIL),
    };
    const servers = { ...env, REPORT_WORKER: 'off', MAIL_RELAY: 'off' };
    // Pushed before waiting, so afterAll stops whatever started even if one start fails.
    processes.push(await startServerProcess('a', servers), await startServerProcess('b', servers), await startServerProcess('worker', env, 'server/worker.ts'));
    [a, b, worker] = processes as [ServerProcess, ServerProcess, ServerProcess];
    await Promise.all([waitUntilHealthy(a), waitUntilHealthy(b), worker.printed('report worker is ready')]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(processes.map(stopServerProcess));
    await scratch?.drop();
  });

  const post = (on: ServerProcess, name: string, body: unknown) => fetch(`${on.baseUrl}/functions/v1/${name}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const library = async (on: ServerProcess, token: string) =>
    reportLibraryResponse.parse(await (await fetch(`${on.baseUrl}/functions/v1/report-library?token=${token}`, { headers })).json());

  it('names the report_files table as where every process keeps the PDFs', () => {
    for (const process of [a, b, worker]) expect(process.output(), process.name).toContain('"msg":"report files: the report_files table in PostgreSQL"');
  });

  it('downloads from server B a report bought through server A and made by the worker', { timeout: 180_000 }, async () => {
    const { token } = await askForReading(a.baseUrl, EMBEDDED_PUBLIC_API_KEY, { email: fresh('report') });
    const started = checkoutSessionResponse.parse(await (await post(a, 'checkout-session', { report: 'lunar', token })).json());
    const session = new URL(started.url, a.baseUrl).searchParams.get('session') ?? '';
    expect((await post(a, 'sandbox-checkout', { session, choice: 'pay' })).status).toBe(200);

    const listed = await waitFor(() => library(b, token), (answer) => answer.reports[0]?.status === 'ready', 150_000);
    const [report] = listed.reports;
    expect(report?.status).toBe('ready');
    const deliveryId = /\/reports\/([0-9a-f-]{36})\.pdf/.exec(report?.reportUrl ?? '')?.[1] ?? '';
    expect(worker.output()).toContain(deliveryId);
    expect(worker.lines.some((line) => line.includes('"report ready"') && line.includes(deliveryId))).toBe(true);

    const download = await fetch(`${b.baseUrl}${report?.reportUrl ?? ''}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    // And from A, which neither took the order's report nor made it.
    expect((await fetch(`${a.baseUrl}${report?.reportUrl ?? ''}`)).status).toBe(200);
    // No process kept it on its own disk.
    for (const process of [a, b, worker]) expect(existsSync(path.join(process.dataDir, 'reports')), process.name).toBe(false);
  });

  it('counts one email’s readings across both servers, and both refuse the one over the limit', async () => {
    const email = fresh('limit');
    // The first makes the reading; the next, from a caller who does not hold it, is proposed to its owner: both count.
    const answers: string[] = [];
    for (let i = 0; i < READINGS_PER_EMAIL; i += 1) {
      const response = await requestReading(i % 2 === 0 ? a.baseUrl : b.baseUrl, EMBEDDED_PUBLIC_API_KEY, { email });
      answers.push(freeReadingResponse.parse(await response.json()).status);
    }
    expect(answers).toEqual(['success', 'pending']);
    for (const server of [a, b]) {
      const refused = await requestReading(server.baseUrl, EMBEDDED_PUBLIC_API_KEY, { email });
      expect(refused.status, server.name).toBe(429);
      expect(freeReadingRefusal.parse(await refused.json())).toMatchObject({ status: 'rate_limited', limitType: 'email', error: rateLimitMessage('email') });
    }
  });

  it('continues on server B a chat with Luna begun on server A', async () => {
    const first = await sayTo(a.baseUrl, 'Hi Luna, my name is Zoë', null);
    expect(first.status, first.text).toBe(200);
    const begun = lunaChatAssistantResponse.parse(JSON.parse(first.text)).session_updates;
    expect(begun).toMatchObject({ turnNumber: 1, name: 'Zoë' });

    const second = await sayTo(b.baseUrl, 'I was born on 14 March 1990', first.sessionToken);
    expect(second.status, second.text).toBe(200);
    const continued = lunaChatAssistantResponse.parse(JSON.parse(second.text)).session_updates;
    expect(continued).toMatchObject({ sessionToken: first.sessionToken, sessionId: begun?.sessionId, turnNumber: 2, name: 'Zoë', birthDate: '1990-03-14' });
  });
});
