import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, SqlError, isUnavailable, toDatabaseError } from './errors';

const driverError = (message: string, fields: Record<string, unknown>) => Object.assign(new Error(message), fields);

describe('toDatabaseError', () => {
  it.each([
    ['a refused connection', driverError('connect ECONNREFUSED 127.0.0.1:1', { code: 'ECONNREFUSED' })],
    ['a server shutting down', driverError('terminating connection due to administrator command', { code: '57P01' })],
    ['a server still starting', driverError('the database system is starting up', { code: '57P03' })],
    ['too many connections', driverError('sorry, too many clients already', { code: '53300' })],
    ['a pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a closed PGlite', new Error('PGlite is closed')],
    ['every address refusing', new AggregateError([driverError('connect ECONNREFUSED ::1:1', { code: 'ECONNREFUSED' })], '')],
  ])('calls %s unavailable', (_what, error) => {
    const mapped = toDatabaseError(error);
    expect(mapped).toBeInstanceOf(DatabaseUnavailableError);
    expect((mapped as DatabaseUnavailableError).cause).toBe(error);
  });

  it('keeps the server’s code, detail, hint and names of a statement error', () => {
    const error = driverError('duplicate key value violates unique constraint "profiles_lower_email_key"', {
      code: '23505',
      detail: 'Key (lower(email))=(a@example.com) already exists.',
      hint: undefined,
      constraint: 'profiles_lower_email_key',
      table: 'profiles',
    });
    expect(toDatabaseError(error)).toEqual(
      new SqlError({
        message: error.message,
        code: '23505',
        detail: 'Key (lower(email))=(a@example.com) already exists.',
        hint: null,
        constraint: 'profiles_lower_email_key',
        table: 'profiles',
        column: null,
      }),
    );
  });

  it('passes any other error through unchanged', () => {
    const bug = new TypeError('cannot read properties of undefined');
    expect(toDatabaseError(bug)).toBe(bug);
    expect(toDatabaseError('a string')).toBe('a string');
    expect(isUnavailable(bug)).toBe(false);
  });

  it('is idempotent', () => {
    const errorArb = fc.oneof(
      fc.record({ message: fc.string(), code: fc.oneof(fc.constantFrom('ECONNREFUSED', '57P01', '23505', '42501', '22P02'), fc.string({ maxLength: 6 })) }).map(({ message, code }) => driverError(message, { code })),
      fc.string().map((message) => new Error(message)),
    );
    fc.assert(
      fc.property(errorArb, (error) => {
        const once = toDatabaseError(error);
        expect(toDatabaseError(once)).toBe(once);
      }),
    );
  });
});
