export { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER, ACCESS_TOKEN_LIFETIME_MS, AccessTokenError, accessTokens, looksLikeJwt } from './access-token';
export type { AccessTokenProblem, AccessTokens, VerifiedAccessToken } from './access-token';
export { API_KEY_HEADER, API_PREFIXES, PUBLIC_API_PATHS, apiGate, resolveClaims } from './api-gate';
export type { ApiGateOptions } from './api-gate';
export { ALLOWED_REQUEST_HEADERS, SUPABASE_CLIENT_HEADERS, corsPolicy } from './cors-policy';
export { DATABASE_UNAVAILABLE_MESSAGE, errorHandler, isDatabaseUnavailable } from './error-handler';
export { securityHeaders } from './headers';
export { GATEWAY_MESSAGES, HttpError, gatewayRefusal } from './http-error';
export { JSON_BODY_LIMIT_BYTES, JSON_MEDIA_TYPES, jsonBody, rawBodyOf, requireJsonBody } from './json-body';
export { createLogger, httpLogger } from './logging';
export type { LogLevel } from './logging';
export { PROFILE_TOKEN_BYTES, hashProfileToken, newProfileToken, sameSecret } from './profile-token';
export { REDACTED, isSensitiveKey, scrubHeader, scrubText, scrubUrl, scrubValue } from './redaction';
export { REQUEST_ID_HEADER, acceptRequestId, requestId, requestIdOf } from './request-id';
export { JSON_BODY_PREFIXES, securityMiddleware } from './security-middleware';
export type { SecurityMiddlewareOptions } from './security-middleware';
export {
  ACCESS_TOKEN_SECRET_FILE,
  ACCESS_TOKEN_SECRET_MIN_LENGTH,
  EMBEDDED_PUBLIC_API_KEY,
  SecuritySettingsError,
  loadAccessTokenSecret,
  parseCorsOrigins,
  resolveAccessTokenSecret,
  securityEnvFields,
} from './settings';
export type { AccessTokenSecret, AccessTokenSecretSource, SecuritySettings } from './settings';
