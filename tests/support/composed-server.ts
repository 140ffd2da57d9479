import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SqlDatabase } from '../../domain/kernel';
import { type CompositionOverrides, composeApp } from '../../server/compose';
import { type ServerConfig, readConfig } from '../../server/config';
import { createLogger } from '../../server/platform/security';
import { listenForTest, type TestServer } from './test-server';

/**
 * The app as `npm start` composes it (server/compose.ts), on a database the test opened, on an
 * ephemeral port. Its log lines are kept, so a test can read exactly what would be written.
 */
export type ComposedServer = TestServer;

/**
 * Settings for a test server: the given ones over a quiet, local, embedded default, with a data
 * directory of its own (its .eml outbox and report files stay out of the project's .data).
 */
export const testConfig = (env: Record<string, string> = {}): ServerConfig =>
  readConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'moonwise-test-')), ...env });

export const startComposedServer = async (config: ServerConfig, db: SqlDatabase, overrides: CompositionOverrides = {}): Promise<ComposedServer> => {
  const logLines: string[] = [];
  const logger = createLogger(config.LOG_LEVEL, { write: (line: string) => void logLines.push(line) });
  const app = composeApp(config, db, { logger, ...overrides });
  return listenForTest(app, logLines);
};
