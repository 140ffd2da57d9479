import { Effect } from 'effect';
import type { AddressInfo } from 'node:net';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { projectRoot } from './compose';
import { ServerStartError, httpServer } from './http-server';
import { runServer } from './run-server';

/** Vite in middleware mode, closed when the server stops. */
const viteDevServer = Effect.acquireRelease(
  Effect.tryPromise({
    try: () => createViteServer({ root: projectRoot, server: { middlewareMode: true }, appType: 'spa' }),
    catch: (cause) => new ServerStartError({ message: `Vite could not start: ${cause instanceof Error ? cause.message : String(cause)}` }),
  }),
  (vite: ViteDevServer) => Effect.promise(() => vite.close()),
);

/** `npm run dev`: the app as `npm start` composes it, Luna's chat included, with Vite serving the UI so edits reload at once. */
runServer((config, logger) =>
  Effect.gen(function* () {
    const vite = yield* viteDevServer;
    const server = yield* httpServer(config, { devServer: vite.middlewares, warmPlaces: true, warmReports: true, logger });
    const { port } = server.address() as AddressInfo;
    logger.info(`${config.BRAND_NAME} (dev) is ready on http://localhost:${port}`);
  }),
);
