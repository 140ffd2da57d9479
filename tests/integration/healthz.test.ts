import { Effect, Exit, Scope } from 'effect';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthResponse } from '../../domain/contracts';
import { httpServer } from '../../server/compose';
import { readConfig } from '../../server/config';

// A real server on a real socket: the same composition `npm start` uses.
let scope: Scope.Closeable;
let baseUrl: string;

beforeAll(async () => {
  scope = Effect.runSync(Scope.make());
  const config = readConfig({ PORT: '0', HOST: '127.0.0.1' });
  const server = await Effect.runPromise(Scope.provide(scope)(httpServer(config, { serveUi: false })));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await Effect.runPromise(Scope.close(scope, Exit.void));
});

describe('GET /healthz', () => {
  it('answers 200 with JSON that matches its contract', async () => {
    const response = await fetch(`${baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = healthResponse.parse(await response.json());
    expect(body.brand).toBe('Moonwise');
  });

  it('does not announce the framework', async () => {
    const response = await fetch(`${baseUrl}/healthz`);
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});

describe('settings', () => {
  it('refuses a port that is not a number, naming the setting', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
