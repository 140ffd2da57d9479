import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A port on this machine that nothing listens on (yet). */
export const freePort = (): Promise<number> =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

export interface SeededServer {
  /** http://127.0.0.1:<port>, without a trailing slash. */
  baseUrl: string;
  /** Sends SIGUSR2, so the server applies the update file, and resolves once it says "seed applied". */
  applyUpdate(): Promise<void>;
  /** Stops the server (SIGTERM, then up to 5 seconds for it to exit) and removes the seed files. */
  stop(): Promise<void>;
}

const SERVER_SCRIPT = path.join(import.meta.dirname, 'seeded-server.ts');
const READY_TIMEOUT_MS = 90_000;
const UPDATE_TIMEOUT_MS = 10_000;
const STOP_TIMEOUT_MS = 5_000;
const SEED_APPLIED = 'seed applied';

/**
 * tests/support/seeded-server.ts in a process of its own, on a free port, with `seed` put in
 * first and `update` applied on applyUpdate(). The JSON files sit in a temporary directory that
 * stop() removes. Resolves once GET /healthz answers.
 */
export const startSeededServer = async (seed: object, update?: object): Promise<SeededServer> => {
  const seedDir = mkdtempSync(path.join(tmpdir(), 'moonwise-seed-'));
  const seedPath = path.join(seedDir, 'seed.json');
  writeFileSync(seedPath, JSON.stringify(seed));
  const args = ['--import', 'tsx', SERVER_SCRIPT, seedPath];
  if (update) {
    const updatePath = path.join(seedDir, 'update.json');
    writeFileSync(updatePath, JSON.stringify(update));
    args.push(updatePath);
  }

  let port: number;
  try {
    port = await freePort();
  } catch (error) {
    rmSync(seedDir, { recursive: true, force: true });
    throw error;
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  const appliedCount = () => stdout.split(SEED_APPLIED).length - 1;

  const waitFor = async (ready: () => Promise<boolean> | boolean, what: string, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (await ready()) return;
      if (child.exitCode !== null) throw new Error(`The seeded server stopped (${child.exitCode}) while waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`Timed out waiting for ${what}`);
  };

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS))]);
    }
    rmSync(seedDir, { recursive: true, force: true });
  };

  try {
    await waitFor(
      async () => {
        try {
          return (await fetch(`${baseUrl}/healthz`)).ok;
        } catch {
          return false;
        }
      },
      'GET /healthz',
      READY_TIMEOUT_MS,
    );
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    baseUrl,
    applyUpdate: async () => {
      if (!update) throw new Error('startSeededServer was given no update to apply');
      const before = appliedCount();
      child.kill('SIGUSR2');
      await waitFor(() => appliedCount() > before, `"${SEED_APPLIED}" after SIGUSR2`, UPDATE_TIMEOUT_MS);
    },
    stop,
  };
};
