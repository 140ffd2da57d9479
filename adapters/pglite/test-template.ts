import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadMigrations } from '../sql/migrate';
import { MEMORY_DATA_DIR, openPglite } from './pglite.adapter';
import type { PgliteDatabase } from './pglite.adapter';

/**
 * Tests start from one migrated snapshot instead of a cold PGlite each (TOOLCHAIN.md: ~0.7 s
 * instead of 3–5 s plus the migrations). The snapshot is cached in the system's temp folder,
 * named by the migrations' checksums, so a new migration makes a new one.
 */
const templatePath = (): string => {
  const key = createHash('sha256')
    .update(loadMigrations().map((migration) => `${migration.file}:${migration.checksum}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
  return path.join(tmpdir(), `moonwise-pglite-template-${key}.tar`);
};

const buildTemplate = async (file: string): Promise<void> => {
  const db = await openPglite({ dataDir: MEMORY_DATA_DIR });
  try {
    const dump = await db.dumpDataDir();
    // Write then rename: test files running side by side never read half a snapshot.
    const partial = `${file}.${process.pid}.${Date.now()}.partial`;
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await db.close();
  }
};

/** A migrated in-memory PGlite of its own, from the cached snapshot. */
export const openMigratedTestPglite = async (): Promise<PgliteDatabase> => {
  const file = templatePath();
  if (!existsSync(file)) await buildTemplate(file);
  return openPglite({ dataDir: MEMORY_DATA_DIR, loadDataDir: new Blob([new Uint8Array(readFileSync(file))]) });
};
