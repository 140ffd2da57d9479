/**
 * Errors in PostgREST's shape: `{ code, message, details, hint }` plus the HTTP status.
 * Codes and wording follow PostgREST's own (src/PostgREST/Error.hs) so that clients written
 * for a hosted PostgREST, like @supabase/postgrest-js, read them the same way.
 */
export interface RestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

export interface RestError {
  status: number;
  body: RestErrorBody;
  /** Extra response headers, e.g. `Allow` on a 405. */
  headers?: Readonly<Record<string, string>>;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: RestError };

export const succeed = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const fail = <T = never>(error: RestError): Outcome<T> => ({ ok: false, error });

/** Thrown inside the planner and caught at its edge, so deep parsers can stop at the first error. */
export class RestFailure extends Error {
  constructor(readonly error: RestError) {
    super(error.body.message);
    this.name = 'RestFailure';
  }
}

const restError = (
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
  headers?: Record<string, string>,
): RestError => ({ status, body: { code, message, details, hint }, ...(headers ? { headers } : {}) });

/** The only schema exposed; PostgREST names tables and functions with it. */
export const REST_SCHEMA = 'public';

export const tableNotFound = (table: string): RestError =>
  restError(404, 'PGRST205', `Could not find the table '${REST_SCHEMA}.${table}' in the schema cache`);

/** A select, filter or order names a column the table does not expose (PostgreSQL's 42703). */
export const undefinedColumn = (table: string, column: string): RestError =>
  restError(400, '42703', `column ${table}.${column} does not exist`);

/** A request body names a column the operation may not write. */
export const bodyColumnNotFound = (table: string, column: string): RestError =>
  restError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);

/** PostgREST's parser errors: the message says what failed to parse and where. */
export const queryParseError = (what: string, input: string, column: number, details: string): RestError =>
  restError(400, 'PGRST100', `"failed to parse ${what} (${input})" (line 1, column ${column})`, details);

export const invalidBody = (message: string, status = 400): RestError => restError(status, 'PGRST102', message);

export const permissionDenied = (table: string, allowedMethods: readonly string[]): RestError =>
  restError(405, '42501', `permission denied for table ${table}`, null, null, { Allow: allowedMethods.join(', ') });

/** A write-only table cannot send its rows back. */
export const readBackDenied = (table: string): RestError =>
  restError(403, '42501', `permission denied for table ${table}`, `Rows of ${table} are write-only`, 'Send Prefer: return=minimal');

/** A rule of this site rather than of the database: some reads must name the row they want. */
export const filterRequired = (table: string, columns: readonly string[]): RestError =>
  restError(
    403,
    '42501',
    `permission denied for table ${table}`,
    `Rows of ${table} are only read one at a time`,
    `Filter with eq on ${columns.join(' or ')}`,
  );

export const updateNeedsFilter = (): RestError => restError(400, '21000', 'UPDATE requires a WHERE clause', null, 'Add at least one filter');

export const singularityError = (rows: number): RestError =>
  restError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`);

export const mediaTypeError = (mediaTypes: readonly string[]): RestError =>
  restError(406, 'PGRST107', `None of these media types are available: ${mediaTypes.join(', ')}`);

export const unacceptableSchema = (schema: string): RestError =>
  restError(406, 'PGRST106', `Invalid schema: ${schema}`, null, `Only the following schemas are exposed: ${REST_SCHEMA}`);

export const invalidRange = (details: string): RestError => restError(416, 'PGRST103', 'Requested range not satisfiable', details);

/** An offset past the last row, when an exact count shows it. */
export const offsetBeyondRows = (offset: number, total: number): RestError =>
  invalidRange(`An offset of ${offset} was requested, but there are only ${total} rows.`);

export const invalidRpcMethod = (method: string): RestError =>
  restError(405, 'PGRST101', `Cannot use the ${method} method on RPC`, null, null, { Allow: 'GET, HEAD, POST' });

export const unsupportedMethod = (method: string): RestError => restError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);

export const invalidPath = (): RestError => restError(404, 'PGRST125', 'Invalid path specified in request URL');

export const functionNotFound = (name: string, argumentNames: readonly string[]): RestError => {
  const qualified = `${REST_SCHEMA}.${name}`;
  const sorted = [...argumentNames].sort();
  const withParams = sorted.length === 0 ? ' without parameters' : `(${sorted.join(', ')})`;
  const searched =
    sorted.length === 0 ? ' without parameters' : ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`;
  return restError(
    404,
    'PGRST202',
    `Could not find the function ${qualified}${withParams} in the schema cache`,
    `Searched for the function ${qualified}${searched}, but no matches were found in the schema cache.`,
  );
};

/** `Prefer: handling=strict` with preferences the server does not fulfil (PostgREST 12). */
export const invalidPreferences = (preferences: readonly string[]): RestError =>
  restError(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${preferences.join(', ')}`);

/** `Prefer: handling=strict, max-affected=N` and the write touched more rows: it is rolled back (PostgREST 12). */
export const maxAffectedExceeded = (affected: number): RestError =>
  restError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${affected} rows`);

/** A site rule: one request writes at most this many rows, so one request cannot flood a table. */
export const tooManyRows = (rows: number, max: number): RestError =>
  restError(413, 'PGRST102', `The request body holds ${rows} rows; at most ${max} are written per request`, null, 'Send the rows in smaller requests');

/** A site rule: the hourly share of writes for a session or a connection is used up. */
export const writeLimitReached = (scope: 'session' | 'connection', max: number, retryAfterSeconds: number): RestError =>
  restError(
    429,
    '429',
    scope === 'session' ? 'Too many writes from this chat session' : 'Too many writes from this connection',
    `At most ${max} rows an hour are written from one ${scope}`,
    `Try again in ${retryAfterSeconds} seconds`,
    { 'Retry-After': String(retryAfterSeconds) },
  );

export const unsupportedMediaType = (contentType: string): RestError =>
  restError(415, 'PGRST102', `Content-Type not acceptable: ${contentType}`, null, 'Send the body as application/json');

export const bodyTooLarge = (limitBytes: number): RestError =>
  restError(413, 'PGRST102', `Request body is larger than ${limitBytes} bytes`);

export const serviceUnavailable = (): RestError =>
  restError(503, 'PGRST000', 'Database connection error. Retrying the connection.', null, 'Try again in a moment');

/** The last resort: never a stack trace, never the internal message. */
export const internalError = (): RestError => restError(500, 'PGRSTX00', 'Internal server error');

/** An error the database raised, passed through as PostgREST does, with its HTTP status. */
export const databaseError = (
  sqlState: string,
  message: string,
  details: string | null,
  hint: string | null,
  authenticated: boolean,
): RestError => restError(httpStatusForSqlState(sqlState, message, authenticated), sqlState, message, details, hint);

/**
 * PostgreSQL error codes to HTTP statuses, as PostgREST maps them (docs: "HTTP Status Codes").
 * `authenticated` is whether the caller presented an access token: a permission error is then
 * 403, and 401 for an anonymous caller.
 */
export const httpStatusForSqlState = (sqlState: string, message: string, authenticated: boolean): number => {
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '53400': 500,
    '57P01': 503,
    P0001: 400,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
    '42501': authenticated ? 403 : 401,
  };
  const known = exact[sqlState];
  if (known !== undefined) return known;
  if (sqlState === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  const prefixes: ReadonlyArray<readonly [string, number]> = [
    ['08', 503],
    ['09', 500],
    ['0L', 403],
    ['0P', 403],
    ['25', 500],
    ['28', 403],
    ['2D', 500],
    ['38', 500],
    ['39', 500],
    ['3B', 500],
    ['40', 500],
    ['53', 503],
    ['54', 500],
    ['55', 500],
    ['57', 500],
    ['58', 500],
    ['F0', 500],
    ['HV', 500],
    ['P0', 500],
    ['XX', 500],
  ];
  for (const [prefix, status] of prefixes) if (sqlState.startsWith(prefix)) return status;
  return 400;
};
