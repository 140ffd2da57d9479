import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { visitorAddress } from '../support/chaos-chat';

/**
 * The visitors of the chat bench: each one a session that types a scripted conversation over
 * keep-alive HTTP, turn after turn, and starts a new conversation when it ends. They run on a
 * worker thread so the server's event loop (and PGlite, which runs on it) is not also the
 * client's; the server then sees what it would see from browsers. Each session binds its own
 * loopback address (127.0.0.x), so per-connection counters spread as they would over real visitors.
 */

export interface LoadOptions {
  baseUrl: string;
  path: string;
  headers: Record<string, string>;
  sessions: number;
  warmupMs: number;
  durationMs: number;
  /** Makes the scripted emails unique to this measurement, so every conversation is a new visitor. */
  label: string;
  /** Check that each conversation reaches its reading (the chat endpoint; a baseline answers anything). */
  expectReading: boolean;
}

export interface LoadResult {
  /** Milliseconds per turn, for the turns started inside the measured window. */
  latencies: Float64Array<ArrayBuffer>;
  /** The median per turn of the script (index 0 is its first turn), to show which turns cost. */
  p50ByTurn: number[];
  elapsedMs: number;
  /** Conversations finished inside the window. */
  conversations: number;
  failures: number;
  firstFailure: string | null;
}

const NAMES = ['Ana', 'Maya', 'Chloe', 'Priya', 'Sofia', 'Elena', 'Grace', 'Nadia'] as const;

/** A new visitor's conversation: goal, name, details, email, three confirmations, then free questions. */
export const conversationScript = (session: number, conversation: number, label: string): string[] => {
  const name = NAMES[session % NAMES.length] ?? 'Ana';
  return [
    'Hi Luna! I feel stuck in my career and I want more abundance',
    name,
    'I was born on 14 March 1990 at 8:30am in Lisbon',
    `${name.toLowerCase()}.${label}.s${session}.c${conversation}@example.com`,
    'yes',
    'Yes',
    'yes',
    'What is a moon sign?',
    'What should I do at the new moon?',
    'How do I manifest with the full moon?',
    'Thank you Luna',
  ];
};

/** What each turn of the script is, for the per-turn figures. */
export const TURN_LABELS = ['goal', 'name', 'birth details', 'email', 'yes (email)', 'yes (date)', 'yes (place): reading', 'moon sign?', 'new moon?', 'full moon?', 'thanks'] as const;

/** The turn whose answer should carry the reading link: the last confirmation. */
export const READING_TURN = 6;

interface ChatAnswer {
  session_updates?: { sessionToken?: string };
  moon_reading_generated?: boolean;
  reading_url?: string | null;
}

const postJson = (agent: http.Agent, url: URL, headers: Record<string, string>, body: unknown): Promise<{ status: number; text: string }> =>
  new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });

/** How far into its first measured conversation each visitor starts: spread evenly over the script. */
export const staggerOffset = (session: number, sessions: number, scriptLength: number): number =>
  Math.floor((session * scriptLength) / Math.max(1, sessions)) % scriptLength;

/** More failures than this in one measurement means the server is broken, not slow: stop. */
const MAX_FAILURES = 200;

/**
 * Each visitor warms up on whole conversations, then starts a new one and plays its stagger
 * offset of turns; when every visitor is in place the measured window opens. Without the
 * stagger, visitors started together stay in step and a short window at 50 sessions would time
 * only the first turns of the script, never the reading.
 */
export const runLoad = async (options: LoadOptions, onWindowOpen: () => void = () => undefined): Promise<LoadResult> => {
  const url = new URL(options.path, options.baseUrl);
  const scriptLength = conversationScript(0, 0, options.label).length;
  const warmupUntil = performance.now() + options.warmupMs;
  let measureFrom = Number.POSITIVE_INFINITY;
  let measureUntil = Number.POSITIVE_INFINITY;
  let arrived = 0;
  let open: () => void = () => undefined;
  const windowOpen = new Promise<void>((resolve) => {
    open = resolve;
  });
  const arrive = () => {
    if (++arrived < options.sessions) return windowOpen;
    measureFrom = performance.now();
    measureUntil = measureFrom + options.durationMs;
    onWindowOpen();
    open();
    return windowOpen;
  };

  const latencies: number[] = [];
  const byTurn: number[][] = Array.from({ length: scriptLength }, () => []);
  let lastEnd = 0;
  let conversations = 0;
  let failures = 0;
  let firstFailure: string | null = null;
  const fail = (why: string) => {
    failures++;
    firstFailure ??= why;
    if (failures > MAX_FAILURES) throw new Error(`More than ${MAX_FAILURES} failed turns; the first: ${firstFailure}`);
  };

  const visitor = async (session: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: `127.0.0.${10 + session}` });
    let count = 0;
    const fresh = () => ({ script: conversationScript(session, count++, options.label), turn: 0, sessionToken: null as string | null });
    let conversation = fresh();

    /** One turn of the current conversation; a finished or failed conversation makes way for a new one. */
    const playTurn = async (measured: boolean) => {
      const { script, turn, sessionToken } = conversation;
      const message = script[turn] ?? '';
      const started = performance.now();
      let answer: ChatAnswer;
      try {
        // Each conversation from an address of its own (the server trusts one proxy): one address may have ten emails sent an hour.
        const from = visitorAddress(`${options.label}:${session}:${conversation.script[0] ?? ''}:${count}`);
        const { status, text } = await postJson(agent, url, { ...options.headers, 'x-forwarded-for': from }, { message, sessionToken });
        if (status !== 200) throw new Error(`HTTP ${status}: ${text.slice(0, 300)}`);
        answer = JSON.parse(text) as ChatAnswer;
      } catch (error) {
        fail(`turn ${turn + 1} (${JSON.stringify(message)}): ${String(error)}`);
        conversation = fresh();
        return;
      }
      const ended = performance.now();
      if (measured) {
        latencies.push(ended - started);
        byTurn[turn]?.push(ended - started);
        lastEnd = Math.max(lastEnd, ended);
      }
      if (options.expectReading && turn === READING_TURN && !(answer.moon_reading_generated && answer.reading_url)) {
        fail(`turn ${turn + 1} did not bring the reading: ${JSON.stringify(answer).slice(0, 300)}`);
        conversation = fresh();
        return;
      }
      conversation.sessionToken = answer.session_updates?.sessionToken ?? null;
      conversation.turn++;
      if (conversation.turn === script.length) {
        if (measured) conversations++;
        conversation = fresh();
      }
    };

    try {
      while (performance.now() < warmupUntil) await playTurn(false);
      conversation = fresh();
      while (conversation.turn < staggerOffset(session, options.sessions, scriptLength)) await playTurn(false);
      await arrive();
      while (performance.now() < measureUntil) await playTurn(true);
    } finally {
      agent.destroy();
    }
  };

  await Promise.all(Array.from({ length: options.sessions }, (_, session) => visitor(session)));
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  return {
    latencies: Float64Array.from(latencies),
    p50ByTurn: byTurn.map(median),
    elapsedMs: Math.max(0, lastEnd - measureFrom),
    conversations,
    failures,
    firstFailure,
  };
};

/**
 * Runs `runLoad` on a worker thread; `onWindowOpen` is told (on this thread) when the measured
 * window opens, so the caller can watch its own event loop over the same window. tsx does not hook worker threads by itself, so the worker
 * loads this very module through tsx's API and, seeing it is not the main thread, runs the load.
 */
export const runLoadOnWorker = (options: LoadOptions, onWindowOpen: () => void = () => undefined): Promise<LoadResult> =>
  new Promise((resolve, reject) => {
    const self = JSON.stringify(import.meta.url);
    const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ tsImport }) => tsImport(${self}, ${self}))`;
    const worker = new Worker(boot, { eval: true, workerData: { lunaChatLoad: options } });
    // A promise settles once: after the result, the exit changes nothing.
    worker.on('message', (message: WorkerMessage) => {
      if (message.kind === 'window-open') onWindowOpen();
      else resolve(message.result);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The load worker stopped (code ${code}) without a result`)));
  });

type WorkerMessage = { kind: 'window-open' } | { kind: 'result'; result: LoadResult };

const task = (workerData as { lunaChatLoad?: LoadOptions } | null)?.lunaChatLoad;
if (!isMainThread && task && parentPort) {
  const port = parentPort;
  const post = (message: WorkerMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
  const result = await runLoad(task, () => post({ kind: 'window-open' }));
  post({ kind: 'result', result }, [result.latencies.buffer]);
}
