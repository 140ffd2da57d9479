import type { RequestHandler } from 'express';
import { API_PREFIXES } from './api-gate';
import { gatewayRefusal } from './http-error';

/** Answers that belong to one visitor: no browser or proxy cache may keep them. */
export const PERSONAL_PREFIXES = [...API_PREFIXES, '/reports'] as const;

export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/**
 * OPTIONS under the API is a preflight. An allowed origin's preflight is answered by CORS
 * before this; any other (no origin, or one not allowed) gets the same empty 204 without CORS
 * headers, so the browser refuses the cross-origin call and the server never treats it as a request.
 */
export const preflightOnly: RequestHandler = (req, res, next) => {
  if (req.method !== 'OPTIONS') return next();
  res.status(204).end();
};

const wellFormed = (text: string): boolean => {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * A path or query with a broken percent-escape (`%E0%A4%A`, `%zz`, bytes that are not UTF-8)
 * is the client's mistake: 400 here, before any route tries to decode it and fails with a 500.
 */
export const wellFormedUrl: RequestHandler = (req, _res, next) => {
  if (wellFormed(req.url)) return next();
  next(gatewayRefusal(400, 'invalid_url', 'The address has a malformed percent-escape', 'Encode "%" as "%25" and text as UTF-8'));
};
