import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SqlDatabase } from '../../domain/kernel';
import { PROJECT_ROOT } from '../project-root';
import { MigrationChecksumError } from './errors';

/** A versioned, forward-only migration: `NNNN_what_it_does.sql`. */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly file: string;
  readonly sql: string;
  /** sha-256 (hex) of the text with line endings normalised, so a CRLF checkout is not "edited". */
  readonly checksum: string;
}

export interface MigrateOptions {
  log?: (line: string) => void;
  /** The migrations to apply; the files in adapters/sql/migrations by default. */
  migrations?: readonly Migration[];
}

export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'adapters', 'sql', 'migrations');

const MIGRATION_FILE = /^(\d{4})_([a-z0-9_]+)\.sql$/;

/**
 * One key for every process migrating the same database: two servers starting together on
 * one PostgreSQL take turns instead of applying the same migration twice.
 */
const MIGRATION_LOCK_KEY = 7_302_411_046;

export const checksumOf = (sql: string): string => createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');

export const migrationFromFile = (file: string, sql: string): Migration => {
  const match = MIGRATION_FILE.exec(file);
  if (!match) throw new Error(`Migration file names look like 0001_what_it_does.sql; got ${file}`);
  return { version: Number(match[1]), name: match[2] as string, file, sql, checksum: checksumOf(sql) };
};

/** The migrations in `dir`, in version order; a repeated version is an error. */
export const loadMigrations = (dir: string = MIGRATIONS_DIR): Migration[] => {
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => migrationFromFile(file, readFileSync(path.join(dir, file), 'utf8')))
    .sort((a, b) => a.version - b.version);
  migrations.forEach((migration, i) => {
    const previous = migrations[i - 1];
    if (previous && previous.version === migration.version) {
      throw new Error(`Two migrations share version ${migration.version}: ${previous.file} and ${migration.file}`);
    }
  });
  return migrations;
};

interface AppliedRow extends Record<string, unknown> {
  version: number;
  name: string;
  checksum: string;
}

/**
 * Applies the pending migrations in version order, each in its own transaction together
 * with its row in schema_migrations, and returns the versions it applied (none when the
 * database is up to date). An applied migration whose file has changed stops everything.
 */
export const migrate = async (db: SqlDatabase, options: MigrateOptions = {}): Promise<number[]> => {
  const migrations = options.migrations ?? loadMigrations();
  const log = options.log ?? (() => {});

  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.query(`create table if not exists schema_migrations (
      version    integer primary key,
      name       text not null,
      checksum   text not null,
      applied_at timestamptz not null default now()
    )`);
  });

  const applied = new Map(
    (await db.query<AppliedRow>('select version, name, checksum from schema_migrations order by version')).rows.map((row) => [row.version, row]),
  );
  for (const migration of migrations) {
    const row = applied.get(migration.version);
    if (row && row.checksum !== migration.checksum) {
      throw new MigrationChecksumError({
        message: `Migration ${migration.file} was changed after it was applied (checksum ${row.checksum.slice(0, 12)}… recorded, ${migration.checksum.slice(0, 12)}… now). Migrations are forward-only: restore the file and add a new migration.`,
        file: migration.file,
      });
    }
  }
  const known = new Set(migrations.map((migration) => migration.version));
  for (const row of applied.values()) {
    if (!known.has(row.version)) log(`The database has migration ${row.version} (${row.name}), which this code does not know: it is newer than this code.`);
  }

  const appliedNow: number[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const already = await tx.query('select 1 from schema_migrations where version = $1', [migration.version]);
      if (already.rowCount > 0) return false;
      await tx.query(migration.sql);
      await tx.query('insert into schema_migrations (version, name, checksum) values ($1, $2, $3)', [migration.version, migration.name, migration.checksum]);
      return true;
    });
    if (done) {
      appliedNow.push(migration.version);
      log(`Applied migration ${migration.file}`);
    }
  }
  return appliedNow;
};
