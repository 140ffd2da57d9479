import { Cause, Effect, Fiber, Result, type Scope } from 'effect';
import type { Logger } from 'pino';
import { ConfigError, type ServerConfig, readConfig } from './config';
import type { StartError } from './http-server';
import { createLogger } from './platform/security';

/**
 * Runs a server (`npm start`, `npm run dev`) until SIGINT or SIGTERM, which close its resources
 * in order and exit 0. A start that fails prints what went wrong on stderr, one line per problem
 * (each bad setting names its variable), and exits 1: never an Effect Cause or a stack trace for
 * a failure we know. Only a defect, a bug, is printed with its stack.
 */
export type ServerProgram = (config: ServerConfig, logger: Logger) => Effect.Effect<unknown, StartError, Scope.Scope>;

const settings = Effect.try({
  try: () => readConfig(),
  catch: (error) => (error instanceof ConfigError ? error : new ConfigError([String(error)])),
});

/** What stderr says about a failed start. */
export const failureLines = (cause: Cause.Cause<StartError | ConfigError>): string[] => {
  const error = Cause.findError(cause);
  if (Result.isSuccess(error)) return error.success instanceof ConfigError ? [...error.success.problems] : [error.success.message];
  const defect = Cause.squash(cause);
  return [`The server stopped unexpectedly: ${defect instanceof Error ? (defect.stack ?? defect.message) : String(defect)}`];
};

export const runServer = (program: ServerProgram): void => {
  const fiber = Effect.runFork(
    Effect.scoped(
      Effect.gen(function* () {
        const config = yield* settings;
        yield* program(config, createLogger(config.LOG_LEVEL));
        return yield* Effect.never;
      }),
    ),
  );

  const stop = () => {
    void Effect.runPromise(Fiber.interrupt(fiber)).then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  fiber.addObserver((exit) => {
    // A stop interrupts the fiber: that is a clean exit, not a failure.
    if (exit._tag === 'Failure' && !Cause.hasInterruptsOnly(exit.cause)) {
      for (const line of failureLines(exit.cause)) console.error(line);
      process.exit(1);
    }
  });
};
