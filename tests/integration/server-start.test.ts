import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lunaChatAssistantResponse } from '../../contracts/luna-chat-assistant.contract';
import { EMBEDDED_PUBLIC_API_KEY } from '../../server/platform/security/settings';
import { buildServer } from '../../scripts/build-server';
import { freePort } from '../support/tcp-relay';

/**
 * `npm start` (server/main.ts) and `npm run dev` (server/dev.ts) as processes: a bad setting
 * stops either with one readable line per problem and exit code 1; a good start in dev composes
 * the same app as `npm start`, names its adapters, serves Luna's chat, and stops cleanly.
 */
const projectRoot = path.resolve(import.meta.dirname, '../..');
const READY_TIMEOUT_MS = 90_000;

interface Started {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  exited: Promise<number | null>;
}

const start = (script: string, env: Record<string, string>): Started => {
  // node with tsx's loader, not `npx tsx`: one process, so its exit code and signals are the server's own.
  // The compiled server (`npm start`) runs on node alone.
  const child = spawn(process.execPath, script.endsWith('.js') ? [script] : ['--import', 'tsx', script], {
    cwd: projectRoot,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
};

const linesOf = (text: string): string[] => text.split('\n').filter((line) => line.trim() !== '');

describe.each(['server/main.ts', 'server/dev.ts', 'dist-server/main.js'])('%s with bad settings', { timeout: 60_000 }, (script) => {
  let dataDir: string;
  beforeAll(async () => {
    if (script.startsWith('dist-server/')) await buildServer();
    dataDir = mkdtempSync(path.join(tmpdir(), 'moonwise-bad-settings-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stops with exit code 1 and one line per problem, without a Cause or a stack', async () => {
    const server = start(script, { PUBLIC_API_KEY: 'short', PORT: 'abc', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(linesOf(server.stderr())).toEqual(['PORT must be a whole number from 0 to 65535', 'PUBLIC_API_KEY must be at least 16 characters']);
    expect(server.stderr()).not.toContain('Cause(');
    expect(server.stderr()).not.toMatch(/^\s+at /m);
    expect(server.stdout()).toBe('');
  });

  it('refuses production without Stripe, one line per missing setting: the payment sandbox never runs there', async () => {
    const stripeUnset = { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', STRIPE_PRICE_DESTINY_MOON: '', STRIPE_PRICE_ULTIMATE_ASTROLOGY: '' };
    const server = start(script, { NODE_ENV: 'production', ACCESS_TOKEN_SECRET: 'x'.repeat(40), PUBLIC_SITE_URL: 'https://moonwise.example', DATA_DIR: dataDir, ...stripeUnset });
    expect(await server.exited).toBe(1);
    expect(linesOf(server.stderr())).toEqual(
      ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_DESTINY_MOON', 'STRIPE_PRICE_ULTIMATE_ASTROLOGY'].map(
        (name) => `${name} is required in production: the test-mode payment sandbox never runs there`,
      ),
    );
    expect(server.stdout()).not.toContain('sandbox');
  });
});

describe('npm run dev', { timeout: 120_000 }, () => {
  let dataDir: string;
  let baseUrl: string;
  let server: Started;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'moonwise-dev-'));
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    server = start('server/dev.ts', { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', OPENAI_API_KEY: '' });
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (!server.stdout().includes('is ready on')) {
      if (server.child.exitCode !== null) throw new Error(`npm run dev exited (${server.child.exitCode}):\n${server.stderr()}`);
      if (Date.now() > deadline) throw new Error(`npm run dev was not ready within ${READY_TIMEOUT_MS} ms:\n${server.stdout()}${server.stderr()}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, READY_TIMEOUT_MS + 10_000);

  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('names the adapter chosen for each port in its start-up log', () => {
    const ports = linesOf(server.stdout())
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { port?: string; adapter?: string })
      .filter((line) => line.port !== undefined);
    expect(Object.fromEntries(ports.map((line) => [line.port, line.adapter]))).toMatchObject({
      database: `PGlite at ${path.join(dataDir, 'pglite')}`,
      'language model': 'scripted Luna (no OPENAI_API_KEY)',
      places: 'bundled GeoNames gazetteer',
      'zone rules': expect.any(String),
      'access-token secret': `generated into ${path.join(dataDir, 'access-token-secret')}`,
    });
  });

  it('serves Luna’s chat, as npm start does', async () => {
    const response = await fetch(`${baseUrl}/functions/v1/luna-chat-assistant`, {
      method: 'POST',
      headers: { apikey: EMBEDDED_PUBLIC_API_KEY, authorization: `Bearer ${EMBEDDED_PUBLIC_API_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Hello Luna' }),
    });
    expect(response.status).toBe(200);
    expect(lunaChatAssistantResponse.parse(await response.json()).response).not.toBe('');
  });

  it('serves the UI through Vite', async () => {
    const response = await fetch(`${baseUrl}/`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('/@vite/client');
  });

  it('stops on SIGTERM with exit code 0', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
