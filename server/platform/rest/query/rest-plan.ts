import type { FilterExpression, OrderTerm, SelectItem } from './query-syntax';
import { parseColumnList, parseCount, parseFilterExpression, parseOrder, parseSelect } from './query-syntax';
import type { ResponseShape } from './request-headers';
import { parseAccept, parsePrefer, parseRangeHeader, requireFulfillablePreferences } from './request-headers';
import type { JsonRow } from './request-body';
import { parseFunctionArguments, parseRowsBody } from './request-body';
import type { Outcome, RestError } from './rest-error';
import {
  RestFailure,
  REST_SCHEMA,
  fail,
  filterRequired,
  functionNotFound,
  invalidBody,
  invalidPath,
  invalidRpcMethod,
  permissionDenied,
  queryParseError,
  readBackDenied,
  succeed,
  tableNotFound,
  tooManyRows,
  unacceptableSchema,
  undefinedColumn,
  unsupportedMethod,
  updateNeedsFilter,
} from './rest-error';
import type { RestFunction, RestTable } from './rest-whitelist';
import { allowedMethods, findRestFunction, findRestTable, restTables } from './rest-whitelist';

/** Most rows one read returns, like PostgREST's db-max-rows (Supabase's default is 1000). */
export const REST_MAX_ROWS = 1000;

/**
 * Most rows one insert writes. The site writes one row at a time (a page visit, a message);
 * a hundred leaves room for a client that saves a few at once, and refuses a flood in one
 * request (413) before the hourly write share is even asked.
 */
export const REST_MAX_WRITE_ROWS = 100;

/** A request to /rest/v1 as the HTTP edge hands it over: nothing interpreted yet. */
export interface RestRequest {
  readonly method: string;
  /** The path below /rest/v1, still percent-encoded: `/profiles`, `/rpc/upsert_luna_session`. */
  readonly path: string;
  /** Query parameters in order, decoded; a name may repeat (two filters on one column). */
  readonly query: ReadonlyArray<readonly [string, string]>;
  readonly headers: {
    readonly accept?: string;
    readonly prefer?: string;
    readonly range?: string;
    readonly rangeUnit?: string;
    readonly acceptProfile?: string;
    readonly contentProfile?: string;
  };
  /** The parsed JSON body; undefined when the request had none. */
  readonly body?: unknown;
}

/** Who asks, as far as planning cares: a function may insist on the caller's own session token. */
export interface RestCaller {
  readonly sessionToken: string | null;
  readonly authenticated: boolean;
}

export interface Filter {
  readonly column: string;
  readonly expression: FilterExpression;
  /** Compared lower-cased on both sides (emails). */
  readonly caseInsensitive: boolean;
}

export interface SelectPlan {
  readonly kind: 'select';
  readonly table: string;
  readonly columns: readonly string[];
  readonly filters: readonly Filter[];
  readonly order: readonly OrderTerm[];
  readonly limit: number;
  readonly offset: number;
  readonly countExact: boolean;
  readonly shape: ResponseShape;
  /** HEAD: the same query, no body in the answer. */
  readonly head: boolean;
}

/** Rows written together share one column list; a missing key is NULL, or the default when asked. */
export interface InsertBatch {
  readonly columns: readonly string[];
  readonly rows: readonly JsonRow[];
}

export interface InsertPlan {
  readonly kind: 'insert';
  readonly table: string;
  readonly batches: readonly InsertBatch[];
  /** On a conflict: do nothing, or overwrite `mergeable` columns the rows carry (never the target). */
  readonly onConflict: {
    readonly columns: readonly string[];
    readonly action: 'merge' | 'ignore';
    readonly mergeable: readonly string[];
  } | null;
  /** Columns to send back (`Prefer: return=representation`), or null for none. */
  readonly returning: readonly string[] | null;
  readonly shape: ResponseShape;
  /** `Prefer: count=…`: the Content-Range names how many rows were written. */
  readonly countExact: boolean;
}

export interface UpdatePlan {
  readonly kind: 'update';
  readonly table: string;
  readonly values: JsonRow;
  readonly columns: readonly string[];
  readonly filters: readonly Filter[];
  readonly returning: readonly string[] | null;
  readonly shape: ResponseShape;
  readonly countExact: boolean;
  /** `Prefer: handling=strict, max-affected=N`: more rows than this rolls the update back. */
  readonly maxAffected: number | null;
}

export interface RpcArgument {
  readonly name: string;
  readonly type: 'text' | 'jsonb';
  readonly value: unknown;
}

export interface RpcPlan {
  readonly kind: 'rpc';
  readonly fn: string;
  readonly args: readonly RpcArgument[];
  /** GET and HEAD run in a read-only transaction, as PostgREST does: a writing function fails there. */
  readonly readOnly: boolean;
  readonly head: boolean;
  readonly shape: ResponseShape;
}

export type RestPlan = SelectPlan | InsertPlan | UpdatePlan | RpcPlan;

type Target = { kind: 'table'; name: string } | { kind: 'rpc'; name: string };

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new RestFailure(invalidPath());
  }
};

const parseTarget = (path: string): Target => {
  const segments = path.split('?')[0]?.split('/').filter((segment) => segment !== '') ?? [];
  if (segments.length === 1 && segments[0] !== undefined) return { kind: 'table', name: decode(segments[0]) };
  if (segments.length === 2 && segments[0] === 'rpc' && segments[1] !== undefined) return { kind: 'rpc', name: decode(segments[1]) };
  throw new RestFailure(invalidPath());
};

const RESERVED = new Set(['select', 'columns', 'on_conflict', 'order', 'limit', 'offset']);

interface QueryParts {
  select: string | undefined;
  columns: string | undefined;
  onConflict: string | undefined;
  order: string | undefined;
  limit: string | undefined;
  offset: string | undefined;
  filters: Array<readonly [string, string]>;
}

const splitQuery = (query: RestRequest['query']): QueryParts => {
  const parts: QueryParts = {
    select: undefined,
    columns: undefined,
    onConflict: undefined,
    order: undefined,
    limit: undefined,
    offset: undefined,
    filters: [],
  };
  for (const [key, value] of query) {
    if (key === 'and' || key === 'or' || key.endsWith('.and') || key.endsWith('.or'))
      throw new RestFailure(queryParseError('logic tree', value, 1, 'and/or filters are not supported here'));
    if (!RESERVED.has(key)) {
      parts.filters.push([key, value]);
      continue;
    }
    // The last of a repeated reserved parameter wins, as in PostgREST.
    if (key === 'select') parts.select = value;
    else if (key === 'columns') parts.columns = value;
    else if (key === 'on_conflict') parts.onConflict = value;
    else if (key === 'order') parts.order = value;
    else if (key === 'limit') parts.limit = value;
    else parts.offset = value;
  }
  return parts;
};

const requireColumn = (table: RestTable, column: string, allowed: readonly string[]): string => {
  if (!allowed.includes(column)) throw new RestFailure(undefinedColumn(table.name, column));
  return column;
};

const selectColumns = (table: RestTable, select: string | undefined): string[] => {
  const items: SelectItem[] = select === undefined ? [{ kind: 'star' }] : parseSelect(select);
  const columns: string[] = [];
  for (const item of items) {
    const named = item.kind === 'star' ? table.readable : [requireColumn(table, item.name, table.readable)];
    for (const column of named) if (!columns.includes(column)) columns.push(column);
  }
  return columns;
};

const parseFilters = (table: RestTable, filters: QueryParts['filters']): Filter[] =>
  filters.map(([key, value]) => {
    const expression = parseFilterExpression(value);
    const column = requireColumn(table, key, table.readable);
    return { column, expression, caseInsensitive: table.caseInsensitive?.includes(column) ?? false };
  });

const checkSchema = (request: RestRequest): void => {
  for (const profile of [request.headers.acceptProfile, request.headers.contentProfile])
    if (profile !== undefined && profile !== REST_SCHEMA) throw new RestFailure(unacceptableSchema(profile));
};

const noFiltersOrPaging = (parts: QueryParts, operation: string): void => {
  const offending = parts.filters[0]?.[0] ?? (parts.order !== undefined ? 'order' : undefined) ?? (parts.limit !== undefined ? 'limit' : undefined) ?? (parts.offset !== undefined ? 'offset' : undefined);
  if (offending !== undefined)
    throw new RestFailure(queryParseError('query parameter', offending, 1, `${offending} is not allowed on ${operation}`));
};

const planSelect = (table: RestTable, request: RestRequest, parts: QueryParts, head: boolean): SelectPlan => {
  if (!table.selectable) throw new RestFailure(permissionDenied(table.name, allowedMethods(table)));
  const columns = selectColumns(table, parts.select);
  const filters = parseFilters(table, parts.filters);
  const order = parts.order === undefined ? [] : parseOrder(parts.order);
  for (const term of order) requireColumn(table, term.column, table.readable);
  const required = table.selectRequiresEqOn;
  if (required && !filters.some((f) => required.includes(f.column) && f.expression.op === 'eq' && !f.expression.negated))
    throw new RestFailure(filterRequired(table.name, required));
  const range = parseRangeHeader(request.headers.range, request.headers.rangeUnit);
  const queryOffset = parts.offset === undefined ? 0 : parseCount(parts.offset, 'offset');
  const queryLimit = parts.limit === undefined ? null : parseCount(parts.limit, 'limit');
  // The Range header and limit/offset both narrow the rows; the answer is their intersection.
  const offset = Math.max(queryOffset, range?.from ?? 0);
  const ends = [
    queryLimit === null ? Infinity : queryOffset + queryLimit,
    range?.to === null || range === null ? Infinity : range.to + 1,
    offset + REST_MAX_ROWS,
  ];
  const limit = Math.max(0, Math.min(...ends) - offset);
  const prefer = parsePrefer(request.headers.prefer);
  return {
    kind: 'select',
    table: table.name,
    columns,
    filters,
    order,
    limit,
    offset,
    countExact: prefer.countExact,
    shape: parseAccept(request.headers.accept),
    head,
  };
};

const returningColumns = (table: RestTable, request: RestRequest, parts: QueryParts): string[] | null => {
  const prefer = parsePrefer(request.headers.prefer);
  if (!prefer.returnRepresentation) return null;
  if (!table.selectable) throw new RestFailure(readBackDenied(table.name));
  return selectColumns(table, parts.select);
};

const planInsert = (table: RestTable, request: RestRequest, parts: QueryParts): InsertPlan => {
  const insertable = table.insertable;
  if (!insertable) throw new RestFailure(permissionDenied(table.name, allowedMethods(table)));
  noFiltersOrPaging(parts, 'an insert');
  const prefer = parsePrefer(request.headers.prefer);
  const shape = parseAccept(request.headers.accept);
  const returning = returningColumns(table, request, parts);
  const declared = parts.columns === undefined ? null : parseColumnList(parts.columns, 'columns parameter');
  for (const column of declared ?? []) if (!insertable.includes(column)) throw new RestFailure(undefinedColumn(table.name, column));
  const { rows } = parseRowsBody(request.body, table.name, insertable, { allowArray: true });
  if (rows.length > REST_MAX_WRITE_ROWS) throw new RestFailure(tooManyRows(rows.length, REST_MAX_WRITE_ROWS));

  let onConflict: InsertPlan['onConflict'] = null;
  if (prefer.resolution !== null) {
    const target = parts.onConflict === undefined ? [...table.primaryKey] : parseColumnList(parts.onConflict, 'on_conflict parameter');
    const allowed = table.upsertOn?.some((columns) => columns.length === target.length && columns.every((c) => target.includes(c)));
    if (!allowed) throw new RestFailure(permissionDenied(table.name, allowedMethods(table)));
    onConflict = {
      columns: target,
      action: prefer.resolution === 'merge-duplicates' ? 'merge' : 'ignore',
      mergeable: (table.updatable ?? []).filter((column) => !target.includes(column)),
    };
  } else if (parts.onConflict !== undefined) {
    parseColumnList(parts.onConflict, 'on_conflict parameter');
  }

  const keysOf = (row: JsonRow): string[] => insertable.filter((column) => Object.prototype.hasOwnProperty.call(row, column));
  let batches: InsertBatch[];
  if (rows.length === 0) batches = [];
  else if (declared !== null && !prefer.missingDefault) {
    // With ?columns, PostgREST writes exactly those columns and reads a missing key as NULL.
    batches = [{ columns: insertable.filter((c) => declared.includes(c)), rows }];
  } else if (declared !== null) {
    // missing=default: rows that lack a key keep the column's default, so group rows by their keys.
    const groups = new Map<string, InsertBatch & { rows: JsonRow[] }>();
    for (const row of rows) {
      const columns = keysOf(row).filter((c) => declared.includes(c));
      const key = columns.join(',');
      const group = groups.get(key) ?? { columns, rows: [] };
      group.rows.push(row);
      groups.set(key, group);
    }
    batches = [...groups.values()];
  } else {
    const columns = keysOf(rows[0] ?? {});
    if (rows.some((row) => keysOf(row).join(',') !== columns.join(',') || Object.keys(row).length !== columns.length))
      throw new RestFailure(invalidBody('All object keys must match'));
    batches = [{ columns, rows }];
  }
  if (batches.some((batch) => batch.columns.length === 0)) throw new RestFailure(invalidBody('Empty or invalid json'));
  return { kind: 'insert', table: table.name, batches, onConflict, returning, shape, countExact: prefer.countExact };
};

const planUpdate = (table: RestTable, request: RestRequest, parts: QueryParts): UpdatePlan => {
  const updatable = table.updatable;
  if (!updatable) throw new RestFailure(permissionDenied(table.name, allowedMethods(table)));
  if (parts.order !== undefined || parts.limit !== undefined || parts.offset !== undefined)
    noFiltersOrPaging({ ...parts, filters: [] }, 'an update');
  const filters = parseFilters(table, parts.filters);
  const returning = returningColumns(table, request, parts);
  const shape = parseAccept(request.headers.accept);
  const { rows } = parseRowsBody(request.body, table.name, updatable, { allowArray: false });
  if (filters.length === 0) throw new RestFailure(updateNeedsFilter());
  const values = rows[0] ?? {};
  const columns = updatable.filter((column) => Object.prototype.hasOwnProperty.call(values, column));
  const prefer = parsePrefer(request.headers.prefer);
  return { kind: 'update', table: table.name, values, columns, filters, returning, shape, countExact: prefer.countExact, maxAffected: prefer.maxAffected };
};

const sessionTokenMismatch = (fn: RestFunction, caller: RestCaller): RestError => ({
  status: caller.authenticated ? 403 : 401,
  body: {
    code: '42501',
    message: `permission denied for function ${fn.name}`,
    details: 'The session token must be the one this request carries',
    hint: null,
  },
});

const planRpc = (fn: RestFunction | undefined, name: string, request: RestRequest, parts: QueryParts, caller: RestCaller): RpcPlan => {
  const method = request.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') throw new RestFailure(invalidRpcMethod(method));
  const readOnly = method !== 'POST';
  // GET and HEAD carry the arguments in the query string; POST in the body.
  let raw: unknown;
  if (readOnly) {
    const args: Record<string, unknown> = {};
    for (const [key, value] of parts.filters) args[key] = value;
    raw = args;
  } else {
    noFiltersOrPaging({ ...parts }, 'a function call');
    raw = request.body;
  }
  if (parts.select !== undefined && parts.select.trim() !== '*')
    throw new RestFailure(queryParseError('select parameter', parts.select, 1, 'a function call returns its whole result'));
  if (!fn) throw new RestFailure(functionNotFound(name, raw && typeof raw === 'object' ? Object.keys(raw) : []));
  const parsed = parseFunctionArguments(raw, fn.params);
  if (!parsed.ok || fn.params.some((param) => param.type === 'text' && parsed.args[param.name] === undefined))
    throw new RestFailure(functionNotFound(fn.name, parsed.ok ? Object.keys(parsed.args) : parsed.unknownOrMissing));
  const args: RpcArgument[] = [];
  for (const param of fn.params) {
    let value = parsed.args[param.name];
    if (value === undefined) continue;
    if (param.type === 'jsonb' && readOnly && typeof value === 'string') {
      try {
        value = JSON.parse(value);
      } catch {
        throw new RestFailure(invalidBody(`Argument ${param.name} must be JSON`));
      }
    }
    if (fn.attributesOf?.param === param.name) {
      const table = restTables[fn.attributesOf.table];
      if (table) parseRowsBody(value, table.name, table.updatable ?? [], { allowArray: false });
    }
    args.push({ name: param.name, type: param.type, value });
  }
  if (fn.sessionTokenParam !== undefined && parsed.args[fn.sessionTokenParam] !== caller.sessionToken)
    throw new RestFailure(sessionTokenMismatch(fn, caller));
  return { kind: 'rpc', fn: fn.name, args, readOnly, head: method === 'HEAD', shape: parseAccept(request.headers.accept) };
};

/**
 * How many rows a plan may write, for the hourly write share: each inserted row, one for an
 * update or a function call that may write, none for a read.
 */
export const writeCost = (plan: RestPlan): number => {
  if (plan.kind === 'insert') return plan.batches.reduce((sum, batch) => sum + batch.rows.length, 0);
  if (plan.kind === 'update' || (plan.kind === 'rpc' && !plan.readOnly)) return 1;
  return 0;
};

/**
 * Turns a /rest/v1 request into a plan over whitelisted names only, or the PostgREST-shaped
 * error that refuses it. Pure: the same request always gives the same plan.
 */
export const planRestRequest = (request: RestRequest, caller: RestCaller): Outcome<RestPlan> => {
  try {
    checkSchema(request);
    requireFulfillablePreferences(request.headers.prefer);
    const target = parseTarget(request.path);
    const parts = splitQuery(request.query);
    if (target.kind === 'rpc') return succeed(planRpc(findRestFunction(target.name), target.name, request, parts, caller));
    const table = findRestTable(target.name);
    if (!table) return fail(tableNotFound(target.name));
    const method = request.method.toUpperCase();
    switch (method) {
      case 'GET':
      case 'HEAD':
        return succeed(planSelect(table, request, parts, method === 'HEAD'));
      case 'POST':
        return succeed(planInsert(table, request, parts));
      case 'PATCH':
        return succeed(planUpdate(table, request, parts));
      case 'DELETE':
      case 'PUT':
        return fail(permissionDenied(table.name, allowedMethods(table)));
      default:
        return fail(unsupportedMethod(method));
    }
  } catch (error) {
    if (error instanceof RestFailure) return fail(error.error);
    throw error;
  }
};
