import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '../sql/errors';
import { openDatabase } from '../sql/open-database';
import { defaultPgliteDir, openPglite, PGLITE_SIZING } from './pglite.adapter';
import type { PgliteDatabase } from './pglite.adapter';
import { openMigratedTestPglite } from './test-template';

describe('the embedded PGlite database', () => {
  let db: PgliteDatabase;
  beforeAll(async () => {
    db = await openMigratedTestPglite();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('never interleaves transactions: concurrent read-then-write loses no update', async () => {
    await db.query("insert into rate_limit_counters (key, hits) values ('serial', '[]')");
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db.transaction(async (tx) => {
          const { rows } = await tx.query<{ hits: number[] }>("select hits from rate_limit_counters where key = 'serial'");
          await new Promise((resolve) => setTimeout(resolve, 1));
          await tx.query("update rate_limit_counters set hits = $1 where key = 'serial'", [JSON.stringify([...(rows[0]?.hits ?? []), i])]);
        }),
      ),
    );
    const { rows } = await db.query<{ hits: number[] }>("select hits from rate_limit_counters where key = 'serial'");
    expect(rows[0]?.hits).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('lets queries queued behind a failed transaction run normally', async () => {
    const failed = db.transaction(async (tx) => {
      await tx.query("insert into contact_messages (name, email, message) values ('a', 'a@example.com', 'queued')");
      await tx.query('select * from no_such_table');
    });
    const after = db.query("select count(*) as n from contact_messages where message = 'queued'");
    await expect(failed).rejects.toMatchObject({ code: '42P01' });
    await expect(after).resolves.toMatchObject({ rows: [{ n: 0 }] });
  });

  it('runs with the settings of a small site, not PGlite’s 128 MB of shared buffers', async () => {
    const { rows } = await db.query<{ name: string; setting: string; unit: string }>('SELECT name, setting, unit FROM pg_settings WHERE name = ANY($1)', [
      PGLITE_SIZING.map(([name]) => name),
    ]);
    const shown = Object.fromEntries(rows.map((row) => [row.name, row]));
    expect(shown['shared_buffers']).toEqual({ name: 'shared_buffers', setting: '2048', unit: '8kB' });
    expect(shown['work_mem']).toEqual({ name: 'work_mem', setting: '2048', unit: 'kB' });
  });

  it('puts the embedded database under DATA_DIR by default', () => {
    expect(defaultPgliteDir({ DATA_DIR: '/srv/moonwise' })).toBe(path.join('/srv/moonwise', 'pglite'));
    expect(defaultPgliteDir({})).toBe(path.join('.data', 'pglite'));
  });
});

describe('PGlite on disk', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'moonwise-pglite-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps its rows in <DATA_DIR>/pglite across a restart, shares one instance per directory, and writes nothing of a failed transaction', async () => {
    const first = await openDatabase({ dataDir });
    const second = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
    await first.query("insert into contact_messages (name, email, message) values ('Ana', 'ana@example.com', 'kept')");
    await expect(second.query("select message from contact_messages where name = 'Ana'")).resolves.toMatchObject({ rows: [{ message: 'kept' }] });

    await expect(
      second.transaction(async (tx) => {
        await tx.query("insert into contact_messages (name, email, message) values ('Bo', 'bo@example.com', 'half')");
        throw new Error('the power went out');
      }),
    ).rejects.toThrow('the power went out');

    await first.close();
    await expect(first.query('select 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(second.query('select 1 as open')).resolves.toMatchObject({ rows: [{ open: 1 }] });
    await second.close();

    const reopened = await openDatabase({ dataDir });
    try {
      const { rows } = await reopened.query('select name from contact_messages order by name');
      expect(rows).toEqual([{ name: 'Ana' }]);
    } finally {
      await reopened.close();
    }
  }, 120_000);
});
