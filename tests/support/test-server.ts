import express, { type Express } from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DestinationStream, Logger } from 'pino';
import { apiGate, API_PREFIXES } from '../../server/platform/security/api-gate';
import type { AccessTokens } from '../../server/platform/security/access-token';
import { sessionTokens, type SessionTokens } from '../../server/conversation/session-tokens';
import { errorHandler } from '../../server/platform/security/error-handler';
import { createLogger } from '../../server/platform/security/logging';
import { securityMiddleware } from '../../server/platform/security/security-middleware';

/**
 * A real server on an ephemeral port, wired in the order the composition root uses:
 * security middleware, the API gate on both prefixes, the routers, the error handler.
 * Its log lines are kept, so tests can read exactly what would be written.
 */
export interface TestServer {
  baseUrl: string;
  logLines: string[];
  logs(): Record<string, unknown>[];
  close(): Promise<void>;
}

export interface TestServerOptions {
  publicKey: string;
  tokens: AccessTokens;
  /** The chat session tokens the gate accepts: by default those issued under TEST_SESSION_SECRET. */
  sessions?: SessionTokens;
  corsOrigins?: readonly string[];
  /** As TRUST_PROXY: X-Forwarded-For names the connection, so a test can be several visitors. */
  trustProxy?: number;
  mount(app: Express): void;
}

/** The secret a test server's chat session tokens are issued under, unless the test names its own. */
export const TEST_SESSION_SECRET = 'test-server-session-secret-long-enough';

export const startTestServer = async ({ publicKey, tokens, sessions = sessionTokens(TEST_SESSION_SECRET), corsOrigins = [], trustProxy, mount }: TestServerOptions): Promise<TestServer> => {
  const logLines: string[] = [];
  const destination: DestinationStream = { write: (line: string) => void logLines.push(line) };
  const logger: Logger = createLogger('info', destination);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy ?? false);
  app.use(securityMiddleware({ CORS_ORIGINS: corsOrigins }, { logger }));
  app.use([...API_PREFIXES], apiGate({ publicKey, tokens, sessions }));
  mount(app);
  app.use(errorHandler);
  return listenForTest(app, logLines);
};

/** An app on an ephemeral loopback port, with the log lines it wrote; close() ends open connections too. */
export const listenForTest = async (app: Express, logLines: string[]): Promise<TestServer> => {
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    listening.once('error', reject);
  });
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    logLines,
    logs: () => logLines.map((line) => JSON.parse(line) as Record<string, unknown>),
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      // What the app runs besides requests (the report queue) stops before the test closes its database.
      await (app.locals as { stop?: () => Promise<void> }).stop?.();
    },
  };
};
