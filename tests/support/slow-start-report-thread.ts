/**
 * The report thread's code, slow to start for tests: it holds its thread for SLOW_START_MS before
 * loading the real thread, as loading the renderer does on a busy machine.
 */
const SLOW_START_MS = 3_000;

const until = Date.now() + SLOW_START_MS;
while (Date.now() < until) {
  // Held on purpose: nothing else runs in this thread until it has loaded.
}
await import('../../adapters/pdf/render-thread-entry');

export {};
