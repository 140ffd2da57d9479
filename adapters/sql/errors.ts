import { Data } from 'effect';

/**
 * The database cannot be reached (refused, timed out, shut down, too many connections).
 * The server answers 503; nothing was written, because every write runs in a transaction.
 */
export class DatabaseUnavailableError extends Data.TaggedError('DatabaseUnavailableError')<{
  readonly message: string;
  /** The driver's code when it gave one (ECONNREFUSED, 57P01, ...). */
  readonly code?: string;
  readonly cause?: unknown;
}> {}

/**
 * An error PostgreSQL reported for a statement. The fields are the server's own, so the
 * REST layer can answer PostgREST-style `{ message, details, hint, code }`.
 */
export class SqlError extends Data.TaggedError('SqlError')<{
  readonly message: string;
  /** The SQLSTATE, e.g. 23505 (unique violation), 42501 (insufficient privilege). */
  readonly code: string;
  readonly detail: string | null;
  readonly hint: string | null;
  /** The constraint, table or column the server named, when it named one. */
  readonly constraint: string | null;
  readonly table: string | null;
  readonly column: string | null;
}> {}

/** An applied migration's file no longer matches what was applied: forward-only means never edited. */
export class MigrationChecksumError extends Data.TaggedError('MigrationChecksumError')<{
  readonly message: string;
  readonly file: string;
}> {}

/** SQLSTATE classes and codes that mean "the server is not there" rather than "the statement is wrong". */
const unavailableSqlStates = new Set(['57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08004', '08006']);
const unavailableNodeCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE']);
const unavailableMessages = [
  /timeout exceeded when trying to connect/i,
  /connection terminated/i,
  /client has encountered a connection error/i,
  /Cannot use a pool after calling end/i,
  /PGlite is closed/i,
];

interface DriverErrorFields {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  hint?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** True when a driver error means the database is unreachable. */
export const isUnavailable = (error: unknown): boolean => {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = text((error as DriverErrorFields).code);
  if (code !== null && (unavailableSqlStates.has(code) || unavailableNodeCodes.has(code))) return true;
  if (error instanceof AggregateError && error.errors.some(isUnavailable)) return true;
  return unavailableMessages.some((pattern) => pattern.test(error.message));
};

/**
 * One error vocabulary for both adapters: unreachable → DatabaseUnavailableError, an error with
 * a SQLSTATE → SqlError, anything else (a bug in the caller's `work`) passes through unchanged.
 */
export const toDatabaseError = (error: unknown): unknown => {
  if (error instanceof DatabaseUnavailableError || error instanceof SqlError || error instanceof MigrationChecksumError) return error;
  if (isUnavailable(error)) {
    const fields = error as DriverErrorFields;
    return new DatabaseUnavailableError({
      message: `The database is unavailable: ${text(fields.message) ?? String(error)}`,
      ...(text(fields.code) !== null ? { code: text(fields.code) as string } : {}),
      cause: error,
    });
  }
  if (error instanceof Error) {
    const fields = error as DriverErrorFields;
    const code = text(fields.code);
    if (code !== null && /^[0-9A-Z]{5}$/.test(code)) {
      return new SqlError({
        message: error.message,
        code,
        detail: text(fields.detail),
        hint: text(fields.hint),
        constraint: text(fields.constraint),
        table: text(fields.table),
        column: text(fields.column),
      });
    }
  }
  return error;
};
