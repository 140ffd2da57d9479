import { Cause, Effect, Fiber } from 'effect';
import type { AddressInfo } from 'node:net';
import { ConfigError, readConfig } from './config';
import { ensureUiBuilt, httpServer } from './compose';

/** `npm start`: build the UI when needed, then serve it and the API until stopped. */
const program = Effect.scoped(
  Effect.gen(function* () {
    const config = readConfig();
    if (process.argv.includes('--build-ui-if-needed')) yield* ensureUiBuilt;
    const server = yield* httpServer(config, { warmPlaces: true });
    const { port } = server.address() as AddressInfo;
    yield* Effect.logInfo(`${config.BRAND_NAME} is ready on http://localhost:${port}`);
    return yield* Effect.never;
  }),
);

const fiber = Effect.runFork(program);

const stop = () => {
  void Effect.runPromise(Fiber.interrupt(fiber)).then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

fiber.addObserver((exit) => {
  // A stop (SIGINT/SIGTERM) interrupts the fiber: that is a clean exit, not a failure.
  if (exit._tag === 'Failure' && !Cause.hasInterruptsOnly(exit.cause)) {
    const cause = String(exit.cause);
    console.error(cause.includes(ConfigError.name) ? cause : `The server stopped: ${cause}`);
    process.exit(1);
  }
});
