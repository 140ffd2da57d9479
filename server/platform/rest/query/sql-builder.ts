import type { ComparisonOperator } from './query-syntax';
import type { Filter, InsertBatch, InsertPlan, RestPlan, RpcPlan, SelectPlan, UpdatePlan } from './rest-plan';
import { allWhitelistedIdentifiers } from './rest-whitelist';

/** One parameterised statement: values travel in `params` only, never in `text`. */
export interface SqlStatement {
  readonly text: string;
  readonly params: readonly unknown[];
}

/**
 * What to run for a plan. `main` answers `body` (JSON text) and `row_count` when it returns rows
 * (`returnsRows`), otherwise the driver's row count says how many rows were written. `count`
 * (select with `count=exact`) answers `total`. Inserts may need one statement per column set.
 */
export interface SqlProgram {
  readonly statements: readonly SqlStatement[];
  readonly returnsRows: boolean;
  readonly count: SqlStatement | null;
}

const whitelisted = allWhitelistedIdentifiers();

/** Quotes an identifier, and refuses any that is not on the whitelist: a second lock on the door. */
export const quoteIdentifier = (name: string): string => {
  if (!whitelisted.has(name)) throw new Error(`Not a whitelisted identifier: ${name}`);
  return `"${name.replaceAll('"', '""')}"`;
};

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const COMPARISON_SQL: Record<ComparisonOperator, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };

const column = (table: string, name: string): string => `${quoteIdentifier(table)}.${quoteIdentifier(name)}`;

const filterSql = (table: string, filter: Filter, params: Params): string => {
  const target = column(table, filter.column);
  const fold = (sql: string) => (filter.caseInsensitive ? `lower(${sql})` : sql);
  const expression = filter.expression;
  let sql: string;
  switch (expression.op) {
    case 'is':
      sql = `${target} IS ${expression.value.toUpperCase()}`;
      break;
    case 'in':
      sql =
        expression.values.length === 0
          ? 'false'
          : `${fold(target)} IN (${expression.values.map((value) => fold(params.add(value))).join(', ')})`;
      break;
    default:
      sql = `${fold(target)} ${COMPARISON_SQL[expression.op]} ${fold(params.add(expression.value))}`;
  }
  return expression.negated ? `NOT (${sql})` : sql;
};

const whereSql = (table: string, filters: readonly Filter[], params: Params): string =>
  filters.length === 0 ? '' : ` WHERE ${filters.map((filter) => filterSql(table, filter, params)).join(' AND ')}`;

/** json_agg keeps PostgREST's JSON formatting (timestamps, numerics) whatever the driver. */
const aggregate = (source: string, alias: string): string =>
  `SELECT coalesce(json_agg(${alias}), '[]')::text AS body, count(*)::int AS row_count FROM ${source}`;

const buildSelect = (plan: SelectPlan): SqlProgram => {
  const params = new Params();
  const columns = plan.columns.map((name) => column(plan.table, name)).join(', ');
  const where = whereSql(plan.table, plan.filters, params);
  const order =
    plan.order.length === 0
      ? ''
      : ` ORDER BY ${plan.order
          .map(
            (term) =>
              `${column(plan.table, term.column)}${term.direction ? ` ${term.direction.toUpperCase()}` : ''}${
                term.nulls ? ` NULLS ${term.nulls.toUpperCase()}` : ''
              }`,
          )
          .join(', ')}`;
  const paging = ` LIMIT ${params.add(plan.limit)} OFFSET ${params.add(plan.offset)}`;
  const inner = `SELECT ${columns} FROM ${quoteIdentifier(plan.table)}${where}${order}${paging}`;
  const countParams = new Params();
  const count = plan.countExact
    ? {
        text: `SELECT count(*)::int AS total FROM ${quoteIdentifier(plan.table)}${whereSql(plan.table, plan.filters, countParams)}`,
        params: countParams.values,
      }
    : null;
  return { statements: [{ text: aggregate(`(${inner}) AS _r`, '_r'), params: params.values }], returnsRows: true, count };
};

const returningSql = (table: string, returning: readonly string[]): string =>
  ` RETURNING ${returning.map((name) => column(table, name)).join(', ')}`;

const withReturning = (write: string, plan: { table: string; returning: readonly string[] | null }): string =>
  plan.returning === null ? write : `WITH _m AS (${write}${returningSql(plan.table, plan.returning)}) ${aggregate('_m', '_m')}`;

const buildInsertBatch = (plan: InsertPlan, batch: InsertBatch): SqlStatement => {
  const params = new Params();
  const table = quoteIdentifier(plan.table);
  const names = batch.columns.map(quoteIdentifier);
  // The rows travel as one JSON parameter; the database types each value by its column.
  const source = `json_populate_recordset(NULL::${table}, ${params.add(JSON.stringify(batch.rows))}::json) AS _p`;
  let conflict = '';
  if (plan.onConflict) {
    const target = plan.onConflict.columns.map(quoteIdentifier).join(', ');
    const updates = batch.columns.filter((name) => plan.onConflict?.mergeable.includes(name));
    conflict =
      plan.onConflict.action === 'ignore' || updates.length === 0
        ? ` ON CONFLICT (${target}) DO NOTHING`
        : ` ON CONFLICT (${target}) DO UPDATE SET ${updates
            .map((name) => `${quoteIdentifier(name)} = EXCLUDED.${quoteIdentifier(name)}`)
            .join(', ')}`;
  }
  const write = `INSERT INTO ${table} (${names.join(', ')}) SELECT ${names.map((name) => `_p.${name}`).join(', ')} FROM ${source} WHERE true${conflict}`;
  return { text: withReturning(write, plan), params: params.values };
};

const buildInsert = (plan: InsertPlan): SqlProgram => ({
  statements: plan.batches.map((batch) => buildInsertBatch(plan, batch)),
  returnsRows: plan.returning !== null,
  count: null,
});

const buildUpdate = (plan: UpdatePlan): SqlProgram => {
  if (plan.columns.length === 0) return { statements: [], returnsRows: plan.returning !== null, count: null };
  const params = new Params();
  const table = quoteIdentifier(plan.table);
  const source = `json_populate_record(NULL::${table}, ${params.add(JSON.stringify(plan.values))}::json) AS _p`;
  const assignments = plan.columns.map((name) => `${quoteIdentifier(name)} = _p.${quoteIdentifier(name)}`).join(', ');
  const write = `UPDATE ${table} SET ${assignments} FROM ${source}${whereSql(plan.table, plan.filters, params)}`;
  return { statements: [{ text: withReturning(write, plan), params: params.values }], returnsRows: plan.returning !== null, count: null };
};

const buildRpc = (plan: RpcPlan): SqlProgram => {
  const params = new Params();
  const args = plan.args
    .map((arg) => `${quoteIdentifier(arg.name)} => ${params.add(arg.type === 'jsonb' ? JSON.stringify(arg.value) : arg.value)}::${arg.type}`)
    .join(', ');
  const text = `SELECT to_json(_f)::text AS body, 1 AS row_count FROM ${quoteIdentifier(plan.fn)}(${args}) AS _f`;
  return { statements: [{ text, params: params.values }], returnsRows: true, count: null };
};

export const buildSql = (plan: RestPlan): SqlProgram => {
  switch (plan.kind) {
    case 'select':
      return buildSelect(plan);
    case 'insert':
      return buildInsert(plan);
    case 'update':
      return buildUpdate(plan);
    case 'rpc':
      return buildRpc(plan);
  }
};
