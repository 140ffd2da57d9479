import type { ErrorRequestHandler } from 'express';
import { GATEWAY_MESSAGES, HttpError } from './http-error';
import { requestIdOf } from './request-id';

export const DATABASE_UNAVAILABLE_MESSAGE = 'Our database is unavailable right now. Please try again in a moment.';

/** body-parser's errors carry a `type`; these are the client's mistakes, not ours. */
const BODY_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  'entity.parse.failed': { status: 400, code: 'invalid_json', message: GATEWAY_MESSAGES.malformedJson },
  'entity.too.large': { status: 413, code: 'payload_too_large', message: GATEWAY_MESSAGES.bodyTooLarge },
  'encoding.unsupported': { status: 415, code: 'unsupported_media_type', message: 'The request body uses an encoding we do not accept' },
  'charset.unsupported': { status: 415, code: 'unsupported_media_type', message: 'Send the request body as UTF-8 JSON' },
  'request.aborted': { status: 400, code: 'request_aborted', message: 'The request body ended early' },
  'request.size.invalid': { status: 400, code: 'invalid_body_size', message: 'The request body does not match its Content-Length' },
};

/** A gzip, deflate or br body that does not inflate: body-parser passes zlib's error on as a 400 without a type. */
const UNDECODABLE_BODY = { status: 400, code: 'invalid_body_encoding', message: 'The request body does not match its Content-Encoding' };
const ZLIB_ERROR_CODE = /^(Z_|ERR_BROTLI|ERR__ERROR)/;

const bodyErrorOf = (error: unknown) => {
  const { type, status, code } = (error ?? {}) as { type?: unknown; status?: unknown; code?: unknown };
  if (typeof type === 'string') return BODY_ERRORS[type];
  return status === 400 && typeof code === 'string' && ZLIB_ERROR_CODE.test(code) ? UNDECODABLE_BODY : undefined;
};

/** Recognised by name so the edge needs no import of the database adapter. */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  const e = error as { name?: unknown; _tag?: unknown } | null;
  return e?.name === 'DatabaseUnavailableError' || e?._tag === 'DatabaseUnavailableError';
};

/**
 * The last middleware: every error becomes a JSON answer with the request id. A client's
 * mistake gets its 4xx; anything else is logged in full and answered with a plain 500, never
 * with a stack trace or an internal message.
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const requestId = requestIdOf(req);
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
    res.status(error.status).json({ ...error.body, requestId });
    return;
  }
  const bodyError = bodyErrorOf(error);
  if (bodyError) {
    res.status(bodyError.status).json({ message: bodyError.message, details: null, hint: null, code: bodyError.code, requestId });
    return;
  }
  res.err = error instanceof Error ? error : new Error(String(error));
  if (isDatabaseUnavailable(error)) {
    res.status(503).json({ error: DATABASE_UNAVAILABLE_MESSAGE, message: DATABASE_UNAVAILABLE_MESSAGE, code: 'database_unavailable', requestId });
    return;
  }
  res.status(500).json({ message: GATEWAY_MESSAGES.internal, code: 'internal_error', requestId });
};
