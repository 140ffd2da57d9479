import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../scripts/build-server';
import { freePort } from './seeded-server-process';

/**
 * The real server (server/main.ts) as a process of its own, in a process group of its own, for
 * the chaos test and the chat load bench: they kill it with SIGKILL mid-turn, restart it on
 * the same database, and read its resident memory from /proc.
 */
const projectRoot = path.resolve(import.meta.dirname, '../..');
const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;

export interface ServerProcess {
  /** http://127.0.0.1:<port>, without a trailing slash. */
  readonly baseUrl: string;
  readonly pid: number;
  readonly child: ChildProcess;
  /** The data directory (PGlite's files when no DATABASE_URL is given). */
  readonly dataDir: string;
  /** What the process printed, to explain a failure. */
  output(): string;
  /** Resolves once the process has exited. */
  readonly exited: Promise<void>;
  /** SIGKILL to the whole process group, at once; resolves when the server is gone. */
  kill(): Promise<void>;
  /** SIGTERM (SIGKILL after 10 s); keeps the data directory unless asked to remove it. */
  stop(options?: { removeData?: boolean }): Promise<void>;
}

export interface StartOptions {
  /** Settings on top of the test's own environment (DATABASE_URL, rate limits, ...). */
  env: Record<string, string>;
  /** Reuse a data directory (the same PGlite database after a restart); a new one otherwise. */
  dataDir?: string;
  /**
   * Run the compiled server as `npm start` does (dist-server/main.js on node alone, built first
   * when a source changed), rather than the sources through tsx: for memory figures.
   */
  compiled?: boolean;
}

/** `npm start`'s first step: build dist-server when a source changed since the last build. */
const buildServerIfStale = (): void => {
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts', '--if-stale'], { cwd: projectRoot, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`The server build failed (${built.status ?? built.signal}):\n${built.stdout}${built.stderr}`);
};

/** Starts server/main.ts on a free port and resolves once GET /healthz answers 200. */
export const startServerProcess = async (options: StartOptions): Promise<ServerProcess> => {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'moonwise-chaos-'));
  if (options.compiled) buildServerIfStale();
  // node itself (with tsx's loader for the sources), not `npx tsx`: its pid is the server's own.
  const child = spawn(process.execPath, options.compiled ? [...SERVER_NODE_FLAGS, 'dist-server/main.js'] : ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('The server process did not start');
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // The group is already gone.
    }
  };
  const server: ServerProcess = {
    baseUrl: `http://127.0.0.1:${port}`,
    pid,
    child,
    dataDir,
    output: () => printed,
    exited,
    kill: async () => {
      if (running()) signalGroup('SIGKILL');
      await exited;
    },
    stop: async ({ removeData = false } = {}) => {
      if (running()) {
        signalGroup('SIGTERM');
        const forced = setTimeout(() => signalGroup('SIGKILL'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(forced);
      }
      if (removeData) rmSync(dataDir, { recursive: true, force: true });
    },
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!running()) {
      await server.stop({ removeData: options.dataDir === undefined });
      throw new Error(`The server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${printed}`);
    }
    try {
      if ((await fetch(`${server.baseUrl}/healthz`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.stop({ removeData: options.dataDir === undefined });
  throw new Error(`The server was not healthy within ${READY_TIMEOUT_MS} ms:\n${printed}`);
};

/** The process group of a pid: field 5 of /proc/<pid>/stat, read after the command's closing parenthesis. */
const groupOf = (pid: string): number | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[2]);
  } catch {
    return null;
  }
};

const rssKbOf = (pid: string): number => {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
};

/**
 * Resident memory of a process group in kB (VmRSS summed over its processes), and how many
 * processes that is. Linux only; elsewhere null.
 */
export const groupRss = (pgid: number): { kb: number; processes: number } | null => {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  let kb = 0;
  let processes = 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || groupOf(entry) !== pgid) continue;
    kb += rssKbOf(entry);
    processes++;
  }
  return processes === 0 ? null : { kb, processes };
};
