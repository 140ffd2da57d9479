import path from 'node:path';
import type { SqlDatabase } from '../../domain/kernel';
import { MEMORY_DATA_DIR, openPglite } from '../pglite/pglite.adapter';
import { openPostgres } from '../postgres/postgres.adapter';
import type { MigrateOptions } from './migrate';

export interface OpenDatabaseOptions {
  /** PostgreSQL when set (DATABASE_URL); otherwise the embedded PGlite. */
  databaseUrl?: string | undefined;
  /** The app's data directory (DATA_DIR, default `.data`): PGlite lives in `<dataDir>/pglite`; `memory://` keeps it in memory. */
  dataDir?: string | undefined;
  /** Apply pending migrations on open (default true). */
  migrate?: boolean;
  log?: MigrateOptions['log'];
  /** PostgreSQL only: how long to wait for a connection (default 5 s). */
  connectionTimeoutMillis?: number;
}

/** Picks the adapter from the settings (ADR 006) and migrates it unless told not to. */
export const openDatabase = (options: OpenDatabaseOptions = {}): Promise<SqlDatabase> => {
  const common = {
    ...(options.migrate !== undefined ? { migrate: options.migrate } : {}),
    ...(options.log ? { log: options.log } : {}),
  };
  if (options.databaseUrl) {
    return openPostgres({
      connectionString: options.databaseUrl,
      ...common,
      ...(options.connectionTimeoutMillis !== undefined ? { connectionTimeoutMillis: options.connectionTimeoutMillis } : {}),
    });
  }
  const dataDir = options.dataDir ?? process.env.DATA_DIR ?? '.data';
  return openPglite({ dataDir: dataDir === MEMORY_DATA_DIR ? MEMORY_DATA_DIR : path.join(dataDir, 'pglite'), ...common });
};
