import express, { type Request, type RequestHandler } from 'express';
import { GATEWAY_MESSAGES, gatewayRefusal } from './http-error';

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
