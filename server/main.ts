import { Effect } from 'effect';
import type { AddressInfo } from 'node:net';
import { ensureUiBuilt, httpServer } from './http-server';
import { runServer } from './run-server';

/** `npm start`: build the UI when needed, then serve it and the API until stopped. */
runServer((config, logger) =>
  Effect.gen(function* () {
    if (process.argv.includes('--build-ui-if-needed')) yield* ensureUiBuilt(logger);
    const server = yield* httpServer(config, { warmPlaces: true, warmReports: true, logger });
    const { port } = server.address() as AddressInfo;
    logger.info(`${config.BRAND_NAME} is ready on http://localhost:${port}`);
  }),
);
