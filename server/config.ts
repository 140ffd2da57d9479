import { DEFAULT_RATE_LIMIT_CONFIG } from '../domain/reading';
import { z } from 'zod';
import { ACCESS_TOKEN_SECRET_REQUIRED, securityEnvFields } from './platform/security/settings';

/**
 * Every setting the server reads, in one place, parsed once at start.
 * Defaults are the embedded ones: `npm start` needs no database server and no keys.
 * The README's environment table mirrors this schema. Every message names its variable, so a
 * refusal to start reads as one line per problem (server/run-server.ts prints them).
 */
const nonEmpty = (name: string) => z.string().min(1, { error: `${name} must not be empty` });

const wholeNumber = (name: string, min: number, max?: number) => {
  const error = max === undefined ? `${name} must be a whole number of at least ${min}` : `${name} must be a whole number from ${min} to ${max}`;
  const atLeast = z.coerce.number({ error }).int({ error }).min(min, { error });
  return max === undefined ? atLeast : atLeast.max(max, { error });
};

const oneOf = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { error: `${name} must be ${values.slice(0, -1).join(', ')} or ${values.at(-1)}` });

/** Unset and '' both mean "not given" (the schema must refuse '' for the second branch to take it). */
const unsetWhenEmpty = <S extends z.ZodType>(schema: S) => schema.optional().or(z.literal('').transform(() => undefined));

const STRIPE_KEY = /^(?:sk|rk)_(?:test|live)_\w+$/;

/** 'Name <address@host>' or a bare address. */
const MAILBOX = /^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;
const SMTP_URL_ERROR = 'SMTP_URL must be smtp://user:pass@host:port or smtps://user:pass@host:port';
const isSmtpUrl = (text: string): boolean => {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '' && url.pathname.replace(/\/$/, '') === '';
};
/** The sender on embedded defaults: the brand at a placeholder address (set MAIL_FROM to your own). */
export const DEFAULT_MAIL_FROM = 'Moonwise <hello@moonwise.example>';

/** S3's rules for a bucket's name: 3–63 lower-case letters, digits, dots and hyphens, a letter or digit at each end. */
const S3_BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const S3_REGION = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The settings that only mean something with a bucket to put the reports in. */
const S3_COMPANIONS = ['REPORT_FILES_S3_REGION', 'REPORT_FILES_S3_ENDPOINT'] as const;

/** What Stripe payments need besides the key: the webhook's signing secret and §9's two prices. */
const STRIPE_COMPANIONS = ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_DESTINY_MOON', 'STRIPE_PRICE_ULTIMATE_ASTROLOGY'] as const;

/**
 * Half an S3 configuration refuses to start rather than fail at the first report: a bucket needs
 * its region, the other settings need a bucket, and a static key needs both halves. Only values in
 * shape are checked here: a malformed one already has its own line.
 */
const s3Problems = (env: Partial<Record<'REPORT_FILES_S3_BUCKET' | (typeof S3_COMPANIONS)[number] | 'AWS_ACCESS_KEY_ID' | 'AWS_SECRET_ACCESS_KEY', unknown>>) => {
  const given = (name: keyof typeof env): boolean => typeof env[name] === 'string';
  const problems: { setting: string; message: string }[] = [];
  if (typeof env.REPORT_FILES_S3_BUCKET === 'string' && S3_BUCKET.test(env.REPORT_FILES_S3_BUCKET)) {
    if (!given('REPORT_FILES_S3_REGION')) problems.push({ setting: 'REPORT_FILES_S3_BUCKET', message: 'REPORT_FILES_S3_BUCKET is set, so REPORT_FILES_S3_REGION must be set too' });
    const [half, other] = given('AWS_ACCESS_KEY_ID') ? ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'] as const : ['AWS_SECRET_ACCESS_KEY', 'AWS_ACCESS_KEY_ID'] as const;
    if (given(half) && !given(other)) problems.push({ setting: half, message: `${half} is set, so ${other} must be set too (or neither, for the SDK's other credentials)` });
  } else if (!given('REPORT_FILES_S3_BUCKET')) {
    for (const name of S3_COMPANIONS) {
      const value = env[name];
      const inShape = typeof value === 'string' && (name === 'REPORT_FILES_S3_REGION' ? S3_REGION.test(value) : URL.canParse(value) && /^https?:$/.test(new URL(value).protocol));
      if (inShape) problems.push({ setting: name, message: `${name} is set, so REPORT_FILES_S3_BUCKET must be set too` });
    }
  }
  return problems;
};

export const serverEnv = z
  .object({
    NODE_ENV: oneOf('NODE_ENV', ['development', 'test', 'production']).default('development'),
    PORT: wholeNumber('PORT', 0, 65_535).default(3000),
    HOST: nonEmpty('HOST').default('0.0.0.0'),
    BRAND_NAME: nonEmpty('BRAND_NAME').default('Moonwise'),
    DATA_DIR: nonEmpty('DATA_DIR').default('.data'),
    DATABASE_URL: unsetWhenEmpty(z.url({ error: 'DATABASE_URL must be a postgres:// URL' })),
    /** Unset: this machine at PORT (see `localSiteUrl`). */
    PUBLIC_SITE_URL: unsetWhenEmpty(z.url({ error: 'PUBLIC_SITE_URL must be the site’s absolute address' })),
    LOG_LEVEL: oneOf('LOG_LEVEL', ['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    ...securityEnvFields,
    /** Optional: with a key, Luna's wording comes from a language model. */
    OPENAI_API_KEY: unsetWhenEmpty(z.string().min(1)),
    /** Optional: an OpenAI-compatible server; OpenAI's own when absent. */
    OPENAI_BASE_URL: unsetWhenEmpty(z.url({ protocol: /^https?$/, error: 'OPENAI_BASE_URL must be an http(s) URL' })),
    LUNA_MODEL: nonEmpty('LUNA_MODEL').default('gpt-4o-mini'),
    /** The hidden diagnostic page answers only at /diagnostic/<this id>; unset, it exists for no id. */
    DIAGNOSTIC_ID: unsetWhenEmpty(z.string().min(16, { error: 'DIAGNOSTIC_ID must be at least 16 characters' })),
    /** §2's global auto-open setting for the standalone Luna widget: off, as the spec has it, unless a deployment turns it on. */
  LUNA_AUTO_OPEN: z.enum(['on', 'off'], { error: 'LUNA_AUTO_OPEN must be on or off' }).default('off'),
  /** 'off' pauses the free reading form (it answers the spec's 'rolling out gradually' notice), e.g. during a migration. */
    FREE_READINGS: oneOf('FREE_READINGS', ['on', 'off']).default('on'),
    /** Moon readings allowed per hour (§8 rate limits); the spec gives no numbers. */
    RATE_LIMIT_READINGS_PER_EMAIL: wholeNumber('RATE_LIMIT_READINGS_PER_EMAIL', 1).default(DEFAULT_RATE_LIMIT_CONFIG.max.email),
    RATE_LIMIT_READINGS_PER_SESSION: wholeNumber('RATE_LIMIT_READINGS_PER_SESSION', 1).default(DEFAULT_RATE_LIMIT_CONFIG.max.session),
    RATE_LIMIT_READINGS_PER_CONNECTION: wholeNumber('RATE_LIMIT_READINGS_PER_CONNECTION', 1).default(DEFAULT_RATE_LIMIT_CONFIG.max.ip),
    /** Emails one connection may have the site send in an hour, across every function that sends one (issue 23). */
    RATE_LIMIT_EMAILS_PER_CONNECTION: wholeNumber('RATE_LIMIT_EMAILS_PER_CONNECTION', 1).default(10),
    /** 'off' when separate `npm run worker` processes make the reports; the server makes them itself otherwise. */
    REPORT_WORKER: oneOf('REPORT_WORKER', ['on', 'off']).default('on'),
    /** How long a report job may run before it counts as abandoned (its worker died) and is tried again. */
    REPORT_JOB_EXPIRE_SECONDS: wholeNumber('REPORT_JOB_EXPIRE_SECONDS', 2, 3600).default(300),
    /** Optional: with it, email leaves through this SMTP server; without, each email is written as a .eml file under DATA_DIR/outbox. */
    SMTP_URL: unsetWhenEmpty(z.string().refine(isSmtpUrl, { error: SMTP_URL_ERROR })),
    /** The From of every email. */
    MAIL_FROM: z.string().regex(MAILBOX, { error: 'MAIL_FROM must be an address, or a name and an address: Moonwise <hello@example.com>' }).default(DEFAULT_MAIL_FROM),
    /** Where replies go on the emails a reply is useful to (reports, contact); MAIL_FROM otherwise. */
    MAIL_REPLY_TO: unsetWhenEmpty(z.string().regex(MAILBOX, { error: 'MAIL_REPLY_TO must be an address, or a name and an address' })),
    /** 'off' when `npm run worker` processes send the mail; the server sends it itself otherwise. */
    MAIL_RELAY: oneOf('MAIL_RELAY', ['on', 'off']).default('on'),
    /** Optional: with a key, reports are paid through Stripe Checkout; without, through the test-mode sandbox. */
    STRIPE_SECRET_KEY: unsetWhenEmpty(z.string().regex(STRIPE_KEY, { error: 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_…, sk_live_…)' })),
    STRIPE_WEBHOOK_SECRET: unsetWhenEmpty(z.string().startsWith('whsec_', { error: 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)' })),
    STRIPE_PRICE_DESTINY_MOON: unsetWhenEmpty(z.string().startsWith('price_', { error: 'STRIPE_PRICE_DESTINY_MOON must be a Stripe price identifier (price_…)' })),
    STRIPE_PRICE_ULTIMATE_ASTROLOGY: unsetWhenEmpty(z.string().startsWith('price_', { error: 'STRIPE_PRICE_ULTIMATE_ASTROLOGY must be a Stripe price identifier (price_…)' })),
    /**
     * How many reverse proxies stand in front of the server; unset, none: the connection's own
     * address is the visitor's. Behind a proxy every visitor would otherwise share one limit.
     */
    TRUST_PROXY: z.preprocess((value) => (value === '' ? undefined : value), wholeNumber('TRUST_PROXY', 1, 10).optional()),
    /** Optional: report PDFs in this S3 bucket (any process reads them); without it, in PostgreSQL with DATABASE_URL, else under DATA_DIR/reports. */
    REPORT_FILES_S3_BUCKET: unsetWhenEmpty(z.string().regex(S3_BUCKET, { error: 'REPORT_FILES_S3_BUCKET must be an S3 bucket name: 3 to 63 lower-case letters, digits, dots and hyphens' })),
    REPORT_FILES_S3_REGION: unsetWhenEmpty(z.string().regex(S3_REGION, { error: 'REPORT_FILES_S3_REGION must be a region name, such as eu-west-1' })),
    /** Optional: an S3-compatible server (MinIO, R2, …) instead of AWS. */
    REPORT_FILES_S3_ENDPOINT: unsetWhenEmpty(z.url({ protocol: /^https?$/, error: 'REPORT_FILES_S3_ENDPOINT must be an http(s) URL' })),
    /** Read by the AWS SDK itself; here only so that half a key pair refuses to start. */
    AWS_ACCESS_KEY_ID: unsetWhenEmpty(z.string()),
    AWS_SECRET_ACCESS_KEY: unsetWhenEmpty(z.string()),
  })
  .superRefine(
    (env, ctx) => {
      if (env.NODE_ENV === 'production' && env.ACCESS_TOKEN_SECRET === undefined) {
        ctx.addIssue({ code: 'custom', path: ['ACCESS_TOKEN_SECRET'], message: ACCESS_TOKEN_SECRET_REQUIRED });
      }
      if (env.NODE_ENV === 'production' && env.PUBLIC_SITE_URL === undefined) {
        ctx.addIssue({ code: 'custom', path: ['PUBLIC_SITE_URL'], message: 'PUBLIC_SITE_URL is required in production: the links in emails must open the site' });
      }
      // Production never runs the sandbox: without Stripe, paid reports would be free.
      if (env.NODE_ENV === 'production') {
        for (const name of ['STRIPE_SECRET_KEY', ...STRIPE_COMPANIONS] as const) {
          if (env[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: `${name} is required in production: the test-mode payment sandbox never runs there` });
        }
        return;
      }
      // Only for a key in shape: a malformed one already has its own line.
      if (env.STRIPE_SECRET_KEY !== undefined && STRIPE_KEY.test(env.STRIPE_SECRET_KEY)) {
        const missing = STRIPE_COMPANIONS.filter((name) => env[name] === undefined);
        if (missing.length > 0) {
          ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: `STRIPE_SECRET_KEY is set, so ${missing.join(', ')} must be set too` });
        }
      }
      for (const problem of s3Problems(env)) ctx.addIssue({ code: 'custom', path: [problem.setting], message: problem.message });
    },
    // Also when other settings are wrong, so a production start lists every problem at once.
    { when: () => true },
  );

export type ServerConfig = Omit<z.infer<typeof serverEnv>, 'PUBLIC_SITE_URL'> & { PUBLIC_SITE_URL: string };

/**
 * The site's address when PUBLIC_SITE_URL is unset: this machine at the port the server listens
 * on, so the links in a local run's emails open. Port 0 (any free port) is known only once
 * listening; such runs (tests, benches) get port 3000's address.
 */
export const localSiteUrl = (port: number): string => `http://localhost:${port === 0 ? 3000 : port}`;

/** Where replies to the emails a reply is useful to go: MAIL_REPLY_TO, else the sender. */
export const replyAddress = (config: Pick<ServerConfig, 'MAIL_FROM' | 'MAIL_REPLY_TO'>): string => config.MAIL_REPLY_TO ?? config.MAIL_FROM;
export type ServerSetting = keyof typeof serverEnv.shape;

/** The settings are not valid: one line per problem, each naming its variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
  }
}

/** A message that does not already name its variable gets the name in front. */
const problemLine = (issue: z.core.$ZodIssue): string => {
  const name = issue.path.map(String).join('.');
  return name === '' || issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
};

export const readConfig = (env: NodeJS.ProcessEnv = process.env): ServerConfig => {
  const parsed = serverEnv.safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map(problemLine));
  return { ...parsed.data, PUBLIC_SITE_URL: parsed.data.PUBLIC_SITE_URL ?? localSiteUrl(parsed.data.PORT) };
};
