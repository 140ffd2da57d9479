import cors from 'cors';
import type { RequestHandler } from 'express';
import { REQUEST_ID_HEADER } from './request-id';

/**
 * Every header @supabase/supabase-js 2 sends to rest/v1 and functions/v1: the key, the bearer,
 * the client's name, PostgREST's media types, preferences, ranges and schema profiles, and the
 * retry counter postgrest-js adds when it retries.
 */
export const SUPABASE_CLIENT_HEADERS = [
  'apikey',
  'authorization',
  'content-type',
  'accept',
  'prefer',
  'range',
  'x-client-info',
  'accept-profile',
  'content-profile',
  'x-retry-count',
] as const;

/** What a cross-origin page may send: the client's headers, the chat session and a request id. */
export const ALLOWED_REQUEST_HEADERS = [...SUPABASE_CLIENT_HEADERS, 'x-luna-session', REQUEST_ID_HEADER];

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
