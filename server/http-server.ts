import { execFile } from 'node:child_process';
import { Data, Effect } from 'effect';
import type { Express, RequestHandler } from 'express';
import type { Server } from 'node:http';
import path from 'node:path';
import type { Logger } from 'pino';
import { sharedGazetteer } from '../adapters/gazetteer';
import { openDatabase } from '../adapters/sql';
import type { SqlDatabase } from '../domain/kernel';
import type { ServerConfig } from './config';
import { composeApp, projectRoot, stopApp } from './compose';
import { createLogger } from './platform/security';
import { uiBuildIsStale } from './ui-build';

/**
 * The server's resources and their lifetimes, as Effect scopes (ADR 003): the database first,
 * then the listening socket on the composed app; a stop closes the socket before the database.
 * Every way start-up can fail is a typed error whose message is one line fit to print.
 */
export class ServerStartError extends Data.TaggedError('ServerStartError')<{ readonly message: string }> {}
export class UiBuildError extends Data.TaggedError('UiBuildError')<{ readonly message: string }> {}
export class DatabaseStartError extends Data.TaggedError('DatabaseStartError')<{ readonly message: string }> {}
/** A setting read later than the schema can check it (the access-token secret's file). */
export class SettingsError extends Data.TaggedError('SettingsError')<{ readonly message: string }> {}

export type StartError = ServerStartError | UiBuildError | DatabaseStartError | SettingsError;

/** The built site; UI_DIR points elsewhere (a second build beside the first, for parallel browser runs). */
export const uiOutDir = process.env.UI_DIR ? path.resolve(process.env.UI_DIR) : path.join(projectRoot, 'dist');

export const ensureUiBuilt = (logger: Logger) =>
  Effect.gen(function* () {
    if (!uiBuildIsStale(projectRoot, uiOutDir)) return;
    logger.info('Building the site (first start or changed sources)...');
    // In a process of its own: the build switches React to its production mode, and this server
    // has already loaded React in the mode it started in (the email templates use it).
    yield* Effect.tryPromise({
      try: () => buildInChild(),
      catch: (cause) => new UiBuildError({ message: `The site could not be built: ${messageOf(cause)}` }),
    });
  });

/** `npm run build`'s script into uiOutDir; rejects with the build's last lines of error output. */
const buildInChild = (): Promise<void> =>
  new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(projectRoot, 'scripts', 'build-site.ts'), '--out-dir', uiOutDir],
      { cwd: projectRoot, maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error === null) resolve();
        else reject(new Error(stderr.trim().split('\n').slice(-3).join(' ') || error.message));
      },
    );
  });

const messageOf = (cause: unknown): string => (cause instanceof Error ? cause.message : String(cause));

/** PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR; migrated on open, closed at the scope's end. */
export const database = (config: ServerConfig) =>
  Effect.acquireRelease(
    Effect.tryPromise({
      try: () => openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }),
      catch: (cause) => new DatabaseStartError({ message: `The database could not be opened: ${messageOf(cause)}` }),
    }),
    (db) => Effect.promise(() => db.close()),
  );

export interface ServeOptions {
  /** Serve the built UI from dist/ (or UI_DIR); default true. */
  serveUi?: boolean;
  /** `npm run dev`: Vite's middleware serves the UI instead. */
  devServer?: RequestHandler;
  /** Load the places before listening, so the first visitor who searches does not wait. */
  warmPlaces?: boolean;
  /** Start the report thread and its warm-up drawing now (when this process makes reports), so the first buyer's report is drawn warm. */
  warmReports?: boolean;
  /** The logger the app and the start-up lines share; one at LOG_LEVEL otherwise. */
  logger?: Logger;
}

const listen = (config: ServerConfig, db: SqlDatabase, options: ServeOptions, logger: Logger) =>
  Effect.gen(function* () {
    const app = yield* Effect.try({
      try: () =>
        composeApp(config, db, {
          logger,
          ...(options.warmReports ? { warmReports: true } : {}),
          ...(options.devServer ? { devServer: options.devServer } : {}),
          ...((options.serveUi ?? true) && !options.devServer ? { uiDir: uiOutDir } : {}),
        }),
      catch: (cause) => new SettingsError({ message: messageOf(cause) }),
    });
    return yield* Effect.callback<{ server: Server; app: Express }, ServerStartError>((resume) => {
      const server = app.listen(config.PORT, config.HOST, (error?: Error) => {
        if (error) resume(Effect.fail(new ServerStartError({ message: `Cannot listen on ${config.HOST}:${config.PORT}: ${error.message}` })));
        else resume(Effect.succeed({ server, app }));
      });
      keepIdleConnectionsOpen(server);
    });
  });

/**
 * Node closes an idle keep-alive connection after 5 s. A browser or proxy that reuses it at that
 * moment gets 'socket hang up' for a request the server never saw; under load a chat visitor's
 * next message can arrive just then. Idle connections stay open longer than common proxies keep
 * theirs (60 s), so the client closes first; headers must still arrive within the usual minute.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

const keepIdleConnectionsOpen = (server: Server) => {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
};

const close = ({ server, app }: { server: Server; app: Express }) =>
  Effect.promise(async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await stopApp(app);
  });

/** The running server as a scoped resource: its database first, then the socket on the composed app. */
export const httpServer = (config: ServerConfig, options: ServeOptions = {}) =>
  Effect.gen(function* () {
    const logger = options.logger ?? createLogger(config.LOG_LEVEL);
    const db = yield* database(config);
    if (options.warmPlaces) yield* Effect.sync(() => sharedGazetteer());
    const running = yield* Effect.acquireRelease(listen(config, db, options, logger), close);
    return running.server;
  });
