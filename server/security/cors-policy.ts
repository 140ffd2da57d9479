import cors from 'cors';
import type { RequestHandler } from 'express';
import { REQUEST_ID_HEADER } from './request-id';

/** Headers the browser client sends: the public key, the bearer token, the session and PostgREST's own. */
export const ALLOWED_REQUEST_HEADERS = [
  'apikey',
  'authorization',
  'content-type',
  'accept',
  'prefer',
  'range',
  'x-client-info',
  'x-luna-session',
  REQUEST_ID_HEADER,
];

/**
 * Same origin only by default (no CORS headers, so browsers refuse cross-origin reads);
 * the origins in CORS_ORIGINS may call the API from their pages.
 */
export const corsPolicy = (allowedOrigins: readonly string[]): RequestHandler => {
  const allowed = new Set(allowedOrigins);
  return cors({
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ALLOWED_REQUEST_HEADERS,
    exposedHeaders: [REQUEST_ID_HEADER, 'content-range'],
    maxAge: 600,
  });
};
