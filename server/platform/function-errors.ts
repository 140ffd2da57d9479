import type { ErrorRequestHandler } from 'express';
import type { z } from 'zod';
import type { RequestIssue } from '../../contracts/functions.contract';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './security/error-handler';
import { HttpError } from './security/http-error';
import { requestIdOf } from './security/request-id';

/** A function's refusal: `{ error, issues? }`, with extra fields where the answer's contract has them. */
export const functionRefusal = (status: number, error: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): HttpError =>
  new HttpError(status, { ...extra, error }, headers);

/** A used-up hourly share: 429 with the wait in Retry-After (seconds), as the table API answers its own. */
export const tooManyRequests = (error: string, retryAfterSeconds: number, extra: Record<string, unknown> = {}): HttpError =>
  functionRefusal(429, error, extra, { 'Retry-After': String(Math.max(1, retryAfterSeconds)) });

const issuesOf = (error: z.ZodError): RequestIssue[] =>
  error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));

/** The issue as one sentence; the field is named unless the message already names it. */
const sentenceFor = ({ path, message }: RequestIssue): string => {
  const field = path.split('.').at(-1) ?? '';
  return path === '' || message.includes(field) ? message : `${path}: ${message}`;
};

/**
 * The body or query as its contract reads it, or a 400 naming what is wrong. `extra` puts
 * the contract's own failure fields (save-profile's success: false, ...) in the answer.
 */
export const parseOrRefuse = <S extends z.ZodType>(schema: S, input: unknown, extra: Record<string, unknown> = {}): z.output<S> => {
  if (input === undefined) throw functionRefusal(400, 'The request needs a JSON body.', { ...extra, issues: [] });
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issues = issuesOf(parsed.error);
  const first = issues[0];
  throw functionRefusal(400, first ? sentenceFor(first) : 'The request is not valid.', { ...extra, issues });
};

/** Functions answer `{ error }`; an unreachable database is a 503 the visitor can wait out. */
export const functionErrors: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
    res.status(error.status).json({ ...error.body, requestId: requestIdOf(req) });
    return;
  }
  if (isDatabaseUnavailable(error)) {
    res.err = error as Error;
    res.status(503).json({ error: DATABASE_UNAVAILABLE_MESSAGE, requestId: requestIdOf(req) });
    return;
  }
  next(error);
};
