import { DEFAULT_RATE_LIMIT_CONFIG } from '../domain/rate-limit';
import { z } from 'zod';
import { securityEnvFields } from './security/settings';

/**
 * Every setting the server reads, in one place, parsed once at start.
 * Defaults are the embedded ones: `npm start` needs no database server and no keys.
 * The README's environment table mirrors this schema.
 */
const serverEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  BRAND_NAME: z.string().min(1).default('Moonwise'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z
    .url({ error: 'DATABASE_URL must be a postgres:// URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PUBLIC_SITE_URL: z.url({ error: 'PUBLIC_SITE_URL must be the site’s absolute address' }).default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  ...securityEnvFields,
  /** Optional: with a key, Luna's fallback chat (luna-chat) is answered by a language model. */
  OPENAI_API_KEY: z.string().min(1).optional().or(z.literal('').transform(() => undefined)),
  /** Optional: an OpenAI-compatible server; OpenAI's own when absent. */
  OPENAI_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'OPENAI_BASE_URL must be an http(s) URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LUNA_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** The hidden diagnostic page answers only at /diagnostic/<this id>; unset, it exists for no id. */
  DIAGNOSTIC_ID: z.string().min(16, { error: 'DIAGNOSTIC_ID must be at least 16 characters' }).optional().or(z.literal('').transform(() => undefined)),
  /** 'off' pauses the free reading form (it answers the spec's 'rolling out gradually' notice), e.g. during a migration. */
  FREE_READINGS: z.enum(['on', 'off'], { error: 'FREE_READINGS must be on or off' }).default('on'),
  /** Moon readings allowed per hour (SPEC §8 rate limits); the spec gives no numbers. */
  RATE_LIMIT_READINGS_PER_EMAIL: z.coerce.number().int().min(1).default(DEFAULT_RATE_LIMIT_CONFIG.max.email),
  RATE_LIMIT_READINGS_PER_SESSION: z.coerce.number().int().min(1).default(DEFAULT_RATE_LIMIT_CONFIG.max.session),
  RATE_LIMIT_READINGS_PER_CONNECTION: z.coerce.number().int().min(1).default(DEFAULT_RATE_LIMIT_CONFIG.max.ip),
});

export type ServerConfig = z.infer<typeof serverEnv>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const readConfig = (env: NodeJS.ProcessEnv = process.env): ServerConfig => {
  const parsed = serverEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`The server's settings are not valid:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
};
