import type { SqlDatabase } from '../../domain/kernel';
import { MEMORY_DATA_DIR, openPglite } from '../../adapters/pglite/pglite.adapter';
import { openMigratedTestPglite } from '../../adapters/pglite/test-template';
import { openPostgres } from '../../adapters/postgres/postgres.adapter';
import { createScratchDatabase } from './scratch-database';

export type DatabaseKind = SqlDatabase['kind'];

/** A database of its own for one test file; dispose() closes it (and drops it on PostgreSQL). */
export interface TestDatabase {
  readonly kind: DatabaseKind;
  readonly db: SqlDatabase;
  /** The scratch database's connection string on PostgreSQL (to start a server on it); null on PGlite. */
  readonly databaseUrl: string | null;
  dispose(): Promise<void>;
}

/** PGlite always; PostgreSQL too when DATABASE_URL is set (CI). For `describe.each`. */
export const testDatabaseKinds = (env: NodeJS.ProcessEnv = process.env): DatabaseKind[] =>
  env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * Opens a fresh database of the kind asked for: migrated (from the cached PGlite snapshot, or a
 * scratch PostgreSQL database with a random name), or empty with `{ migrate: false }`.
 */
export const openTestDatabase = async (kind: DatabaseKind, options: { migrate?: boolean } = {}): Promise<TestDatabase> => {
  const migrated = options.migrate !== false;
  if (kind === 'pglite') {
    const db = migrated ? await openMigratedTestPglite() : await openPglite({ dataDir: MEMORY_DATA_DIR, migrate: false });
    return { kind, db, databaseUrl: null, dispose: () => db.close() };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('PostgreSQL tests need DATABASE_URL (an admin connection to a throwaway server).');
  const scratch = await createScratchDatabase(adminUrl);
  try {
    const db = await openPostgres({ connectionString: scratch.url, migrate: migrated, max: 4 });
    return {
      kind,
      db,
      databaseUrl: scratch.url,
      dispose: async () => {
        await db.close();
        await scratch.drop();
      },
    };
  } catch (error) {
    await scratch.drop();
    throw error;
  }
};
