import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SqlDatabase } from '../../domain/ports/sql';
import { type CompositionOverrides, composeApp } from '../../server/compose';
import { type ServerConfig, readConfig } from '../../server/config';
import { createLogger } from '../../server/security';

/**
 * The app as `npm start` composes it (server/compose.ts), on a database the test opened, on an
 * ephemeral port. Its log lines are kept, so a test can read exactly what would be written.
 */
export interface ComposedServer {
  baseUrl: string;
  logLines: string[];
  logs(): Record<string, unknown>[];
  close(): Promise<void>;
}

/** Settings for a test server: the given ones over a quiet, local, embedded default. */
export const testConfig = (env: Record<string, string> = {}): ServerConfig =>
  readConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env });

export const startComposedServer = async (config: ServerConfig, db: SqlDatabase, overrides: CompositionOverrides = {}): Promise<ComposedServer> => {
  const logLines: string[] = [];
  const logger = createLogger(config.LOG_LEVEL, { write: (line: string) => void logLines.push(line) });
  const app = composeApp(config, db, { logger, ...overrides });
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    listening.once('error', reject);
  });
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    logLines,
    logs: () => logLines.map((line) => JSON.parse(line) as Record<string, unknown>),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
