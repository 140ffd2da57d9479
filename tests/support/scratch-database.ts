import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  /** A connection string to the new, empty database. */
  readonly url: string;
  readonly name: string;
  /** Drops the database (ending any connections still open to it). */
  drop(): Promise<void>;
}

const withAdmin = async <T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/**
 * A fresh database with a random name on the server `adminUrl` points to (CI's throwaway
 * superuser DATABASE_URL), so test files never see each other's rows.
 */
export const createScratchDatabase = async (adminUrl: string, prefix = 'moonwise_test'): Promise<ScratchDatabase> => {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a safe database name: ${name}`);
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
};
