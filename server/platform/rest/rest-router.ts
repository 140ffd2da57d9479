import express, { Router } from 'express';
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import type { Clock, RequestClaims, SqlDatabase, SqlExecutor } from '../../../domain/kernel';
import type { RestError, RestPlan, RestRequest, RestResponse } from './query';
import {
  bodyTooLarge,
  buildSql,
  databaseError,
  internalError,
  invalidBody,
  planRestRequest,
  serviceUnavailable,
  shapeResponse,
  unsupportedMediaType,
  writeCost,
  writeLimitReached,
} from './query';
import { DatabaseUnavailableError, SqlError, withClaims } from '../../../adapters/sql';
import { REST_WRITE_LIMITS, type RestWriteLimits, takeWriteShare } from './write-limit';

/** Largest request body /rest/v1 reads; a chat message or a session's attributes fit easily. */
export const REST_BODY_LIMIT_BYTES = 64 * 1024;

export interface RestRouterOptions {
  readonly db: SqlDatabase;
  /**
   * Who is asking. To refuse a request, throw an object with a numeric `status` and PostgREST's
   * `code` and `message` (optional `details`, `hint`), at the top level or under `body` (the
   * server's HttpError), e.g. 401 for a missing or wrong key.
   */
  readonly resolveClaims: (req: Request) => RequestClaims | Promise<RequestClaims>;
  readonly bodyLimitBytes?: number;
  /** Where an unexpected failure is reported; the client only ever sees a generic 500. */
  readonly onUnexpectedError?: (error: unknown, req: Request) => void;
  /** Hourly write shares per session and connection (REST_WRITE_LIMITS); null for none. */
  readonly writeLimits?: RestWriteLimits | null;
  readonly clock?: Clock;
  /** Opens what the server sealed in its rows (a chat reply's reading link) before the owner reads them. */
  readonly revealSealed?: (json: string) => string;
}

/** A refusal decided after the SQL ran (a single object that was not one row): it rolls the transaction back. */
class RollbackWith extends Error {
  constructor(readonly restError: RestError) {
    super(restError.body.message);
  }
}

interface RefusalBody {
  code: string;
  message: string;
  details?: string | null;
  hint?: string | null;
}

/** A refusal thrown by resolveClaims: `{ status, code, message }`, or `{ status, body: { code, message } }` (HttpError). */
const refusalOf = (value: unknown): RestError | null => {
  if (typeof value !== 'object' || value === null) return null;
  const candidate = value as { status?: unknown; body?: unknown };
  if (typeof candidate.status !== 'number' || candidate.status < 400 || candidate.status > 599) return null;
  const body = (typeof candidate.body === 'object' && candidate.body !== null ? candidate.body : value) as Partial<RefusalBody>;
  if (typeof body.code !== 'string' || typeof body.message !== 'string') return null;
  return { status: candidate.status, body: { code: body.code, message: body.message, details: body.details ?? null, hint: body.hint ?? null } };
};

const sendError = (res: Response, error: RestError): void => {
  res.status(error.status);
  for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
  if (error.status === 401) res.setHeader('WWW-Authenticate', 'Bearer');
  res.setHeader('Proxy-Status', `PostgREST; error=${error.body.code}`);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.send(JSON.stringify(error.body));
};

const sendResponse = (res: Response, response: RestResponse): void => {
  res.status(response.status);
  for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value);
  if (response.body === null) res.end();
  else res.send(response.body);
};

const header = (req: Request, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

const hasBody = (req: Request): boolean =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT']);

/** JSON only: anything else is refused before a byte of it is read. */
const jsonOnly: RequestHandler = (req, res, next) => {
  if (!WRITE_METHODS.has(req.method) || !hasBody(req) || req.is('application/json')) return next();
  sendError(res, unsupportedMediaType(header(req, 'content-type') ?? 'none'));
};

const readErrors =
  (limit: number): ErrorRequestHandler =>
  (error: unknown, _req, res, next) => {
    const type = (error as { type?: unknown } | null)?.type;
    if (type === 'entity.too.large') return sendError(res, bodyTooLarge(limit));
    if (typeof type === 'string') return sendError(res, invalidBody('Empty or invalid json'));
    next(error);
  };

/**
 * The body as JSON. Read here as raw bytes, or already parsed by an app-wide JSON parser in
 * front of this router (body-parser skips a stream that is already read): both are accepted.
 */
const parseJsonBody = (req: Request): { ok: true; body: unknown } | { ok: false } => {
  const body: unknown = req.body;
  if (!WRITE_METHODS.has(req.method) || body === undefined) return { ok: true, body: undefined };
  if (!Buffer.isBuffer(body)) return { ok: true, body };
  if (body.length === 0) return { ok: true, body: undefined };
  try {
    return { ok: true, body: JSON.parse(body.toString('utf8')) as unknown };
  } catch {
    return { ok: false };
  }
};

const toRestRequest = (req: Request, body: unknown): RestRequest => {
  const url = req.originalUrl;
  const queryStart = url.indexOf('?');
  return {
    method: req.method,
    path: req.path,
    query: queryStart < 0 ? [] : [...new URLSearchParams(url.slice(queryStart + 1))],
    headers: {
      accept: header(req, 'accept'),
      prefer: header(req, 'prefer'),
      range: header(req, 'range'),
      rangeUnit: header(req, 'range-unit'),
      acceptProfile: header(req, 'accept-profile'),
      contentProfile: header(req, 'content-profile'),
    },
    body,
  };
};

const isReadOnly = (plan: RestPlan): boolean => plan.kind === 'select' || (plan.kind === 'rpc' && plan.readOnly);

/** Runs the plan's SQL as the visitor; the answer is shaped inside, so a refusal rolls back. */
const execute = (db: SqlDatabase, claims: RequestClaims, plan: RestPlan, reveal: (json: string) => string): Promise<RestResponse> =>
  withClaims(db, claims, async (tx: SqlExecutor) => {
    // GET and HEAD never write, as in PostgREST: a writing function called by GET fails here (405).
    if (isReadOnly(plan)) await tx.query('set transaction read only');
    const program = buildSql(plan);
    const bodies: string[] = [];
    let rowCount = 0;
    for (const statement of program.statements) {
      const result = await tx.query<{ body: string; row_count: number }>(statement.text, statement.params);
      if (program.returnsRows) {
        const row = result.rows[0];
        bodies.push(row ? reveal(String(row.body)) : '[]');
        rowCount += Number(row?.row_count ?? 0);
      } else {
        rowCount += result.rowCount;
      }
    }
    let total: number | null = null;
    if (program.count) {
      const counted = await tx.query<{ total: number }>(program.count.text, program.count.params);
      total = Number(counted.rows[0]?.total ?? 0);
    }
    const shaped = shapeResponse(plan, { bodies, rowCount, total });
    if (!shaped.ok) throw new RollbackWith(shaped.error);
    return shaped.value;
  });

const errorFor = (error: unknown, claims: RequestClaims | null): RestError | null => {
  if (error instanceof RollbackWith) return error.restError;
  if (error instanceof DatabaseUnavailableError) return serviceUnavailable();
  if (error instanceof SqlError)
    return databaseError(error.code, error.message, error.detail, error.hint, claims?.profileId != null);
  return refusalOf(error);
};

/**
 * `/rest/v1/<table>` and `/rest/v1/rpc/<function>` in PostgREST syntax, over the whitelist in
 * domain/rest-query. Mount it at /rest/v1 before any other body parser:
 * `app.use('/rest/v1', restRouter({ db, resolveClaims }))`.
 */
export const restRouter = ({
  db,
  resolveClaims,
  bodyLimitBytes = REST_BODY_LIMIT_BYTES,
  onUnexpectedError,
  writeLimits = REST_WRITE_LIMITS,
  clock = { now: Date.now },
  revealSealed = (json) => json,
}: RestRouterOptions): Router => {
  const router = Router();
  const reportUnexpected = onUnexpectedError ?? ((error: unknown) => console.error('rest/v1 failed unexpectedly', error));

  router.use(jsonOnly);
  router.use(express.raw({ type: () => true, limit: bodyLimitBytes }));
  router.use(readErrors(bodyLimitBytes));

  router.use(async (req, res) => {
    let claims: RequestClaims | null = null;
    try {
      claims = await resolveClaims(req);
      const parsedBody = parseJsonBody(req);
      if (!parsedBody.ok) return sendError(res, invalidBody('Empty or invalid json'));
      const planned = planRestRequest(toRestRequest(req, parsedBody.body), {
        sessionToken: claims.sessionToken,
        authenticated: claims.profileId !== null,
      });
      if (!planned.ok) return sendError(res, planned.error);
      const cost = writeCost(planned.value);
      if (writeLimits !== null && cost > 0) {
        const share = await takeWriteShare(db, writeLimits, clock, { sessionToken: claims.sessionToken, ip: req.ip ?? 'unknown' }, cost);
        if (!share.allowed) return sendError(res, writeLimitReached(share.scope, share.max, share.retryAfterSeconds));
      }
      sendResponse(res, await execute(db, claims, planned.value, revealSealed));
    } catch (error) {
      const known = errorFor(error, claims);
      if (known) return sendError(res, known);
      reportUnexpected(error, req);
      sendError(res, internalError());
    }
  });

  return router;
};
