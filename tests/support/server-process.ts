import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from './tcp-relay';

/**
 * A server (`server/main.ts`) or a worker (`server/worker.ts`) as a process of its own, as a
 * deployment runs several of them, each with a data directory of its own.
 */
const projectRoot = path.resolve(import.meta.dirname, '../..');
const READY_TIMEOUT_MS = 45_000;

export interface ServerProcess {
  readonly name: string;
  readonly baseUrl: string;
  readonly child: ChildProcess;
  readonly dataDir: string;
  /** What the process printed so far, line by line (stdout and stderr). */
  readonly lines: readonly string[];
  /** What the process printed, to explain a failed start. */
  output(): string;
  /** Resolves once the process has printed a line containing `text`; rejects if it exits first. */
  printed(text: string): Promise<void>;
}

/** The entry: a TypeScript source run through tsx, or a compiled bundle (a path ending .js) run by node alone. */
export const startServerProcess = async (name: string, env: Record<string, string>, entry: 'server/main.ts' | 'server/worker.ts' | `${string}.js` = 'server/main.ts'): Promise<ServerProcess> => {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `moonwise-${name}-`));
  // node with tsx's loader, not `npx tsx`: one process, so its pid is the server's own.
  const child = spawn(process.execPath, entry.endsWith('.js') ? [entry] : ['--import', 'tsx', entry], {
    cwd: projectRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'test', ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiting = new Set<(line: string) => void>();
  // Whole lines: a log line can arrive split across two chunks of a pipe.
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      for (const waiter of waiting) waiter(line);
    });
  }
  const output = () => lines.join('\n');
  const printed = (text: string) =>
    new Promise<void>((resolve, reject) => {
      if (lines.some((line) => line.includes(text))) return resolve();
      const onExit = (code: number | null) => {
        waiting.delete(waiter);
        reject(new Error(`${name} exited (${code}) before printing '${text}':\n${output()}`));
      };
      const waiter = (line: string) => {
        if (!line.includes(text)) return;
        waiting.delete(waiter);
        child.off('exit', onExit);
        resolve();
      };
      waiting.add(waiter);
      child.once('exit', onExit);
    });
  return { name, baseUrl: `http://127.0.0.1:${port}`, child, dataDir, lines, output, printed };
};

export const waitUntilHealthy = async (server: ServerProcess): Promise<void> => {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`Server ${server.name} exited (${server.child.exitCode}):\n${server.output()}`);
    try {
      if ((await fetch(`${server.baseUrl}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Server ${server.name} was not healthy within ${READY_TIMEOUT_MS} ms:\n${server.output()}`);
};

export const stopServerProcess = async (server: ServerProcess): Promise<void> => {
  const { child } = server;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const forced = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(forced);
  }
  rmSync(server.dataDir, { recursive: true, force: true });
};
