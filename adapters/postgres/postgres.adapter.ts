import pg from 'pg';
import type { PoolClient } from 'pg';
import type { SqlDatabase, SqlExecutor, SqlResult, SqlRow } from '../../domain/kernel';
import { isUnavailable, toDatabaseError } from '../sql/errors';
import { migrate } from '../sql/migrate';
import type { MigrateOptions } from '../sql/migrate';
import { TransactionGuard } from '../sql/transaction-guard';
import { PG_TYPE, int8ToNumber, keepDateText } from '../sql/type-parsers';

export interface OpenPostgresOptions {
  connectionString: string;
  /** Apply pending migrations on open (default true); a database that is down fails the open. */
  migrate?: boolean;
  log?: MigrateOptions['log'];
  /** Connections in the pool (default 10). */
  max?: number;
  /** How long to wait for a connection before answering DatabaseUnavailableError (default 5 s). */
  connectionTimeoutMillis?: number;
}

export interface PostgresDatabase extends SqlDatabase {
  readonly kind: 'postgres';
}

/** The same values as PGlite gives (adapters/sql/type-parsers.ts). */
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === PG_TYPE.DATE) return keepDateText;
    if (oid === PG_TYPE.INT8) return int8ToNumber;
    return format === undefined ? pg.types.getTypeParser(oid) : pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

interface Queryable {
  query(text: string, values?: unknown[]): Promise<pg.QueryResult>;
}

/** Parameters go over the extended protocol; without them a script of several statements may run. */
const runQuery = async <R extends SqlRow>(client: Queryable, text: string, params?: readonly unknown[]): Promise<SqlResult<R>> => {
  try {
    const result = await client.query(text, params && params.length > 0 ? [...params] : undefined);
    const last = (Array.isArray(result) ? result.at(-1) : result) as pg.QueryResult<R> | undefined;
    const rows = last?.rows ?? [];
    return { rows, rowCount: last?.rowCount ?? rows.length };
  } catch (error) {
    throw toDatabaseError(error);
  }
};

/**
 * PostgreSQL through a `pg` pool (ADR 006, `DATABASE_URL`). A transaction checks a
 * client out, runs BEGIN … COMMIT on it and gives it back (destroyed if its connection broke).
 */
export const openPostgres = async (options: OpenPostgresOptions): Promise<PostgresDatabase> => {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5_000,
    idleTimeoutMillis: 30_000,
    types,
  });
  // An idle client whose server went away emits 'error'; unhandled, it would end the process.
  pool.on('error', (error) => options.log?.(`An idle database connection failed: ${error.message}`));
  const guard = new TransactionGuard();

  /**
   * A client for a transaction, with `onError` listening from the moment the pool hands it over.
   * The pool stops listening as it hands a new connection over, while the data that brought the
   * connection in is still being read; a connection killed as it opened (a restart, an
   * administrator ending its backends) sends its error in that same data, and with no listener
   * that 'error' event would end the process. Hence the callback, not the promise, of connect().
   */
  const checkout = (onError: (error: Error) => void): Promise<PoolClient> =>
    new Promise((resolve, reject) => {
      pool.connect((error, client) => {
        if (error || client === undefined) {
          reject(toDatabaseError(error ?? new Error('The pool gave no client')));
          return;
        }
        client.on('error', onError);
        resolve(client);
      });
    });

  const db: PostgresDatabase = {
    kind: 'postgres',
    query: async <R extends SqlRow = SqlRow>(text: string, params?: readonly unknown[]) => {
      guard.assertOutside('db.query');
      return runQuery<R>(pool, text, params);
    },
    transaction: async <T>(work: (tx: SqlExecutor) => Promise<T>) => {
      guard.assertOutside('db.transaction');
      let broken: unknown = undefined;
      // A checked-out client has no listener of the pool's: a connection lost between two
      // statements would otherwise be an uncaught 'error' event. The next statement fails anyway.
      const onConnectionError = (error: Error) => {
        broken = error;
      };
      const client = await checkout(onConnectionError);
      try {
        await runQuery(client, 'begin');
        const tx: SqlExecutor = { query: (text, params) => runQuery(client, text, params) };
        const result = await guard.run(() => work(tx));
        await runQuery(client, 'commit');
        return result;
      } catch (error) {
        try {
          await client.query('rollback');
        } catch (rollbackError) {
          broken = rollbackError;
        }
        if (isUnavailable(error)) broken = error;
        throw error;
      } finally {
        client.removeListener('error', onConnectionError);
        client.release(broken instanceof Error ? broken : broken === undefined ? undefined : true);
      }
    },
    close: () => pool.end(),
  };

  if (options.migrate !== false) {
    try {
      await migrate(db, options.log ? { log: options.log } : {});
    } catch (error) {
      await pool.end();
      throw error;
    }
  }
  return db;
};
