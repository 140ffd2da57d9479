import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { DEFAULT_ZONEINFO_DIR, ZONEINFO_DIR_ENV, systemZoneRules } from '../adapters/zone-rules';
import { chromiumPath } from '../tests/browser';

/**
 * The first lines of `npm test`: the machine the suites run on, so that a failure elsewhere
 * can be read at once (a tz release, a locale or a browser that differs from this one).
 */

const commandVersion = (file: string, args: string[]): string => {
  try {
    return execFileSync(file, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 20_000 }).trim();
  } catch {
    return `not found (${file})`;
  }
};

const postgresVersion = async (): Promise<string> => {
  const url = process.env.DATABASE_URL;
  const pglite = (JSON.parse(readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8')) as { version: string }).version;
  const embedded = `PGlite ${pglite} (embedded)`;
  if (!url) return `${embedded}; no DATABASE_URL, so the PostgreSQL suites do not run`;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return `${embedded}; PostgreSQL ${rows[0]?.server_version ?? 'unknown'} at DATABASE_URL`;
  } catch (error) {
    return `${embedded}; PostgreSQL at DATABASE_URL not reachable (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    await client.end().catch(() => undefined);
  }
};

const zoneinfoDir = process.env[ZONEINFO_DIR_ENV] ?? DEFAULT_ZONEINFO_DIR;
const lines = [
  `Node.js ${process.version}, ICU ${process.versions.icu ?? 'none'} with tz ${process.versions.tz ?? 'unknown'}`,
  `system tz files: tz ${systemZoneRules({ zoneinfoDir }).dataVersion() ?? 'release unknown'} in ${zoneinfoDir}`,
  `zone and locale: TZ=${process.env.TZ ?? '(unset)'} (${Intl.DateTimeFormat().resolvedOptions().timeZone}), LANG=${process.env.LANG ?? '(unset)'}`,
  `Chromium: ${commandVersion(chromiumPath, ['--version'])}`,
  `database: ${await postgresVersion()}`,
];
console.log(['test environment:', ...lines.map((line) => `  ${line}`)].join('\n'));
