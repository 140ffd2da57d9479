import type { Request, RequestHandler } from 'express';
import { FUNCTION_TABLE } from '../../../contracts/function-table';
import { SESSION_HEADER, SESSION_TOKEN_PATTERN } from '../../../contracts/functions.contract';
import type { RequestClaims } from '../../../domain/kernel';
import type { SessionTokens } from '../../conversation/session-tokens';
import { AccessTokenError, type AccessTokens } from './access-token';
import { GATEWAY_MESSAGES, gatewayRefusal } from './http-error';
import { sameSecret } from './profile-token';

/** Where the public key and bearer token are required. */
export const API_PREFIXES = ['/functions/v1', '/rest/v1'] as const;

/** Readable without a key: the API's own description, and the functions the table marks keyless (the sky, nobody's data). */
export const PUBLIC_API_PATHS: readonly string[] = [
  '/functions/v1/openapi.json',
  ...FUNCTION_TABLE.filter((entry) => 'keyless' in entry && entry.keyless && entry.method === 'GET').map((entry) => `/functions/v1/${entry.name}`),
];

/** Called by the payment provider, which cannot send our key: the handler checks the event's signature instead. */
export const SIGNED_API_PATHS: readonly string[] = ['/functions/v1/payment-webhook'];

export const API_KEY_HEADER = 'apikey';

export interface ApiGateOptions {
  publicKey: string;
  tokens: AccessTokens;
  /** Which chat session tokens the server issued (ADR 023). */
  sessions: SessionTokens;
}

const claimsByRequest = new WeakMap<Request, RequestClaims>();

const fullPath = (req: Request): string => `${req.baseUrl}${req.path}`;

const bearerOf = (req: Request): string | null => {
  const header = req.get('authorization');
  if (header === undefined) return null;
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) {
    throw gatewayRefusal(401, '401', GATEWAY_MESSAGES.malformedAuthorization, GATEWAY_MESSAGES.tokenHint);
  }
  return match[1];
};

/**
 * The chat session header. The table API refuses a token the server never issued (ADR 023): a
 * session there is only ever one the server started. A function gets the token as sent and
 * decides for itself: luna-chat-assistant answers under a fresh token, the others find no session.
 */
const sessionTokenOf = (req: Request, sessions: SessionTokens): string | null => {
  const value = req.get(SESSION_HEADER);
  if (value === undefined) return null;
  if (!SESSION_TOKEN_PATTERN.test(value)) throw gatewayRefusal(400, 'invalid_session_header', GATEWAY_MESSAGES.invalidSessionHeader);
  if (req.baseUrl === '/rest/v1' && !sessions.issued(value)) {
    throw gatewayRefusal(401, 'unissued_session', GATEWAY_MESSAGES.unissuedSession, GATEWAY_MESSAGES.sessionHint);
  }
  return value;
};

/**
 * The gate in front of /functions/v1 and /rest/v1: the public key must be present and right;
 * the bearer token is the public key (an anonymous visitor) or an access token we signed,
 * whose profile id becomes the caller's claim; the chat session travels in x-luna-session, and
 * names a session only when the server issued its token.
 */
export const apiGate = ({ publicKey, tokens, sessions }: ApiGateOptions): RequestHandler => {
  const profileIdFrom = async (bearer: string | null): Promise<string | null> => {
    if (bearer === null || sameSecret(bearer, publicKey)) return null;
    try {
      return (await tokens.verify(bearer)).profileId;
    } catch (error) {
      if (!(error instanceof AccessTokenError)) throw error;
      throw error.problem === 'expired'
        ? gatewayRefusal(401, 'PGRST303', GATEWAY_MESSAGES.expiredToken, GATEWAY_MESSAGES.tokenHint)
        : gatewayRefusal(401, 'PGRST301', GATEWAY_MESSAGES.invalidToken, GATEWAY_MESSAGES.tokenHint);
    }
  };

  return async (req, _res, next) => {
    const publicPath = (req.method === 'GET' || req.method === 'HEAD') && PUBLIC_API_PATHS.includes(fullPath(req));
    if (req.method === 'OPTIONS' || publicPath || (req.method === 'POST' && SIGNED_API_PATHS.includes(fullPath(req)))) {
      next();
      return;
    }
    try {
      const key = req.get(API_KEY_HEADER);
      if (key === undefined || key === '') {
        throw gatewayRefusal(401, '401', GATEWAY_MESSAGES.missingApiKey, GATEWAY_MESSAGES.apiKeyHint);
      }
      if (!sameSecret(key, publicKey)) throw gatewayRefusal(401, '401', GATEWAY_MESSAGES.invalidApiKey, GATEWAY_MESSAGES.apiKeyHint);
      const profileId = await profileIdFrom(bearerOf(req));
      claimsByRequest.set(req, { sessionToken: sessionTokenOf(req, sessions), profileId });
      next();
    } catch (error) {
      next(error);
    }
  };
};

/** The caller's claims, as the gate verified them. Only under a gated prefix. */
export const resolveClaims = (req: Request): RequestClaims => {
  const claims = claimsByRequest.get(req);
  if (!claims) throw new Error('resolveClaims: apiGate must run before this route (mount it on /functions/v1 and /rest/v1)');
  return claims;
};
