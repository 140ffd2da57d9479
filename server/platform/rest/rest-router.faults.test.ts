import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { SqlDatabase, SqlExecutor, SqlResult } from '../../../domain/kernel';
import { DatabaseUnavailableError } from '../../../adapters/sql';
import type { RestRouterOptions } from './rest-router';
import { restRouter } from './rest-router';
import { headerClaims, startRestServer } from '../../../tests/support/rest-test-server';
import type { RestTestServer } from '../../../tests/support/rest-test-server';

interface Recorded {
  text: string;
  params: readonly unknown[] | undefined;
}

/** A database that answers every statement with no rows and remembers what it was asked. */
const recordingDatabase = (recorded: Recorded[], fail?: () => never): SqlDatabase => {
  const query = <R>(text: string, params?: readonly unknown[]): Promise<SqlResult<R & Record<string, unknown>>> => {
    recorded.push({ text, params });
    return Promise.resolve({ rows: [{ body: '[]', row_count: 0 } as unknown as R & Record<string, unknown>], rowCount: 0 });
  };
  return {
    kind: 'pglite',
    query,
    transaction: <T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> => {
      if (fail) fail();
      return work({ query });
    },
    close: () => Promise.resolve(),
  };
};

let server: RestTestServer | null = null;
let plainServer: Server | null = null;

afterEach(async () => {
  await server?.close();
  server = null;
  await new Promise<void>((resolve) => (plainServer ? plainServer.close(() => resolve()) : resolve()));
  plainServer = null;
});

const start = async (db: SqlDatabase, options: Partial<Omit<RestRouterOptions, 'db'>> = {}) => {
  server = await startRestServer(db, options);
  return server;
};

describe('when things go wrong', () => {
  it('answers 503 with a clear error when the database is unreachable', async () => {
    const down = recordingDatabase([], () => {
      throw new DatabaseUnavailableError({ message: 'The database is unavailable: connect ECONNREFUSED' });
    });
    const { baseUrl } = await start(down);
    const response = await fetch(`${baseUrl}/rest/v1/orders?select=id`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      code: 'PGRST000',
      message: 'Database connection error. Retrying the connection.',
      details: null,
      hint: 'Try again in a moment',
    });
  });

  it('answers an unexpected failure with a bare 500: no stack, no internal message', async () => {
    const reported: unknown[] = [];
    const broken = recordingDatabase([], () => {
      throw new TypeError('secret internals at /srv/app.js:12');
    });
    const { baseUrl } = await start(broken, { onUnexpectedError: (error) => reported.push(error) });
    const response = await fetch(`${baseUrl}/rest/v1/orders`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toMatch(/secret|internals|app\.js|at /);
    expect(JSON.parse(text)).toMatchObject({ code: 'PGRSTX00', message: 'Internal server error' });
    expect(reported).toHaveLength(1);
  });

  it('passes a refusal from resolveClaims through in the error shape', async () => {
    const { baseUrl } = await start(recordingDatabase([]), {
      resolveClaims: () => {
        throw { status: 401, code: '401', message: 'No API key found in request', hint: 'Send the public key in the apikey header' };
      },
    });
    const response = await fetch(`${baseUrl}/rest/v1/orders`);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(await response.json()).toEqual({ code: '401', message: 'No API key found in request', details: null, hint: 'Send the public key in the apikey header' });
  });

  it('passes an HttpError-shaped refusal through too', async () => {
    const { baseUrl } = await start(recordingDatabase([]), {
      resolveClaims: () => {
        throw Object.assign(new Error('Invalid API key'), { status: 401, body: { code: '401', message: 'Invalid API key', details: null, hint: null } });
      },
    });
    const response = await fetch(`${baseUrl}/rest/v1/orders`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: '401', message: 'Invalid API key', details: null, hint: null });
  });

  it('runs nothing for a request the planner refuses', async () => {
    const recorded: Recorded[] = [];
    const { baseUrl } = await start(recordingDatabase(recorded));
    await fetch(`${baseUrl}/rest/v1/orders?select=id;drop`);
    await fetch(`${baseUrl}/rest/v1/nope`);
    expect(recorded).toEqual([]);
  });
});

describe('behind an app-wide JSON parser', () => {
  it('uses the body the earlier parser already read', async () => {
    const recorded: Recorded[] = [];
    const app = express();
    app.use(express.json({ limit: '64kb' }));
    app.use('/rest/v1', restRouter({ db: recordingDatabase(recorded), resolveClaims: headerClaims }));
    plainServer = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    const baseUrl = `http://127.0.0.1:${(plainServer.address() as AddressInfo).port}`;
    const response = await fetch(`${baseUrl}/rest/v1/page_visits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page_url: '/faq' }),
    });
    expect(response.status).toBe(201);
    const insert = recorded.find((statement) => statement.text.startsWith('INSERT INTO "page_visits"'));
    expect(insert?.params).toEqual([JSON.stringify([{ page_url: '/faq' }])]);
  });
});
