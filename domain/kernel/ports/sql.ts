/**
 * The SQL port: one interface for the embedded PGlite database and for PostgreSQL, so the
 * same migrations and the same parameterised SQL run on both (docs/decisions/002).
 */
export type SqlRow = Record<string, unknown>;

export interface SqlResult<R extends SqlRow = SqlRow> {
  rows: R[];
  /** Rows inserted, updated, deleted or returned. */
  rowCount: number;
}

export interface SqlExecutor {
  /** `text` uses $1, $2, ... placeholders; values are never spliced into the text. */
  query<R extends SqlRow = SqlRow>(text: string, params?: readonly unknown[]): Promise<SqlResult<R>>;
}

export interface SqlDatabase extends SqlExecutor {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Who is asking, as row-level security sees it. Every request from a visitor runs in a
 * transaction as the `moonwise_visitor` role with these claims set with `set_config(…, true)`.
 */
export interface RequestClaims {
  /** The chat session token from the session header, when the request carries one. */
  sessionToken: string | null;
  /** The profile the signed access token names, when the request carries one. */
  profileId: string | null;
}
