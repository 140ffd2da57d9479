import express, { type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { API_PREFIXES } from './api-gate';
import { corsPolicy } from './cors-policy';
import { securityHeaders } from './headers';
import { jsonBody, refuseUnstorableJson, requireJsonBody } from './json-body';
import { createLogger, httpLogger } from './logging';
import { PERSONAL_PREFIXES, noStore, preflightOnly, wellFormedUrl } from './personal-responses';
import { requestId } from './request-id';
import type { SecuritySettings } from './settings';

export interface SecurityMiddlewareOptions {
  /** The process's logger; one is made from LOG_LEVEL when absent. */
  logger?: Logger;
  /** `npm run dev`: relax the content security policy for Vite's injected script and styles. */
  devServer?: boolean;
}

/** Where bodies are read here. /rest/v1 reads its own (PostgREST rules for empty bodies, arrays, limits). */
export const JSON_BODY_PREFIXES = ['/functions/v1'] as const;

/**
 * Everything every request passes first, in order: a request id, the request log, security
 * headers, no caching of personal answers, a well-formed address, CORS and preflights, and for
 * the functions a JSON-only body of at most 64 kB that can be stored.
 */
export const securityMiddleware = (
  settings: Pick<SecuritySettings, 'CORS_ORIGINS' | 'LOG_LEVEL'>,
  { logger = createLogger(settings.LOG_LEVEL ?? 'info'), devServer = false }: SecurityMiddlewareOptions = {},
): RequestHandler[] => {
  const personal = express.Router();
  personal.use([...PERSONAL_PREFIXES], noStore);
  const apiBodies = express.Router();
  apiBodies.use([...API_PREFIXES], preflightOnly);
  apiBodies.use([...JSON_BODY_PREFIXES], requireJsonBody, jsonBody(), refuseUnstorableJson);
  return [requestId, httpLogger(logger), securityHeaders({ devServer }), personal, wellFormedUrl, corsPolicy(settings.CORS_ORIGINS), apiBodies];
};
