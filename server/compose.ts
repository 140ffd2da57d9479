import { Data, Effect } from 'effect';
import type { Server } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createApp } from './app';
import type { ServerConfig } from './config';
import { buildUi, uiBuildIsStale } from './ui-build';

/**
 * The one composition root: picks adapters from the settings and wires them into the app.
 * Effect owns resource lifetimes here (the listening socket now; database pools and
 * workers as they arrive), so a stop releases everything in reverse order.
 */
export class ServerStartError extends Data.TaggedError('ServerStartError')<{ readonly message: string }> {}
export class UiBuildError extends Data.TaggedError('UiBuildError')<{ readonly message: string }> {}

export const projectRoot = path.resolve(import.meta.dirname, '..');
export const uiOutDir = path.join(projectRoot, 'dist');

const version = (): string =>
  (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version;

export const ensureUiBuilt = Effect.gen(function* () {
  if (!uiBuildIsStale(projectRoot, uiOutDir)) return;
  yield* Effect.logInfo('Building the site (first start or changed sources)...');
  yield* Effect.tryPromise({
    try: () => buildUi(projectRoot),
    catch: (cause) => new UiBuildError({ message: `The site could not be built: ${String(cause)}` }),
  });
});

const listen = (config: ServerConfig, serveUi: boolean) =>
  Effect.callback<Server, ServerStartError>((resume) => {
    const app = createApp({
      config,
      version: version(),
      startedAt: Date.now(),
      now: Date.now,
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

/** The running server as a scoped resource: acquired by listening, released by closing. */
export const httpServer = (config: ServerConfig, { serveUi = true } = {}) =>
  Effect.acquireRelease(listen(config, serveUi), close);
