import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The settings the security edge reads. The public key is public by design (it reaches the
 * browser through the UI's runtime config); the access-token secret is not.
 */
export interface SecuritySettings {
  /** What every request under /functions/v1 and /rest/v1 sends in the `apikey` header. */
  PUBLIC_API_KEY: string;
  /** HS256 secret for the visitors' access tokens: at least 32 characters. */
  ACCESS_TOKEN_SECRET: string;
  /** Origins other than the site's own that may call the API from a browser. */
  CORS_ORIGINS: readonly string[];
  /** Optional: the pino level; 'info' when absent. */
  LOG_LEVEL?: 'debug' | 'info' | 'warn' | 'error' | 'silent';
}

/** The documented public key of embedded mode (`npm start` with no settings). */
export const EMBEDDED_PUBLIC_API_KEY = 'moonwise-embedded-public-key';

export const ACCESS_TOKEN_SECRET_MIN_LENGTH = 32;
export const ACCESS_TOKEN_SECRET_FILE = 'access-token-secret';
export const ACCESS_TOKEN_SECRET_REQUIRED =
  'ACCESS_TOKEN_SECRET is required in production: set it to a random string of at least 32 characters (e.g. `openssl rand -base64 48`).';

/** Env fields to merge into the server's settings schema (server/config.ts). */
export const securityEnvFields = {
  PUBLIC_API_KEY: z.string().min(16, { error: 'PUBLIC_API_KEY must be at least 16 characters' }).default(EMBEDDED_PUBLIC_API_KEY),
  ACCESS_TOKEN_SECRET: z
    .string()
    .min(ACCESS_TOKEN_SECRET_MIN_LENGTH, { error: `ACCESS_TOKEN_SECRET must be at least ${ACCESS_TOKEN_SECRET_MIN_LENGTH} characters` })
    .optional(),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      try {
        return parseCorsOrigins(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
};

export class SecuritySettingsError extends Error {
  override name = 'SecuritySettingsError';
}

/** 'https://a.example, https://b.example' → exact origins; anything but an origin is refused. */
export const parseCorsOrigins = (value: string): string[] =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      let url: URL;
      try {
        url = new URL(part);
      } catch {
        throw new SecuritySettingsError(`CORS_ORIGINS: '${part}' is not an origin such as https://example.com`);
      }
      if (url.origin !== part.replace(/\/$/, '')) {
        throw new SecuritySettingsError(`CORS_ORIGINS: '${part}' must be an origin only (scheme, host and port), like ${url.origin}`);
      }
      return url.origin;
    });

export interface AccessTokenSecretSource {
  /** ACCESS_TOKEN_SECRET when set. */
  configured: string | undefined;
  /** Where embedded data lives (DATA_DIR). */
  dataDir: string;
  /** NODE_ENV === 'production': a secret must then be configured. */
  production: boolean;
}

/** The secret and where it came from, for the start-up log. */
export interface AccessTokenSecret {
  secret: string;
  /** From ACCESS_TOKEN_SECRET, read from the file under DATA_DIR, or generated into it now. */
  origin: 'configured' | 'stored' | 'generated';
  /** The file under DATA_DIR, unless configured. */
  file: string | null;
}

/**
 * The configured secret; in production without one, a refusal to start; otherwise a secret
 * generated once and kept under DATA_DIR, so access tokens survive a restart.
 */
export const resolveAccessTokenSecret = ({ configured, dataDir, production }: AccessTokenSecretSource): AccessTokenSecret => {
  if (configured !== undefined && configured !== '') {
    if (configured.length < ACCESS_TOKEN_SECRET_MIN_LENGTH) {
      throw new SecuritySettingsError(`ACCESS_TOKEN_SECRET must be at least ${ACCESS_TOKEN_SECRET_MIN_LENGTH} characters`);
    }
    return { secret: configured, origin: 'configured', file: null };
  }
  if (production) {
    throw new SecuritySettingsError(ACCESS_TOKEN_SECRET_REQUIRED);
  }
  const file = path.join(dataDir, ACCESS_TOKEN_SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= ACCESS_TOKEN_SECRET_MIN_LENGTH) return { secret: stored, origin: 'stored', file };
  }
  const generated = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${generated}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return { secret: generated, origin: 'generated', file };
};

export const loadAccessTokenSecret = (source: AccessTokenSecretSource): string => resolveAccessTokenSecret(source).secret;
