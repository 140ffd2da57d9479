import { sessionTokens } from './conversation/session-tokens';
import type { Express, RequestHandler } from 'express';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { sharedGazetteer } from '../adapters/gazetteer';
import { emlFileMailer, smtpMailer } from '../adapters/mail';
import { localReportFiles, s3ReportFiles, sqlReportFiles } from '../adapters/report-files';
// The thread's starter alone, not adapters/pdf's index: the PDF library loads in the thread, never here.
import { reportThread } from '../adapters/pdf/render-thread';
import type { LanguageModel, Mailer, ReportFiles, SqlDatabase } from '../domain/kernel';
import { sandboxGateway, stripeGateway, type SandboxGateway } from '../adapters/payments';
import { type OutboxRelay, type OutboxRelayOptions, outboxRelay } from './platform/email/outbox-relay';
import type { PaymentGateway } from '../domain/reports';
import { reportWorkers, type ReportWorkersOptions } from './commerce/report-workers';
import type { RenderReport } from './commerce/report-generation';
import { openAiLanguageModel } from '../adapters/llm-openai';
import { type CreatedZoneRules, createZoneRules } from '../adapters/zone-rules';
import { DEFAULT_RATE_LIMIT_CONFIG } from '../domain/reading';
import { personaModel } from '../domain/conversation';
import type { TimeZoneFacts } from '../contracts/diagnostic.contract';
import { PROJECT_ROOT } from '../adapters/project-root';
import type { RestWriteLimits } from './platform/rest/write-limit';
import { createApp } from './app';
import { type ServerConfig, replyAddress } from './config';
import { type LunaServices, type PlaceLookup, chatTurnDeps } from './api/deps';
import type { LunaDeps } from './conversation/chat-turn';
import { type AccessTokenSecret, accessTokens, createLogger, resolveAccessTokenSecret } from './platform/security';
import { startRetention } from './data-rights/retention';
import { setEmailsPerConnection } from './platform/connection-limit';

/**
 * The one composition root (ADR 002): given the parsed settings and an opened database, it builds
 * every dependency of the app (access tokens, logger, Luna, places, zone rules) and names each
 * adapter it chose in the start-up log. `npm start`, `npm run dev`, the terminal chat, the test
 * servers and the benchmarks all compose here; tests override only what they must fix or fake.
 * The resources' lifetimes (database, socket) are in http-server.ts.
 */
export interface CompositionOverrides {
  /** The clock every function reads (a fixed one in tests); Date.now otherwise. */
  now?: () => number;
  /** The places; the bundled gazetteer, loaded on first use, otherwise. */
  places?: PlaceLookup;
  /** The language model, null for the scripted Luna; chosen from the settings otherwise. */
  model?: LanguageModel | null;
  /** `npm run dev`: Vite's middleware, which serves the UI. */
  devServer?: RequestHandler;
  /** The built UI to serve; none otherwise (the API alone). */
  uiDir?: string;
  /** The logger; one at LOG_LEVEL on stdout otherwise. */
  logger?: Logger;
  /** The payment provider; Stripe with STRIPE_SECRET_KEY, the test-mode sandbox otherwise. */
  payments?: PaymentGateway;
  /** The report PDF renderer and queue timings; the real renderer (a worker thread) and pg-boss's defaults otherwise. */
  reports?: Partial<Pick<ReportWorkersOptions, 'render' | 'queue'>>;
  /** `npm start` and `npm run dev`: warm the report thread now (when this process makes reports), not when the queue first works. */
  warmReports?: boolean;
  /** Where email leaves; SMTP with SMTP_URL, .eml files under DATA_DIR/outbox otherwise. */
  mailer?: Mailer;
  /** The outbox relay's timings; a poll a second and a provider check every 10 s otherwise. */
  mailRelay?: Pick<OutboxRelayOptions, 'pollMs' | 'probeMs'>;
  /** The table API's hourly write shares; REST_WRITE_LIMITS otherwise (null: none, for the bench). */
  restWriteLimits?: RestWriteLimits | null;
}

/** One port and the adapter chosen for it, as the start-up log names it. */
export interface AdapterChoice {
  port: 'database' | 'language model' | 'places' | 'zone rules' | 'access-token secret' | 'payments' | 'reports' | 'report files' | 'mail';
  adapter: string;
}

export const projectRoot = PROJECT_ROOT;

const version = (): string =>
  (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version;

/** The bundled places load on first use (about 2 s); `npm start` warms them before it reports ready. */
const bundledPlaces: PlaceLookup = {
  search: (query, limit) => sharedGazetteer().search(query, limit),
  resolve: (id) => sharedGazetteer().resolve(id),
  area: (text) => sharedGazetteer().area(text),
  nicknamed: (text) => sharedGazetteer().nicknamed(text),
};

/** PostgreSQL's address without its password, or where PGlite keeps its files. */
export const describeDatabase = (config: ServerConfig, db: SqlDatabase): string => {
  if (db.kind === 'pglite') return config.DATABASE_URL ? 'PGlite' : `PGlite at ${path.join(config.DATA_DIR, 'pglite')}`;
  if (!config.DATABASE_URL) return 'PostgreSQL';
  const url = new URL(config.DATABASE_URL);
  const user = url.username === '' ? '' : ` as ${decodeURIComponent(url.username)}`;
  return `PostgreSQL at ${url.host}${url.pathname}${user}`;
};

const describeZoneRules = ({ source, zoneinfoDir, dataVersion }: CreatedZoneRules): string => {
  const release = dataVersion === null ? '' : ` (${dataVersion})`;
  return source === 'system-tzdata' ? `system tz database at ${zoneinfoDir}${release}` : `Intl fallback${release}: no tz database at ${zoneinfoDir}`;
};

const placesChoice = (given: PlaceLookup | undefined): AdapterChoice => ({ port: 'places', adapter: given ? 'given to the composition' : 'bundled GeoNames gazetteer' });

const describeSecret = ({ origin, file }: AccessTokenSecret): string =>
  origin === 'configured' ? 'configured (ACCESS_TOKEN_SECRET)' : `${origin === 'stored' ? 'read from' : 'generated into'} ${file}`;

/** The scripted Luna without OPENAI_API_KEY; OpenAI (or a compatible server) with it. */
const chooseLanguageModel = (config: ServerConfig, override: LanguageModel | null | undefined): { model: LanguageModel | null; adapter: string } => {
  if (override !== undefined) return { model: override, adapter: override === null ? 'scripted Luna' : override.name };
  if (!config.OPENAI_API_KEY) return { model: null, adapter: 'scripted Luna (no OPENAI_API_KEY)' };
  const server = config.OPENAI_BASE_URL ? ` at ${new URL(config.OPENAI_BASE_URL).origin}` : '';
  return {
    model: openAiLanguageModel({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, model: config.LUNA_MODEL }),
    adapter: `OpenAI ${config.LUNA_MODEL}${server}`,
  };
};

interface LunaComposition {
  luna: LunaServices;
  choices: AdapterChoice[];
  timeZones: TimeZoneFacts;
}

/** Luna's services: the language model, the zone rules, the brand and the rate limits from the settings. */
const composeLuna = (config: ServerConfig, logger: Logger, modelOverride: LanguageModel | null | undefined): LunaComposition => {
  const { model, adapter } = chooseLanguageModel(config, modelOverride);
  const zoneRules = createZoneRules();
  // Trains the persona classifier now, once, so no visitor's first chat turn waits for it (ADR 043).
  personaModel();
  return {
    luna: {
      model,
      rules: zoneRules.rules,
      brandName: config.BRAND_NAME,
      rateLimits: {
        windowMs: DEFAULT_RATE_LIMIT_CONFIG.windowMs,
        max: {
          email: config.RATE_LIMIT_READINGS_PER_EMAIL,
          session: config.RATE_LIMIT_READINGS_PER_SESSION,
          ip: config.RATE_LIMIT_READINGS_PER_CONNECTION,
        },
      },
      onModelFailure: (err) => logger.warn({ err }, 'the language model failed; the scripted reply was used'),
      onModelReplyRejected: (problem) => logger.warn({ problem }, 'the language model’s reply broke a fact; the scripted reply was used'),
    },
    choices: [
      { port: 'language model', adapter },
      { port: 'zone rules', adapter: describeZoneRules(zoneRules) },
    ],
    timeZones: { source: zoneRules.source, release: zoneRules.dataVersion, hasBackzone: zoneRules.hasBackzone, engineRelease: process.versions.tz ?? null },
  };
};

export const logChoices = (logger: Logger, choices: readonly AdapterChoice[]): void => {
  for (const { port, adapter } of choices) logger.info({ port, adapter }, `${port}: ${adapter}`);
};

/** Stripe Checkout when a key is set (the settings have checked its companions), the test-mode sandbox otherwise. */
/** The payment provider, and the test-mode checkout page when that provider is the sandbox (null with Stripe). */
interface ComposedPayments {
  gateway: PaymentGateway;
  sandbox: SandboxGateway | null;
  adapter: string;
}

const composePayments = (config: ServerConfig, secret: string): ComposedPayments => {
  const { STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_PRICE_DESTINY_MOON: lunar, STRIPE_PRICE_ULTIMATE_ASTROLOGY: astrology } = config;
  if (key === undefined || webhookSecret === undefined || lunar === undefined || astrology === undefined) {
    const sandbox = sandboxGateway({ secret });
    return { gateway: sandbox, sandbox, adapter: 'test-mode sandbox (no STRIPE_SECRET_KEY)' };
  }
  const prices = { STRIPE_PRICE_DESTINY_MOON: lunar, STRIPE_PRICE_ULTIMATE_ASTROLOGY: astrology };
  return { gateway: stripeGateway({ secretKey: key, webhookSecret, prices, siteUrl: config.PUBLIC_SITE_URL }), sandbox: null, adapter: `Stripe Checkout (${key.startsWith('sk_live_') ? 'live' : 'test'} key)` };
};

/**
 * Where report PDFs are kept, for the web servers and `npm run worker` alike: an S3 bucket when
 * one is configured; the report_files table on PostgreSQL, which every process on it shares;
 * DATA_DIR/reports on the embedded PGlite, which one process holds anyway.
 */
export const composeReportFiles = (config: ServerConfig, db: SqlDatabase): { files: ReportFiles; adapter: string } => {
  const { REPORT_FILES_S3_BUCKET: bucket, REPORT_FILES_S3_REGION: region, REPORT_FILES_S3_ENDPOINT: endpoint } = config;
  if (bucket !== undefined && region !== undefined) {
    return {
      files: s3ReportFiles({ bucket, region, ...(endpoint === undefined ? {} : { endpoint }) }),
      adapter: `S3 bucket ${bucket} in ${region}${endpoint === undefined ? '' : ` at ${new URL(endpoint).origin}`}`,
    };
  }
  if (db.kind === 'postgres') return { files: sqlReportFiles(db), adapter: 'the report_files table in PostgreSQL' };
  const folder = path.join(config.DATA_DIR, 'reports');
  return { files: localReportFiles(folder), adapter: `files in ${folder}` };
};

/** The report PDF renderer and what its process does with it: warm it when it starts working, stop it before the database closes. */
export interface ComposedReportRenderer {
  render: RenderReport;
  /** Starts the thread and its warm-up drawing now, if not yet started; the outcome is logged. */
  warm(): void;
  stop(): Promise<void>;
}

/**
 * The report PDF renderer, for the web servers and `npm run worker` alike: a worker thread
 * kept warm (ADR 038), so a report's drawing never holds up this process's requests and the
 * first one pays no cold start. The thread starts when warmed or at the first report; a
 * drawing that overruns its job's lifetime stops the thread, and the next report starts another.
 */
export const composeReportRenderer = (config: ServerConfig, logger: Logger): ComposedReportRenderer => {
  const thread = reportThread({ timeLimitMs: config.REPORT_JOB_EXPIRE_SECONDS * 1000 });
  let warming = false;
  return {
    render: thread.render,
    warm: () => {
      if (warming) return;
      warming = true;
      // Where its outcome goes: the log; a thread that failed to warm up is tried again by the next report.
      thread.warm().then(
        (ms) => logger.info({ ms: Math.round(ms) }, `the report thread is warm (its sample reports drawn in ${(ms / 1000).toFixed(1)} s)`),
        (error: unknown) => logger.warn({ err: error }, 'the report thread could not draw its sample reports'),
      );
    },
    stop: () => thread.stop(),
  };
};

/** SMTP when SMTP_URL is set, .eml files under DATA_DIR/outbox otherwise (each file's path logged). */
export const composeMailer = (config: ServerConfig, logger: Logger): Mailer =>
  config.SMTP_URL === undefined
    ? emlFileMailer(path.join(config.DATA_DIR, 'outbox'), (file) => logger.info({ file }, `email written to ${file}`))
    : smtpMailer(config.SMTP_URL);

/**
 * The outbox relay for this process: sends from MAIL_FROM, started unless MAIL_RELAY=off (when
 * `npm run worker` processes send the mail). Returns what to stop before the database closes.
 */
export const startMailRelay = (config: ServerConfig, db: SqlDatabase, logger: Logger, mailer: Mailer, timings: Pick<OutboxRelayOptions, 'pollMs' | 'probeMs'> = {}): OutboxRelay => {
  const relay = outboxRelay({ db, mailer, from: config.MAIL_FROM, logger, ...timings });
  if (config.MAIL_RELAY === 'on') relay.start();
  return relay;
};

const describeMail = (config: ServerConfig, mailer: Mailer): string =>
  `${mailer.description}, from ${config.MAIL_FROM}, ${config.MAIL_RELAY === 'on' ? 'relay in this process' : 'no relay here (MAIL_RELAY=off)'}`;

/** With REPORT_WORKER=off this process only queues reports, so never draws one. */
const notRenderedHere: RenderReport = () => Promise.reject(new Error('This process makes no reports (REPORT_WORKER=off).'));

/** The whole app: every dependency built from the settings and the database, each adapter logged. */
export const composeApp = (config: ServerConfig, db: SqlDatabase, overrides: CompositionOverrides = {}): Express => {
  const now = overrides.now ?? Date.now;
  const logger = overrides.logger ?? createLogger(config.LOG_LEVEL);
  setEmailsPerConnection(config.RATE_LIMIT_EMAILS_PER_CONNECTION);
  const secret = resolveAccessTokenSecret({ configured: config.ACCESS_TOKEN_SECRET, dataDir: config.DATA_DIR, production: config.NODE_ENV === 'production' });
  const { luna, choices, timeZones } = composeLuna(config, logger, overrides.model);
  const payments: ComposedPayments =
    overrides.payments === undefined ? composePayments(config, secret.secret) : { gateway: overrides.payments, sandbox: null, adapter: 'given to the composition' };
  const mailer = overrides.mailer ?? composeMailer(config, logger);
  const reportFiles = composeReportFiles(config, db);
  // The thread only where this process makes reports with the real renderer.
  const renderer = config.REPORT_WORKER === 'on' && overrides.reports?.render === undefined ? composeReportRenderer(config, logger) : null;
  logChoices(logger, [
    { port: 'database', adapter: describeDatabase(config, db) },
    ...choices,
    placesChoice(overrides.places),
    { port: 'access-token secret', adapter: describeSecret(secret) },
    { port: 'payments', adapter: payments.adapter },
    { port: 'mail', adapter: describeMail(config, mailer) },
    { port: 'reports', adapter: `pg-boss queue, ${config.REPORT_WORKER === 'on' ? `worker in this process${renderer ? ', PDFs drawn in a worker thread' : ''}` : 'no worker here (REPORT_WORKER=off)'}` },
    { port: 'report files', adapter: reportFiles.adapter },
  ]);
  const reports = reportWorkers({
    db,
    files: reportFiles.files,
    rules: luna.rules,
    clock: { now },
    siteUrl: config.PUBLIC_SITE_URL,
    replyTo: replyAddress(config),
    logger,
    work: config.REPORT_WORKER === 'on',
    render: renderer?.render ?? notRenderedHere,
    ...(renderer ? { onWork: renderer.warm } : {}),
    queue: { expireInSeconds: config.REPORT_JOB_EXPIRE_SECONDS },
    ...overrides.reports,
  });
  if (overrides.warmReports) renderer?.warm();
  // Reports left waiting by a stop are taken up again; a failure here must not stop the site.
  reports.resume().catch((error: unknown) => logger.error({ err: error }, 'the report queue could not resume'));
  const app = createApp({
    config,
    db,
    reportFiles: reports.files,
    reportQueue: reports.queue,
    places: overrides.places ?? bundledPlaces,
    tokens: accessTokens({ secret: secret.secret, clock: { now } }),
    sessions: sessionTokens(secret.secret),
    accessTokenSecret: secret.secret,
    logger,
    luna,
    payments: payments.gateway,
    sandbox: payments.sandbox,
    version: version(),
    startedAt: now(),
    timeZones,
    now,
    ...(overrides.devServer ? { devServer: overrides.devServer } : {}),
    ...(overrides.uiDir ? { uiDir: overrides.uiDir } : {}),
    ...(overrides.restWriteLimits === undefined ? {} : { restWriteLimits: overrides.restWriteLimits }),
  });
  const relay = startMailRelay(config, db, logger, mailer, overrides.mailRelay);
  // The process that makes the reports also forgets idle anonymous chats.
  const retention = config.REPORT_WORKER === 'on' ? startRetention(db, logger) : null;
  // What must stop before the database closes: the mail relay and the report queue's workers and timers.
  app.locals.stop = async () => {
    retention?.stop();
    await relay.stop();
    await reports.stop();
    await renderer?.stop();
  };
  return app;
};

/** Stops what the composed app runs besides answering requests (before its database is closed). */
export const stopApp = async (app: Express): Promise<void> => {
  const stop = (app.locals as { stop?: () => Promise<void> }).stop;
  await stop?.();
};

/**
 * One chat turn's dependencies, composed as the app composes them, for the terminal chat on a
 * database of its own. Without ACCESS_TOKEN_SECRET the secret is made for this process only:
 * nothing the terminal chat signs outlives it, and nothing is written under DATA_DIR.
 */
export const composeChat = (config: ServerConfig, db: SqlDatabase, overrides: Pick<CompositionOverrides, 'now' | 'places' | 'model' | 'logger'> = {}): LunaDeps => {
  const logger = overrides.logger ?? createLogger(config.LOG_LEVEL);
  const { luna, choices } = composeLuna(config, logger, overrides.model);
  logChoices(logger, [...choices, placesChoice(overrides.places)]);
  return chatTurnDeps({
    db,
    gazetteer: overrides.places ?? bundledPlaces,
    settings: {
      ACCESS_TOKEN_SECRET: config.ACCESS_TOKEN_SECRET ?? randomBytes(48).toString('base64url'),
      PUBLIC_SITE_URL: config.PUBLIC_SITE_URL,
      FREE_READINGS: config.FREE_READINGS,
    },
    clock: { now: overrides.now ?? Date.now },
    luna,
  });
};
