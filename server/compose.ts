import { Data, Effect } from 'effect';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { sharedGazetteer } from '../adapters/gazetteer';
import { openAiLanguageModel } from '../adapters/llm-openai';
import { openDatabase } from '../adapters/sql';
import { createZoneRules } from '../adapters/zone-rules';
import { DEFAULT_RATE_LIMIT_CONFIG } from '../domain/rate-limit';
import type { SqlDatabase } from '../domain/ports/sql';
import { createApp } from './app';
import type { ServerConfig } from './config';
import type { LunaServices, PlaceLookup } from './functions/deps';
import { accessTokens, createLogger, loadAccessTokenSecret } from './security';
import { buildUi, uiBuildIsStale } from './ui-build';

/**
 * The one composition root: picks adapters from the settings and wires them into the app.
 * Effect owns resource lifetimes here (the database, the listening socket), so a stop
 * closes the socket first and the database after it.
 */
export class ServerStartError extends Data.TaggedError('ServerStartError')<{ readonly message: string }> {}
export class UiBuildError extends Data.TaggedError('UiBuildError')<{ readonly message: string }> {}
export class DatabaseStartError extends Data.TaggedError('DatabaseStartError')<{ readonly message: string }> {}

export const projectRoot = path.resolve(import.meta.dirname, '..');
/** The built site; UI_DIR points elsewhere (a second build beside the first, for parallel browser runs). */
export const uiOutDir = process.env.UI_DIR ? path.resolve(process.env.UI_DIR) : path.join(projectRoot, 'dist');

const version = (): string =>
  (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version;

export const ensureUiBuilt = Effect.gen(function* () {
  if (!uiBuildIsStale(projectRoot, uiOutDir)) return;
  yield* Effect.logInfo('Building the site (first start or changed sources)...');
  yield* Effect.tryPromise({
    try: () => buildUi(projectRoot, uiOutDir),
    catch: (cause) => new UiBuildError({ message: `The site could not be built: ${String(cause)}` }),
  });
});

/** PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR; migrated on open. */
export const database = (config: ServerConfig) =>
  Effect.acquireRelease(
    Effect.tryPromise({
      try: () => openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }),
      catch: (cause) => new DatabaseStartError({ message: `The database could not be opened: ${String(cause)}` }),
    }),
    (db) => Effect.promise(() => db.close()),
  );

/** The bundled places load on first use (about 2 s); the server warms them before it reports ready. */
const lazyPlaces: PlaceLookup = {
  search: (query, limit) => sharedGazetteer().search(query, limit),
  resolve: (id) => sharedGazetteer().resolve(id),
};

/** Luna: the scripted guide by default, a language model when OPENAI_API_KEY is set. */
export const lunaServices = (config: ServerConfig, logger: { warn: (obj: object, msg: string) => void }): LunaServices => ({
  model: config.OPENAI_API_KEY
    ? openAiLanguageModel({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, model: config.LUNA_MODEL })
    : null,
  rules: createZoneRules().rules,
  brandName: config.BRAND_NAME,
  rateLimits: {
    windowMs: DEFAULT_RATE_LIMIT_CONFIG.windowMs,
    max: {
      email: config.RATE_LIMIT_READINGS_PER_EMAIL,
      session: config.RATE_LIMIT_READINGS_PER_SESSION,
      ip: config.RATE_LIMIT_READINGS_PER_CONNECTION,
    },
  },
  onModelFailure: (err) => logger.warn({ err }, 'the language model failed; the scripted reply was used'),
});

const listen = (config: ServerConfig, db: SqlDatabase, { serveUi, devServer }: ServeOptions) =>
  Effect.callback<Server, ServerStartError>((resume) => {
    const secret = loadAccessTokenSecret({
      configured: config.ACCESS_TOKEN_SECRET,
      dataDir: config.DATA_DIR,
      production: config.NODE_ENV === 'production',
    });
    const clock = { now: Date.now };
    const logger = createLogger(config.LOG_LEVEL);
    const app = createApp({
      config,
      db,
      places: lazyPlaces,
      tokens: accessTokens({ secret, clock }),
      accessTokenSecret: secret,
      logger,
      luna: lunaServices(config, logger),
      version: version(),
      startedAt: Date.now(),
      now: Date.now,
      devServer,
      ...(serveUi ? { uiDir: uiOutDir } : {}),
    });
    const server = app.listen(config.PORT, config.HOST, (error?: Error) => {
      if (error) resume(Effect.fail(new ServerStartError({ message: `Cannot listen on ${config.HOST}:${config.PORT}: ${error.message}` })));
      else resume(Effect.succeed(server));
    });
  });

const close = (server: Server) =>
  Effect.promise(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );

export interface ServeOptions {
  serveUi?: boolean;
  devServer?: boolean;
  /** Load the places before listening, so the first visitor who searches does not wait. */
  warmPlaces?: boolean;
}

/** The running server as a scoped resource: its database first, then the socket. */
export const httpServer = (config: ServerConfig, options: ServeOptions = {}) =>
  Effect.gen(function* () {
    const db = yield* database(config);
    if (options.warmPlaces) yield* Effect.sync(() => sharedGazetteer());
    return yield* Effect.acquireRelease(listen(config, db, { serveUi: options.serveUi ?? true, devServer: options.devServer ?? false }), close);
  });
