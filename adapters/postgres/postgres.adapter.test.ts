import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '../sql/errors';
import { openDatabase } from '../sql/open-database';
import { freePort, Relay } from '../../tests/support/tcp-relay';
import { openPostgres } from './postgres.adapter';
import type { PostgresDatabase } from './postgres.adapter';
import { createScratchDatabase } from '../../tests/support/scratch-database';
import type { ScratchDatabase } from '../../tests/support/scratch-database';
import { describePostgres } from '../../tests/support/postgres-suite';

describe('PostgreSQL out of reach', () => {
  it('refuses to open with DatabaseUnavailableError, quickly, when nothing listens', async () => {
    const port = await freePort();
    const started = Date.now();
    const error = await openDatabase({ databaseUrl: `postgres://moonwise@127.0.0.1:${port}/moonwise`, connectionTimeoutMillis: 1_000 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('answers DatabaseUnavailableError within the connect timeout when the server never answers', async () => {
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const db = await openPostgres({ connectionString: `postgres://moonwise@127.0.0.1:${port}/moonwise`, migrate: false, connectionTimeoutMillis: 500 });
    try {
      const started = Date.now();
      await expect(db.query('select 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
      await expect(db.transaction((tx) => tx.query('select 1'))).rejects.toBeInstanceOf(DatabaseUnavailableError);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await db.close();
      silent.close();
    }
  });
});

// Like every PostgreSQL suite, this one runs where DATABASE_URL names a server (CI always does).
describePostgres('postgres going away and coming back', () => {
  let scratch: ScratchDatabase;
  let relay: Relay;
  let db: PostgresDatabase;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.DATABASE_URL as string);
    const real = new URL(scratch.url);
    relay = new Relay(await freePort(), { host: real.hostname, port: Number(real.port || 5432) });
    const viaRelay = new URL(scratch.url);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(relay.port);
    await relay.start();
    db = await openPostgres({ connectionString: viaRelay.toString(), connectionTimeoutMillis: 1_000, max: 2 });
  });
  afterAll(async () => {
    await db?.close();
    await relay?.stop();
    await scratch?.drop();
  });

  it('answers DatabaseUnavailableError while the server is away, and works again when it returns', async () => {
    await relay.stop();
    await expect(db.query('select 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await relay.start();
    await expect(db.query('select 1 as back')).resolves.toMatchObject({ rows: [{ back: 1 }] });
  });

  it('writes nothing of a transaction whose connection drops half-way', async () => {
    const error = await db
      .transaction(async (tx) => {
        await tx.query("insert into contact_messages (name, email, message) values ('Ana', 'ana@example.com', 'half-way')");
        relay.cut();
        await tx.query("insert into contact_messages (name, email, message) values ('Ana', 'ana@example.com', 'never')");
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    const { rows } = await db.query("select count(*) as n from contact_messages where name = 'Ana'");
    expect(rows).toEqual([{ n: 0 }]);
  });
});
