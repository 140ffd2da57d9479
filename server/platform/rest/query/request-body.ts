import { z } from 'zod';
import { RestFailure, bodyColumnNotFound, invalidBody } from './rest-error';

/** A JSON object as it arrived; values are checked by the database's own column types. */
export type JsonRow = Readonly<Record<string, unknown>>;

const rowSchema = (columns: readonly string[]) =>
  z.strictObject(Object.fromEntries(columns.map((column) => [column, z.unknown().optional()])));

const firstUnknownKey = (error: z.ZodError): string | undefined => {
  for (const issue of error.issues) if (issue.code === 'unrecognized_keys') return issue.keys[0];
  return undefined;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A write body: one object or an array of objects, naming only the columns the operation may
 * write. An unknown key is PostgREST's PGRST204; anything else malformed is PGRST102.
 */
export const parseRowsBody = (
  body: unknown,
  table: string,
  writable: readonly string[],
  { allowArray }: { allowArray: boolean },
): { rows: JsonRow[]; isArray: boolean } => {
  const shapeError = allowArray ? 'JSON body must be an object or an array of objects' : 'JSON body must be an object';
  if (body === undefined) throw new RestFailure(invalidBody('Empty or invalid json'));
  if (Array.isArray(body) && !allowArray) throw new RestFailure(invalidBody(shapeError));
  if (!Array.isArray(body) && !isObject(body)) throw new RestFailure(invalidBody(shapeError));
  if (Array.isArray(body) && !body.every(isObject)) throw new RestFailure(invalidBody('All object keys must match'));
  const schema = Array.isArray(body) ? z.array(rowSchema(writable)) : rowSchema(writable);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const unknownKey = firstUnknownKey(parsed.error);
    throw new RestFailure(unknownKey === undefined ? invalidBody(shapeError) : bodyColumnNotFound(table, unknownKey));
  }
  // Only keys actually present: zod adds nothing for absent optional keys.
  const rows = (Array.isArray(body) ? body : [body]) as JsonRow[];
  return { rows, isArray: Array.isArray(body) };
};

/** Arguments of a function call: exactly the named parameters, each of its own kind. */
export const parseFunctionArguments = (
  body: unknown,
  params: readonly { name: string; type: 'text' | 'jsonb' }[],
): { ok: true; args: Record<string, unknown> } | { ok: false; unknownOrMissing: string[] } => {
  if (body === undefined) return { ok: true, args: {} };
  if (!isObject(body)) throw new RestFailure(invalidBody('JSON body must be an object'));
  const names = params.map((param) => param.name);
  const given = Object.keys(body);
  if (given.some((key) => !names.includes(key))) return { ok: false, unknownOrMissing: given };
  const schema = z.strictObject(
    Object.fromEntries(params.map((param) => [param.name, (param.type === 'text' ? z.string() : z.unknown()).optional()])),
  );
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const path = parsed.error.issues[0]?.path.join('.') ?? '';
    throw new RestFailure(invalidBody(`Argument ${path} must be text`));
  }
  return { ok: true, args: body };
};
