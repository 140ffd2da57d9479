/**
 * Report PDFs drawn in a worker thread kept warm (docs/decisions/038-report-rendering-thread.md):
 * drawing a report is 0.5–2 s of the CPU, and the first one in a process 4–5 s while the layout
 * engine and the fonts load, all of which would otherwise stop the process's event loop, and
 * with it every request the web server answers. The thread loads the renderer and draws a small
 * sample once when it starts (render-thread-entry.ts), so the first buyer's report is drawn warm.
 *
 * The documents go to the thread one at a time, in the order asked; the PDF's bytes come back
 * moved, not copied. A drawing that fails rejects with the thread's own message; a thread that
 * dies (or overruns the time limit, and is stopped) fails the drawing in hand and is replaced
 * by a new one at the next report.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ReportDocument } from '../../domain/reports';

/** A drawing asked of the thread. */
export interface ThreadRequest {
  id: number;
  document: ReportDocument;
}

/** What the thread says: its warm-up's outcome, then one reply per drawing. */
export type ThreadReply =
  | { kind: 'warm'; ms: number; pages: number }
  | { kind: 'warm-failed'; message: string }
  | { kind: 'done'; id: number; bytes: ArrayBuffer; pages: number }
  | { kind: 'failed'; id: number; message: string };

export interface RenderedReport {
  bytes: Uint8Array;
  pages: number;
}

export interface ReportThread {
  /** The document as a PDF, drawn in the thread after the drawings asked before it. */
  render(document: ReportDocument): Promise<RenderedReport>;
  /** Starts the thread now if none runs; resolves with the warm-up's milliseconds once it has drawn its sample. */
  warm(): Promise<number>;
  /** Ends the thread (a drawing in hand is abandoned); later drawings are refused. */
  stop(): Promise<void>;
}

export interface ReportThreadOptions {
  /** The thread's code; render-thread-entry beside this module (or the compiled server's) otherwise. */
  entry?: URL;
  /** A drawing that takes longer stops its thread and fails; 5 minutes otherwise. */
  timeLimitMs?: number;
  /** A thread that takes longer to load and draw its sample is stopped; 2 minutes otherwise. */
  warmLimitMs?: number;
}

const ENTRY_NAME = 'render-thread-entry';

/**
 * Where the thread's code is. From the sources, the .ts beside this file. In the compiled server
 * (scripts/build-server.ts) the entry is its own bundle, dist-server/render-thread-entry.js,
 * while this code sits in dist-server/ or in one of its chunks/, so both are looked in.
 */
export const threadEntry = (from: string = import.meta.url): URL => {
  if (from.endsWith('.ts') || from.endsWith('.tsx')) return new URL(`./${ENTRY_NAME}.ts`, from);
  const candidates = [new URL(`./${ENTRY_NAME}.js`, from), new URL(`../${ENTRY_NAME}.js`, from)];
  const found = candidates.find((url) => existsSync(url));
  if (found === undefined) throw new Error(`The report thread's code is not beside ${fileURLToPath(from)}: looked for ${candidates.map((url) => fileURLToPath(url)).join(' and ')}.`);
  return found;
};

/**
 * How the thread is started. The compiled entry is plain JavaScript. TypeScript sources need
 * tsx, but before node 22 a loader named in a thread's execArgv (`--import tsx`) is not in place
 * when the thread loads its first module, and tsx's register() fails inside a thread on node 20;
 * so the thread runs a line of JavaScript that loads the entry through tsx's tsImport, which
 * compiles the entry and everything it imports.
 */
const threadStart = (entry: URL): { script: URL | string; eval: boolean } => {
  if (!entry.pathname.endsWith('.ts')) return { script: entry, eval: false };
  const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const script = `import(${JSON.stringify(tsxApi)}).then(({ tsImport }) => tsImport(${JSON.stringify(entry.href)}, ${JSON.stringify(entry.href)}));`;
  return { script, eval: true };
};

interface Pending {
  id: number;
  resolve: (report: RenderedReport) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

interface Running {
  worker: Worker;
  warm: Promise<number>;
  pending: Pending | null;
  ended: boolean;
  /** Why the thread ended, for a drawing that was waiting for it to warm up. */
  endReason: string;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export const reportThread = ({ entry = threadEntry(), timeLimitMs = 5 * 60_000, warmLimitMs = 2 * 60_000 }: ReportThreadOptions = {}): ReportThread => {
  const { script, eval: isEval } = threadStart(entry);
  let running: Running | null = null;
  let stopped = false;
  let nextId = 1;
  let tail: Promise<unknown> = Promise.resolve();

  /** The thread is gone: the drawing in hand fails, and the next one starts another thread. */
  const end = (thread: Running, reason: string) => {
    if (thread.ended) return;
    thread.ended = true;
    thread.endReason = reason;
    if (running === thread) running = null;
    const pending = thread.pending;
    thread.pending = null;
    if (pending !== null) {
      clearTimeout(pending.timer);
      pending.reject(new Error(reason));
    }
  };

  const start = (): Running => {
    const worker = new Worker(script, { eval: isEval, name: 'report-pdf' });
    let warmed: (ms: number) => void = () => undefined;
    let warmFailed: (error: Error) => void = () => undefined;
    const warm = new Promise<number>((resolve, reject) => {
      warmed = resolve;
      warmFailed = reject;
    });
    // Nobody need wait for the warm-up; its failure is also the next drawing's.
    warm.catch(() => undefined);
    const thread: Running = { worker, warm, pending: null, ended: false, endReason: '' };
    // Loading and the sample have their own limit, so a thread that never warms up cannot hold the drawings waiting on it.
    const warmTimer = setTimeout(() => {
      const reason = `The report thread took longer than ${Math.round(warmLimitMs / 1000)} s to start; it was stopped.`;
      warmFailed(new Error(reason));
      end(thread, reason);
      void worker.terminate();
    }, warmLimitMs);
    warm.then(
      () => clearTimeout(warmTimer),
      () => clearTimeout(warmTimer),
    );
    // The thread holds the process open only while it warms up or draws, never while idle.
    const idle = () => {
      if (thread.pending === null) worker.unref();
    };
    worker.on('message', (reply: ThreadReply) => {
      if (reply.kind === 'warm') {
        warmed(reply.ms);
        idle();
      } else if (reply.kind === 'warm-failed') {
        warmFailed(new Error(reply.message));
        idle();
      } else {
        const pending = thread.pending;
        if (pending === null || pending.id !== reply.id) return;
        thread.pending = null;
        clearTimeout(pending.timer);
        if (reply.kind === 'done') pending.resolve({ bytes: new Uint8Array(reply.bytes), pages: reply.pages });
        else pending.reject(new Error(reply.message));
        idle();
      }
    });
    worker.on('error', (error) => {
      const reason = `The report thread failed: ${messageOf(error)}`;
      warmFailed(new Error(reason));
      end(thread, reason);
    });
    worker.on('exit', (code) => {
      const reason = `The report thread stopped (exit code ${code})`;
      warmFailed(new Error(reason));
      end(thread, reason);
    });
    return thread;
  };

  const draw = async (document: ReportDocument): Promise<RenderedReport> => {
    if (stopped) throw new Error('The report renderer has stopped.');
    const thread = (running ??= start());
    // The time limit is the drawing's own: a new thread's loading and sample, slow on a busy
    // machine, would otherwise fail every report drawn after a restart, and so every retry.
    await thread.warm.catch(() => undefined);
    if (stopped) throw new Error('The report renderer stopped before the report was drawn.');
    if (thread.ended) throw new Error(thread.endReason);
    const id = nextId++;
    return new Promise<RenderedReport>((resolve, reject) => {
      const timer = setTimeout(() => {
        const reason = `The report took longer than ${Math.round(timeLimitMs / 1000)} s to draw; its thread was stopped.`;
        end(thread, reason);
        void thread.worker.terminate(); // its exit is already accounted for by end()
      }, timeLimitMs);
      thread.pending = { id, resolve, reject, timer };
      thread.worker.ref();
      try {
        thread.worker.postMessage({ id, document } satisfies ThreadRequest);
      } catch (error) {
        // A document that cannot be copied to the thread (a function in it, say) never leaves.
        thread.pending = null;
        clearTimeout(timer);
        reject(new Error(`The report could not be sent to its thread: ${messageOf(error)}`));
      }
    });
  };

  return {
    render: (document) => {
      const drawn = tail.then(() => draw(document));
      tail = drawn.catch(() => undefined);
      return drawn;
    },
    warm: () => {
      if (stopped) return Promise.reject(new Error('The report renderer has stopped.'));
      return (running ??= start()).warm;
    },
    stop: async () => {
      stopped = true;
      const thread = running;
      if (thread === null) return;
      end(thread, 'The report renderer stopped before the report was drawn.');
      await thread.worker.terminate();
    },
  };
};
