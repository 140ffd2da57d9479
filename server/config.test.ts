import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../adapters/project-root';
import { ConfigError, type ServerSetting, readConfig, serverEnv } from './config';
import { EMBEDDED_PUBLIC_API_KEY } from './platform/security/settings';

/** A value each setting refuses; null where every text is accepted. A new setting must be added here. */
const REFUSED: Record<ServerSetting, string | null> = {
  NODE_ENV: 'staging',
  PORT: 'abc',
  HOST: '',
  BRAND_NAME: '',
  DATA_DIR: '',
  DATABASE_URL: 'not a url',
  PUBLIC_SITE_URL: 'moonwise.example',
  LOG_LEVEL: 'loud',
  PUBLIC_API_KEY: 'short',
  ACCESS_TOKEN_SECRET: 'too-short',
  CORS_ORIGINS: 'https://example.com/path',
  OPENAI_API_KEY: null,
  OPENAI_BASE_URL: 'ftp://llm.example',
  LUNA_MODEL: '',
  DIAGNOSTIC_ID: 'short',
  FREE_READINGS: 'maybe',
  LUNA_AUTO_OPEN: 'sometimes',
  RATE_LIMIT_READINGS_PER_EMAIL: '0',
  RATE_LIMIT_READINGS_PER_SESSION: '2.5',
  RATE_LIMIT_READINGS_PER_CONNECTION: 'many',
  REPORT_WORKER: 'sometimes',
  REPORT_JOB_EXPIRE_SECONDS: '1',
  STRIPE_SECRET_KEY: 'pk_test_publishable',
  STRIPE_WEBHOOK_SECRET: 'secret',
  STRIPE_PRICE_DESTINY_MOON: 'prod_123',
  STRIPE_PRICE_ULTIMATE_ASTROLOGY: 'prod_456',
  SMTP_URL: 'http://mail.example:25',
  MAIL_FROM: 'not an address',
  MAIL_REPLY_TO: 'reply@nowhere',
  MAIL_RELAY: 'sometimes',
  TRUST_PROXY: 'yes',
  RATE_LIMIT_EMAILS_PER_CONNECTION: '0',
  REPORT_FILES_S3_BUCKET: 'My_Reports',
  REPORT_FILES_S3_REGION: 'EU West',
  REPORT_FILES_S3_ENDPOINT: 'ftp://s3.example',
  AWS_ACCESS_KEY_ID: null,
  AWS_SECRET_ACCESS_KEY: null,
};

const problemsOf = (env: NodeJS.ProcessEnv): readonly string[] => {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('the server settings', () => {
  it("take the site's address from the port when PUBLIC_SITE_URL is unset, so a local run's email links open", () => {
    expect(readConfig({ PORT: '3391' }).PUBLIC_SITE_URL).toBe('http://localhost:3391');
    expect(readConfig({ PORT: '3391', PUBLIC_SITE_URL: '' }).PUBLIC_SITE_URL).toBe('http://localhost:3391');
    expect(readConfig({}).PUBLIC_SITE_URL).toBe('http://localhost:3000');
    expect(readConfig({ PORT: '0' }).PUBLIC_SITE_URL).toBe('http://localhost:3000');
    expect(readConfig({ PORT: '3391', PUBLIC_SITE_URL: 'https://moonwise.example' }).PUBLIC_SITE_URL).toBe('https://moonwise.example');
  });

  it('refuse a Stripe key without its webhook secret and prices, in one line naming them', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toEqual([
      'STRIPE_SECRET_KEY is set, so STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_DESTINY_MOON, STRIPE_PRICE_ULTIMATE_ASTROLOGY must be set too',
    ]);
    expect(
      problemsOf({ STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc', STRIPE_PRICE_DESTINY_MOON: 'price_1', STRIPE_PRICE_ULTIMATE_ASTROLOGY: 'price_2' }),
    ).toEqual([]);
  });

  it('refuse half an S3 configuration for the report files, one line per missing piece', () => {
    expect(problemsOf({ REPORT_FILES_S3_BUCKET: 'moonwise-reports' })).toEqual(['REPORT_FILES_S3_BUCKET is set, so REPORT_FILES_S3_REGION must be set too']);
    expect(problemsOf({ REPORT_FILES_S3_REGION: 'eu-west-1', REPORT_FILES_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([
      'REPORT_FILES_S3_REGION is set, so REPORT_FILES_S3_BUCKET must be set too',
      'REPORT_FILES_S3_ENDPOINT is set, so REPORT_FILES_S3_BUCKET must be set too',
    ]);
    const bucket = { REPORT_FILES_S3_BUCKET: 'moonwise-reports', REPORT_FILES_S3_REGION: 'eu-west-1' };
    expect(problemsOf({ ...bucket, AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toEqual([
      "AWS_ACCESS_KEY_ID is set, so AWS_SECRET_ACCESS_KEY must be set too (or neither, for the SDK's other credentials)",
    ]);
    expect(problemsOf({ ...bucket, AWS_SECRET_ACCESS_KEY: 'secret' })).toEqual([
      "AWS_SECRET_ACCESS_KEY is set, so AWS_ACCESS_KEY_ID must be set too (or neither, for the SDK's other credentials)",
    ]);
    expect(problemsOf({ REPORT_FILES_S3_BUCKET: 'Bad_Name', REPORT_FILES_S3_REGION: 'EU West' })).toEqual([
      'REPORT_FILES_S3_BUCKET must be an S3 bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
      'REPORT_FILES_S3_REGION must be a region name, such as eu-west-1',
    ]);
    expect(problemsOf(bucket)).toEqual([]);
    expect(problemsOf({ ...bucket, REPORT_FILES_S3_ENDPOINT: 'http://127.0.0.1:9000', AWS_ACCESS_KEY_ID: 'minio', AWS_SECRET_ACCESS_KEY: 'minio-secret' })).toEqual([]);
    // A key pair alone is someone else's business (the SDK may serve other tools on this machine).
    expect(problemsOf({ AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toEqual([]);
  });

  it('refuse an SMTP_URL that is no smtp:// or smtps:// server address, in one line', () => {
    for (const url of ['smtp://', 'localhost:25', 'smtp://user:pass@host:notaport', 'mail.example.com', 'smtp://host/path']) {
      expect(problemsOf({ SMTP_URL: url }), url).toEqual(['SMTP_URL must be smtp://user:pass@host:port or smtps://user:pass@host:port']);
    }
    for (const url of ['smtp://user:pass@127.0.0.1:2525', 'smtps://mail.example.com', 'smtp://mail.example.com:587/']) expect(problemsOf({ SMTP_URL: url }), url).toEqual([]);
  });

  it('send from the brand at a placeholder address unless MAIL_FROM says otherwise', () => {
    expect(readConfig({})).toMatchObject({ MAIL_FROM: 'Moonwise <hello@moonwise.example>', MAIL_RELAY: 'on' });
    expect(readConfig({})).not.toHaveProperty('SMTP_URL', expect.anything());
    expect(readConfig({ MAIL_FROM: 'hello@shop.example' }).MAIL_FROM).toBe('hello@shop.example');
  });

  it('start on the embedded defaults with nothing set', () => {
    expect(readConfig({})).toMatchObject({ PORT: 3000, DATA_DIR: '.data', PUBLIC_API_KEY: EMBEDDED_PUBLIC_API_KEY, NODE_ENV: 'development' });
  });

  it("are each named in the README's table of environment variables", () => {
    const readme = readFileSync(path.join(PROJECT_ROOT, 'README.md'), 'utf8');
    const table = readme.split('\n## Environment variables\n')[1]?.split('\n## ')[0] ?? '';
    const rows = table.split('\n').filter((line) => line.startsWith('| `'));
    const unnamed = Object.keys(serverEnv.shape).filter((name) => !rows.some((row) => row.split(' | ')[0]?.includes(`\`${name}\``)));
    expect(unnamed).toEqual([]);
  });

  it('list a refused value for every setting the schema reads', () => {
    expect(Object.keys(REFUSED).sort()).toEqual(Object.keys(serverEnv.shape).sort());
  });

  it.each(Object.entries(REFUSED).filter((entry): entry is [string, string] => entry[1] !== null))(
    'name %s in the one line that refuses %j',
    (name, value) => {
      expect(problemsOf({ [name]: value })).toEqual([expect.stringMatching(new RegExp(`^${name}\\b`))]);
    },
  );

  it('give one line per problem, in the words people read', () => {
    expect(problemsOf({ PUBLIC_API_KEY: 'short', PORT: 'abc' })).toEqual([
      'PORT must be a whole number from 0 to 65535',
      'PUBLIC_API_KEY must be at least 16 characters',
    ]);
  });

  const STRIPE = {
    STRIPE_SECRET_KEY: 'sk_live_abc123',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    STRIPE_PRICE_DESTINY_MOON: 'price_moon',
    STRIPE_PRICE_ULTIMATE_ASTROLOGY: 'price_astro',
  };
  const PRODUCTION = { NODE_ENV: 'production', ACCESS_TOKEN_SECRET: 'x'.repeat(32), PUBLIC_SITE_URL: 'https://moonwise.example', ...STRIPE };

  it('refuse production without an access-token secret, beside the other problems', () => {
    const problems = problemsOf({ ...PRODUCTION, ACCESS_TOKEN_SECRET: undefined, PORT: 'abc' });
    expect(problems).toHaveLength(2);
    expect(problems[1]).toMatch(/^ACCESS_TOKEN_SECRET is required in production/);
  });

  it('refuse production without Stripe, one line for each missing setting: the sandbox never runs there', () => {
    expect(problemsOf({ NODE_ENV: 'production', ACCESS_TOKEN_SECRET: 'x'.repeat(32), PUBLIC_SITE_URL: 'https://moonwise.example' })).toEqual([
      'STRIPE_SECRET_KEY is required in production: the test-mode payment sandbox never runs there',
      'STRIPE_WEBHOOK_SECRET is required in production: the test-mode payment sandbox never runs there',
      'STRIPE_PRICE_DESTINY_MOON is required in production: the test-mode payment sandbox never runs there',
      'STRIPE_PRICE_ULTIMATE_ASTROLOGY is required in production: the test-mode payment sandbox never runs there',
    ]);
    expect(problemsOf({ ...PRODUCTION, STRIPE_PRICE_DESTINY_MOON: '' })).toEqual([
      'STRIPE_PRICE_DESTINY_MOON is required in production: the test-mode payment sandbox never runs there',
    ]);
  });

  it('refuse production without the site’s address, which every email link needs', () => {
    expect(problemsOf({ ...PRODUCTION, PUBLIC_SITE_URL: undefined })).toEqual(['PUBLIC_SITE_URL is required in production: the links in emails must open the site']);
  });

  it('accept production with a secret of 32 characters or more, Stripe and the site’s address', () => {
    expect(readConfig(PRODUCTION).NODE_ENV).toBe('production');
  });

  it('take a count of trusted proxies, or none', () => {
    expect(readConfig({}).TRUST_PROXY).toBeUndefined();
    expect(readConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(problemsOf({ TRUST_PROXY: 'true' })).toEqual(['TRUST_PROXY must be a whole number from 1 to 10']);
  });
});
