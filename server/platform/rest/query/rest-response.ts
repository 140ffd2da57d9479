import type { Outcome } from './rest-error';
import { fail, maxAffectedExceeded, offsetBeyondRows, singularityError, succeed } from './rest-error';
import type { RestPlan } from './rest-plan';

/** What running a plan's SQL produced. */
export interface ExecutionResult {
  /** The JSON texts the statements answered: arrays of rows for tables, any JSON for a function. */
  readonly bodies: readonly string[];
  /** Rows read or written, summed over the statements. */
  readonly rowCount: number;
  /** The exact count of matching rows, when one was asked for. */
  readonly total: number | null;
}

export interface RestResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** JSON text, or null for no body (HEAD, `return=minimal`, 204). */
  readonly body: string | null;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

const stripNullsDeep = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(stripNullsDeep);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null));
  return value;
};

const rowsOf = (bodies: readonly string[]): unknown[] =>
  bodies.flatMap((body) => {
    const parsed: unknown = JSON.parse(body);
    return Array.isArray(parsed) ? parsed : [parsed];
  });

/**
 * The HTTP answer for a plan and what its SQL returned, or the error that must roll the
 * transaction back (a single object was asked for and the rows were not exactly one).
 */
export const shapeResponse = (plan: RestPlan, result: ExecutionResult): Outcome<RestResponse> => {
  const finish = (payload: unknown): string => JSON.stringify(plan.shape.stripNulls ? stripNullsDeep(payload) : payload);
  const contentType = plan.shape.single ? OBJECT_TYPE : JSON_TYPE;

  if (plan.kind === 'rpc') {
    const value: unknown = result.bodies[0] === undefined ? null : JSON.parse(result.bodies[0]);
    let payload = value;
    if (plan.shape.single && Array.isArray(value)) {
      if (value.length !== 1) return fail(singularityError(value.length));
      payload = value[0];
    }
    return succeed({ status: 200, headers: { 'Content-Type': contentType }, body: plan.head ? null : finish(payload) });
  }

  if (plan.kind === 'select') {
    const rows = rowsOf(result.bodies);
    const total = result.total;
    if (total !== null && plan.offset > total) return fail(offsetBeyondRows(plan.offset, total));
    if (plan.shape.single && rows.length !== 1) return fail(singularityError(rows.length));
    const range = rows.length === 0 ? '*' : `${plan.offset}-${plan.offset + rows.length - 1}`;
    const headers = { 'Content-Type': contentType, 'Content-Range': `${range}/${total ?? '*'}` };
    const status = total !== null && rows.length < total ? 206 : 200;
    return succeed({ status, headers, body: plan.head ? null : finish(plan.shape.single ? rows[0] : rows) });
  }

  const written = plan.returning === null ? result.rowCount : rowsOf(result.bodies).length;
  if (plan.kind === 'update' && plan.maxAffected !== null && written > plan.maxAffected) return fail(maxAffectedExceeded(written));
  if (plan.shape.single && written !== 1) return fail(singularityError(written));
  const created = plan.kind === 'insert';
  // PostgREST 12 names no range for an insert (`*/1`) and the rows for an update (`0-0/1`).
  const total = plan.countExact ? written : null;
  const headers = { 'Content-Range': created ? contentRange(1, 0, total) : contentRange(0, written - 1, total) };
  if (plan.returning === null) return succeed({ status: created ? 201 : 204, headers, body: null });
  const rows = rowsOf(result.bodies);
  return succeed({
    status: created ? 201 : 200,
    headers: { 'Content-Type': contentType, ...headers },
    body: finish(plan.shape.single ? rows[0] : rows),
  });
};

/** PostgREST's Content-Range (RangeQuery.contentRangeH): no range when it is empty or the total is 0. */
const contentRange = (lower: number, upper: number, total: number | null): string => {
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total ?? '*'}`;
};
