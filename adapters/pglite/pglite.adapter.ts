import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite, messages } from '@electric-sql/pglite';
import type { Results, Transaction } from '@electric-sql/pglite';
import type { SqlDatabase, SqlExecutor, SqlResult, SqlRow } from '../../domain/kernel';
import { toDatabaseError } from '../sql/errors';
import { migrate } from '../sql/migrate';
import type { MigrateOptions } from '../sql/migrate';
import { TransactionGuard } from '../sql/transaction-guard';
import { PG_TYPE, int8ToNumber, keepDateText } from '../sql/type-parsers';
import { SerialQueue } from './serial-queue';

export const MEMORY_DATA_DIR = 'memory://';

export interface OpenPgliteOptions {
  /** The PGlite directory itself; `memory://` for a database that lives and dies with the process. Default `${DATA_DIR}/pglite`. */
  dataDir?: string;
  /** Apply pending migrations on open (default true). */
  migrate?: boolean;
  log?: MigrateOptions['log'];
  /** Start from a `dumpDataDir` snapshot (a migrated template for tests); memory only. */
  loadDataDir?: Blob;
}

export interface PgliteDatabase extends SqlDatabase {
  readonly kind: 'pglite';
  /** A tarball of the whole database, for `loadDataDir` (test templates). */
  dumpDataDir(): Promise<Blob>;
}

/** Where the embedded database lives when nothing else is said. */
export const defaultPgliteDir = (env: NodeJS.ProcessEnv = process.env): string => path.join(env.DATA_DIR ?? '.data', 'pglite');

const parsers = { [PG_TYPE.DATE]: keepDateText, [PG_TYPE.INT8]: int8ToNumber };

type Runner = Pick<PGlite | Transaction, 'query' | 'exec'>;

const toResult = <R extends SqlRow>(result: Results<R> | undefined): SqlResult<R> => {
  const rows = result?.rows ?? [];
  return { rows, rowCount: result?.rowCount ?? result?.affectedRows ?? rows.length };
};

/**
 * With parameters: one statement over the extended protocol. Without: the simple protocol,
 * which runs a script of several statements (a migration) and answers with the last one,
 * as node-postgres does.
 */
const runQuery = async <R extends SqlRow>(runner: Runner, text: string, params?: readonly unknown[]): Promise<SqlResult<R>> => {
  try {
    if (params && params.length > 0) return toResult(await runner.query<R>(text, [...params]));
    const results = await runner.exec(text);
    return toResult(results.at(-1) as Results<R> | undefined);
  } catch (error) {
    throw toDatabaseError(error);
  }
};

interface SharedInstance {
  readonly pglite: PGlite;
  readonly queue: SerialQueue;
  readonly guard: TransactionGuard;
  users: number;
}

/** One PGlite per directory per process: two instances on one directory would corrupt it. */
const openDirectories = new Map<string, Promise<SharedInstance>>();

/**
 * Postgres sized for a small site (ADR 018): PGlite's own defaults (shared_buffers 128MB and
 * Postgres's work memory) make a WASM heap of several hundred MB that never shrinks. These
 * keep it near 140 MB after a load; the rows a page reads fit many times over.
 */
export const PGLITE_SIZING = [
  ['shared_buffers', '16MB'],
  ['work_mem', '2MB'],
  ['maintenance_work_mem', '16MB'],
  ['temp_buffers', '2MB'],
] as const;

const startParams = [...PGlite.defaultStartParams, ...PGLITE_SIZING.flatMap(([name, value]) => ['-c', `${name}=${value}`])];

/**
 * A new directory is initialised (initdb) in a short-lived process of its own: initdb's WASM
 * instance keeps about 400 MB that the server would otherwise hold for its whole life.
 */
const initialiseApart = (dataDir: string): void => {
  const pgliteModule = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = 'const [m, dir] = process.argv.slice(1); require(m).PGlite.create(dir).then((db) => db.close());';
  execFileSync(process.execPath, ['-e', script, pgliteModule, dataDir], { stdio: ['ignore', 'ignore', 'inherit'] });
};

const startInstance = async (dataDir: string, loadDataDir?: Blob): Promise<SharedInstance> => {
  if (dataDir !== MEMORY_DATA_DIR) {
    mkdirSync(dataDir, { recursive: true });
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) initialiseApart(dataDir);
  }
  try {
    const pglite = await PGlite.create(dataDir, { parsers, startParams, ...(loadDataDir ? { loadDataDir } : {}) });
    return { pglite, queue: new SerialQueue(), guard: new TransactionGuard(), users: 0 };
  } catch (error) {
    throw toDatabaseError(error);
  }
};

const acquire = async (dataDir: string, loadDataDir?: Blob): Promise<{ instance: SharedInstance; key: string | null }> => {
  if (dataDir === MEMORY_DATA_DIR) return { instance: await startInstance(dataDir, loadDataDir), key: null };
  const key = path.resolve(dataDir);
  let pending = openDirectories.get(key);
  if (!pending) {
    pending = startInstance(key);
    openDirectories.set(key, pending);
    pending.catch(() => openDirectories.delete(key));
  }
  return { instance: await pending, key };
};

const facade = (instance: SharedInstance, release: () => Promise<void>): PgliteDatabase => {
  const { pglite, queue, guard } = instance;
  let closed = false;
  const assertOpen = () => {
    if (closed) throw toDatabaseError(new Error('PGlite is closed'));
  };
  return {
    kind: 'pglite',
    // async: a refusal is a rejected promise, like every other failure, never a synchronous throw.
    query: async <R extends SqlRow = SqlRow>(text: string, params?: readonly unknown[]) => {
      guard.assertOutside('db.query');
      assertOpen();
      return queue.run(() => runQuery<R>(pglite, text, params));
    },
    transaction: async <T>(work: (tx: SqlExecutor) => Promise<T>) => {
      guard.assertOutside('db.transaction');
      assertOpen();
      return queue.run(async () => {
        try {
          return await pglite.transaction((pgTx) => {
            const tx: SqlExecutor = { query: (text, params) => runQuery(pgTx, text, params) };
            return guard.run(() => work(tx));
          });
        } catch (error) {
          // BEGIN or COMMIT failing is the database's error; whatever `work` threw passes unchanged.
          throw error instanceof messages.DatabaseError ? toDatabaseError(error) : error;
        }
      });
    },
    dumpDataDir: () => queue.run(() => pglite.dumpDataDir('none')),
    close: async () => {
      if (closed) return;
      closed = true;
      await queue.run(release);
    },
  };
};

/**
 * The embedded database (ADR 006): PGlite on disk under `${DATA_DIR}/pglite`, one
 * instance per directory per process, every query and transaction queued one at a time.
 */
export const openPglite = async (options: OpenPgliteOptions = {}): Promise<PgliteDatabase> => {
  const dataDir = options.dataDir ?? defaultPgliteDir();
  const { instance, key } = await acquire(dataDir, options.loadDataDir);
  instance.users += 1;
  const release = async () => {
    instance.users -= 1;
    if (instance.users > 0) return;
    if (key !== null) openDirectories.delete(key);
    await instance.pglite.close();
  };
  const db = facade(instance, release);
  if (options.migrate !== false) {
    try {
      await migrate(db, options.log ? { log: options.log } : {});
    } catch (error) {
      await db.close();
      throw error;
    }
  }
  return db;
};
