import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { Clock } from '../../../domain/kernel';
import { SESSION_TOKEN_LIFETIME_MS } from '../../../domain/conversation';

/**
 * Visitors' access tokens: what save-profile hands out and every later call carries as
 * `Authorization: Bearer …`. HS256 with the server's secret; `sub` is the profile id.
 */
export const ACCESS_TOKEN_ISSUER = 'moonwise';
export const ACCESS_TOKEN_AUDIENCE = 'moonwise-visitor';
export const ACCESS_TOKEN_LIFETIME_MS = SESSION_TOKEN_LIFETIME_MS;

export type AccessTokenProblem = 'expired' | 'invalid';

export class AccessTokenError extends Error {
  override name = 'AccessTokenError';
  constructor(readonly problem: AccessTokenProblem) {
    super(problem === 'expired' ? 'The access token has expired' : 'The access token is not valid');
  }
}

export interface VerifiedAccessToken {
  profileId: string;
  expiresAtMs: number;
}

export interface AccessTokens {
  issue(profileId: string): Promise<string>;
  /** Throws AccessTokenError when the token is malformed, forged, expired or for someone else. */
  verify(token: string): Promise<VerifiedAccessToken>;
}

/** Looks like a JWT at all (three base64url parts): tells a token from a wrong public key. */
export const looksLikeJwt = (value: string): boolean => /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/.test(value);

export const accessTokens = ({ secret, clock }: { secret: string; clock: Clock }): AccessTokens => {
  const key = new TextEncoder().encode(secret);
  return {
    issue: async (profileId) => {
      const issuedAt = Math.floor(clock.now() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ACCESS_TOKEN_ISSUER)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setSubject(profileId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_LIFETIME_MS / 1000)
        .sign(key);
    },
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ACCESS_TOKEN_ISSUER,
          audience: ACCESS_TOKEN_AUDIENCE,
          requiredClaims: ['sub', 'exp', 'iat'],
          currentDate: new Date(clock.now()),
        });
        if (typeof payload.sub !== 'string' || payload.sub === '' || payload.exp === undefined) {
          throw new AccessTokenError('invalid');
        }
        return { profileId: payload.sub, expiresAtMs: payload.exp * 1000 };
      } catch (error) {
        if (error instanceof AccessTokenError) throw error;
        if (error instanceof joseErrors.JWTExpired) throw new AccessTokenError('expired');
        if (error instanceof joseErrors.JOSEError) throw new AccessTokenError('invalid');
        throw error;
      }
    },
  };
};
