import { Effect, Exit, Scope } from 'effect';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthResponse } from '../../contracts';
import { READING_FORM_MESSAGES } from '../../contracts/reading-form.contract';
import { httpServer, KEEP_ALIVE_TIMEOUT_MS } from '../../server/http-server';
import { readConfig } from '../../server/config';

// A real server on a real socket: the same composition `npm start` uses.
let scope: Scope.Closeable;
let baseUrl: string;

beforeAll(async () => {
  scope = Effect.runSync(Scope.make());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'moonwise-healthz-'));
  const config = readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir });
  const server = await Effect.runPromise(Scope.provide(scope)(httpServer(config, { serveUi: false })));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await Effect.runPromise(Scope.close(scope, Exit.void));
});

describe('GET /healthz', () => {
  it('keeps an idle connection open for 65 s, past what proxies and browsers keep theirs, so none is reused as it closes', async () => {
    const header = await new Promise<string | undefined>((resolve, reject) => {
      http.get(`${baseUrl}/healthz`, { agent: new http.Agent({ keepAlive: true }) }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.headers['keep-alive'] as string | undefined));
      }).on('error', reject);
    });
    expect(header).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
  });

  it('answers 200 with JSON that matches its contract', async () => {
    const response = await fetch(`${baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = healthResponse.parse(await response.json());
    expect(body.brand).toBe('Moonwise');
  });

  it('does not announce the framework, and sends a content security policy and a request id', async () => {
    const response = await fetch(`${baseUrl}/healthz`);
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });
});

describe('the composed API', () => {
  it('gives the browser its public key through the runtime config', async () => {
    const script = await (await fetch(`${baseUrl}/runtime-config.js`)).text();
    expect(script).toContain('"publicApiKey":"moonwise-embedded-public-key"');
    // §2: the global auto-open setting is off unless the deployment turns it on.
    expect(script).toContain('"lunaAutoOpen":false');
  });

  it('refuses the API without the public key', async () => {
    const response = await fetch(`${baseUrl}/rest/v1/profiles?select=id`);
    expect(response.status).toBe(401);
  });

  it('searches places through the functions with the public key', async () => {
    const response = await fetch(`${baseUrl}/functions/v1/place-search?q=springfield&limit=3`, {
      headers: { apikey: 'moonwise-embedded-public-key' },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { places: { label: string }[] };
    expect(body.places).toHaveLength(3);
  });

  it('answers the table API on the migrated database, with row-level security', async () => {
    const response = await fetch(`${baseUrl}/rest/v1/luna_chat_sessions?select=id`, {
      headers: { apikey: 'moonwise-embedded-public-key', authorization: 'Bearer moonwise-embedded-public-key' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });
});

describe('settings', () => {
  it('refuses a port that is not a number, naming the setting', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});

describe('the free reading switch', () => {
  // Its own server, started like the one above (warming the places takes a while on a busy machine).
  let offScope: Scope.Closeable;
  let offUrl: string;

  beforeAll(async () => {
    offScope = Effect.runSync(Scope.make());
    const dataDir = mkdtempSync(path.join(tmpdir(), 'moonwise-readings-off-'));
    const config = readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, FREE_READINGS: 'off' });
    const server = await Effect.runPromise(Scope.provide(offScope)(httpServer(config, { serveUi: false })));
    offUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await Effect.runPromise(Scope.close(offScope, Exit.void));
  });

  it('answers the form with the spec’s notice while FREE_READINGS is off', async () => {
    const response = await fetch(`${offUrl}/functions/v1/free-reading`, {
      method: 'POST',
      headers: { apikey: 'moonwise-embedded-public-key', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: READING_FORM_MESSAGES.orchestratorDisabled, status: 'disabled' });
  });

  it('refuses a value other than on or off, naming the setting', () => {
    expect(() => readConfig({ FREE_READINGS: 'maybe' })).toThrow(/FREE_READINGS/);
  });
});
