import http from 'node:http';
import type { SqlExecutor } from '../../domain/kernel';
import type { JunkRequest } from './fuzz-openapi';

export interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
}

/**
 * Sends a request exactly as given (raw query, any header, any bytes) from `localAddress`, a
 * loopback address of the caller's choice, so per-connection limits count each caller apart.
 */
export const sendRaw = (baseUrl: string, request: JunkRequest, localAddress = '127.0.0.1', timeoutMs = 20_000): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const url = new URL(baseUrl);
    const headers: Record<string, string | number> = { ...request.headers };
    if (request.body !== null) headers['content-length'] = request.body.length;
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.query === '' ? request.path : `${request.path}?${request.query}`,
        headers,
        localAddress,
        agent: false,
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, contentType: String(response.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end(request.body ?? undefined);
  });

/**
 * A digest of every table's rows (count and md5 of the rows in order), keyed `schema.table`:
 * two equal digests mean nothing was stored, changed or removed in between.
 */
export const tableDigests = async (db: SqlExecutor): Promise<Record<string, string>> => {
  const tables = await db.query<{ table_schema: string; table_name: string }>(
    `select table_schema, table_name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
     order by table_schema, table_name`,
  );
  const digests: Record<string, string> = {};
  for (const { table_schema: schema, table_name: table } of tables.rows) {
    const quoted = `"${schema.replaceAll('"', '""')}"."${table.replaceAll('"', '""')}"`;
    const result = await db.query<{ rows: string; digest: string | null }>(
      `select count(*)::text as rows, md5(string_agg(t::text, chr(10) order by t::text)) as digest from ${quoted} t`,
    );
    const row = result.rows[0];
    digests[`${schema}.${table}`] = `${row?.rows ?? '?'} rows, ${row?.digest ?? 'empty'}`;
  }
  return digests;
};
