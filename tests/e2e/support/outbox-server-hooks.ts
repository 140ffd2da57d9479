import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../../support/seeded-server-process';

const SCRIPT = path.join(import.meta.dirname, 'outbox-server.ts');
const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 5_000;

export interface QueuedEmail {
  subject: string;
  text: string;
  html: string;
  /** The outbox row's status: pending until the app's relay has sent it (to a .eml file here). */
  status: 'pending' | 'sent' | 'failed';
}

/**
 * A spec's own server whose email outbox the test can read (tests/e2e/support/outbox-server.ts):
 * started before the file's tests, stopped after them. Call at the top of the spec.
 */
export const useOutboxServer = () => {
  let child: ChildProcess | undefined;
  let baseUrl = '';
  test.describe.configure({ mode: 'default' });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], { env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', RATE_LIMIT_EMAILS_PER_CONNECTION: '100000' }, stdio: ['ignore', 'ignore', 'inherit'] });
    await expect
      .poll(
        async () => {
          if (child?.exitCode !== null) throw new Error(`The outbox server stopped (${String(child?.exitCode)})`);
          return fetch(`${baseUrl}/healthz`).then(
            (response) => response.ok,
            () => false,
          );
        },
        { timeout: READY_TIMEOUT_MS, intervals: [200] },
      )
      .toBe(true);
  });
  test.afterAll(async () => {
    const running = child;
    if (running === undefined || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS))]);
  });

  /** The emails queued for this address with this subject, oldest first. */
  const emailsTo = async (to: string, subject: string): Promise<QueuedEmail[]> => {
    const response = await fetch(`${baseUrl}/__e2e/outbox?to=${encodeURIComponent(to)}`);
    const emails = (await response.json()) as QueuedEmail[];
    return emails.filter((email) => email.subject === subject);
  };

  return {
    get baseUrl(): string {
      return baseUrl;
    },
    /** The newest email to this address with this subject, once it is queued. */
    latestEmail: async (to: string, subject: string): Promise<QueuedEmail> => {
      let found: QueuedEmail | undefined;
      await expect
        .poll(async () => {
          found = (await emailsTo(to, subject)).at(-1);
          return found !== undefined;
        })
        .toBe(true);
      return found as QueuedEmail;
    },
    emailsTo,
  };
};
