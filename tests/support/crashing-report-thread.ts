/**
 * The report thread's code with one fault added, for tests: a document named CRASHING_NAME ends
 * the thread (exit code 70), as a crash in the PDF library would, before it is drawn.
 */
import { parentPort } from 'node:worker_threads';
// The real thread first: both listen from the start, so no document arrives before either does.
import '../../adapters/pdf/render-thread-entry';

/** The name that ends the thread (tests/integration/report-thread.test.ts asks for it); this file is run, never imported. */
const CRASHING_NAME = 'Crash Test';

// The real thread only queues a drawing when a document arrives; this ends the thread in the same turn.
parentPort?.on('message', (request: { document?: { name?: string } }) => {
  if (request.document?.name === CRASHING_NAME) process.exit(70);
});
