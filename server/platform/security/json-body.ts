import express, { type Request, type RequestHandler } from 'express';
import { GATEWAY_MESSAGES, gatewayRefusal } from './http-error';

/** Deeper than any request of ours; much deeper JSON overflows the stack of the code that stores it. */
export const JSON_MAX_DEPTH = 32;

export const JSON_BODY_LIMIT_BYTES = 64 * 1024;
export const JSON_MEDIA_TYPES = ['application/json', 'application/*+json'];

const rawBodies = new WeakMap<Request, Buffer>();

/** The exact bytes of a JSON body, for the rare route that must verify a signature over them. */
export const rawBodyOf = (req: Request): Buffer | undefined => rawBodies.get(req);

const hasBody = (req: Request): boolean =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/** A body in anything but JSON is refused with 415 rather than silently ignored. */
export const requireJsonBody: RequestHandler = (req, _res, next) => {
  if (hasBody(req) && req.is(JSON_MEDIA_TYPES) === false) {
    next(gatewayRefusal(415, 'unsupported_media_type', GATEWAY_MESSAGES.unsupportedMediaType));
    return;
  }
  next();
};

/** JSON bodies up to 64 kB; malformed or larger ones reach the error handler as 400 or 413. */
export const jsonBody = (limitBytes: number = JSON_BODY_LIMIT_BYTES): RequestHandler =>
  express.json({
    limit: limitBytes,
    type: JSON_MEDIA_TYPES,
    verify: (req, _res, buffer) => {
      rawBodies.set(req as Request, buffer);
    },
  });

/** The first thing in a parsed body that no function can take, walked without recursion; null when there is none. */
const unstorable = (body: unknown): string | null => {
  const pending: [unknown, number][] = [[body, 1]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, depth] = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return GATEWAY_MESSAGES.bodyHasNul;
    } else if (typeof value === 'object' && value !== null) {
      if (depth > JSON_MAX_DEPTH) return GATEWAY_MESSAGES.bodyTooDeep;
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) return GATEWAY_MESSAGES.bodyHasNul;
        pending.push([child, depth + 1]);
      }
    }
  }
  return null;
};

/**
 * After jsonBody: a body nested past JSON_MAX_DEPTH, or with U+0000 in a key or string (which
 * PostgreSQL cannot store in text or jsonb), is refused with 400 before any function reads it.
 */
export const refuseUnstorableJson: RequestHandler = (req, _res, next) => {
  const problem = req.body === undefined ? null : unstorable(req.body);
  next(problem === null ? undefined : gatewayRefusal(400, 'invalid_body', problem));
};
