import express from 'express';
import type { Request } from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { RequestClaims, SqlDatabase } from '../../domain/kernel';
import type { RestRouterOptions } from '../../server/platform/rest/rest-router';
import { restRouter } from '../../server/platform/rest/rest-router';

/** Test claims: the session header as the real gate reads it, and the profile from a test header. */
export const TEST_PROFILE_HEADER = 'x-test-profile';

export const headerClaims = (req: Request): RequestClaims => ({
  sessionToken: req.get('x-luna-session') ?? null,
  profileId: req.get(TEST_PROFILE_HEADER) ?? null,
});

export interface RestTestServer {
  readonly baseUrl: string;
  /** A postgrest-js client for one visitor. */
  client(visitor: { sessionToken?: string; profileId?: string }): PostgrestClient;
  close(): Promise<void>;
}

/** The router alone on a real socket (ephemeral port), as the server mounts it at /rest/v1. */
export const startRestServer = async (
  db: SqlDatabase,
  options: Partial<Omit<RestRouterOptions, 'db'>> = {},
): Promise<RestTestServer> => {
  const app = express();
  app.use('/rest/v1', restRouter({ db, resolveClaims: headerClaims, ...options }));
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    client: ({ sessionToken, profileId }) =>
      new PostgrestClient(`${baseUrl}/rest/v1`, {
        headers: {
          ...(sessionToken ? { 'x-luna-session': sessionToken } : {}),
          ...(profileId ? { [TEST_PROFILE_HEADER]: profileId } : {}),
        },
        // A 503 is an answer under test here, not something to wait out.
        retry: false,
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
