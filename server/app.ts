import type { SandboxGateway } from '../adapters/payments';
import type { SessionTokens } from './conversation/session-tokens';
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { HealthResponse } from '../contracts';
import type { TimeZoneFacts } from '../contracts/diagnostic.contract';
import type { ReportFiles, SqlDatabase } from '../domain/kernel';
import { type ServerConfig, replyAddress } from './config';
import type { LunaServices, PlaceLookup } from './api/deps';
import type { PaymentGateway } from '../domain/reports';
import { reportDownload } from './commerce/report-download';
import type { ReportQueue } from './commerce/report-queue';
import { functionsRouter } from './api';
import { restRouter } from './platform/rest/rest-router';
import type { RestWriteLimits } from './platform/rest/write-limit';
import { type AccessTokens, API_PREFIXES, apiGate, errorHandler, resolveClaims, securityMiddleware } from './platform/security';
import { siteRouter } from './site-router';
import { runtimeConfigScript } from './runtime-config';
import { robotsTxt, sitemapXml } from '../domain/site';
import { linkSeal } from './platform/security/sealed-link';
import { calendarFeed } from './reading/calendar-feed';
import { sharePages } from './reading/share-page';

export interface AppOptions {
  config: ServerConfig;
  db: SqlDatabase;
  places: PlaceLookup;
  tokens: AccessTokens;
  accessTokenSecret: string;
  logger: Logger;
  /** Built UI to serve (index.html and assets); absent in dev, where Vite serves the UI. */
  uiDir?: string;
  /** `npm run dev`: Vite's middleware serves the UI; it needs inline scripts and its reload socket. */
  devServer?: RequestHandler;
  version: string;
  startedAt: number;
  /** The zone data readings are computed with, for the diagnostic page. */
  timeZones?: TimeZoneFacts;
  now: () => number;
  /** Luna's chat, always served, and the zone rules and rate limits every reading uses. */
  luna: LunaServices;
  /** Which chat session tokens the server issued: the gate and the functions share them. */
  sessions: SessionTokens;
  /** The payment provider (Stripe Checkout or the test-mode sandbox). */
  payments: PaymentGateway;
  /** The test-mode checkout page, when the sandbox is the provider; null with Stripe. */
  sandbox: SandboxGateway | null;
  /** Where finished report PDFs are kept, and the queue that makes them. */
  reportFiles: ReportFiles;
  reportQueue?: Pick<ReportQueue, 'start' | 'enqueue'>;
  /** The table API's hourly write shares; its defaults (REST_WRITE_LIMITS) when absent, none with null. */
  restWriteLimits?: RestWriteLimits | null;
}

/**
 * The HTTP edge, in the order every request meets it: request id, logs, security headers,
 * CORS and body limits; the health check; the public-key gate; the functions and the table
 * API; the site; and one error handler that never shows a stack trace.
 * Composition (which adapters, which settings) happens in compose.ts, which builds these options.
 */
export const createApp = (options: AppOptions): Express => {
  const { config, db, places, tokens, logger, uiDir, version, startedAt, now } = options;
  const app = express();
  // Behind TRUST_PROXY proxies, req.ip (every limit's connection key) is the visitor's address they report.
  app.set('trust proxy', config.TRUST_PROXY ?? false);
  app.disable('x-powered-by');
  app.use(securityMiddleware(config, { logger, devServer: options.devServer !== undefined }));
  app.use(compression());

  app.get('/healthz', (_req, res) => {
    const body: HealthResponse = {
      status: 'ok',
      brand: config.BRAND_NAME,
      version,
      uptimeSeconds: Math.max(0, (now() - startedAt) / 1000),
    };
    res.json(body);
  });

  app.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robotsTxt(config.PUBLIC_SITE_URL));
  });

  app.get('/sitemap.xml', (_req, res) => {
    res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(sitemapXml(config.PUBLIC_SITE_URL));
  });

  app.get('/runtime-config.js', (_req, res) => {
    res.type('application/javascript').set('Cache-Control', 'no-store').send(runtimeConfigScript(config));
  });

  // A report's PDF is a plain link the browser follows: its link token is the key, not the API's.
  app.get('/reports/:file', reportDownload({ db, files: options.reportFiles, clock: { now }, tokens, brandName: config.BRAND_NAME }));

  // A visitor's shared Moon (ADR 029): public, outside the API; the page carries its link-preview tags.
  const shares = sharePages({ db, brandName: config.BRAND_NAME, siteUrl: config.PUBLIC_SITE_URL, shellFile: uiDir && existsSync(path.join(uiDir, 'index.html')) ? path.join(uiDir, 'index.html') : null });
  app.get('/share/:id/card.png', shares.card);
  app.get('/share/:id', shares.page);

  // Her moon calendar (ADR 045): calendar apps fetch it with no key, so it lives outside the API; its token opens only the feed.
  app.get('/calendar/:file', calendarFeed({ db, rules: options.luna.rules, clock: { now }, siteUrl: config.PUBLIC_SITE_URL }));

  app.use([...API_PREFIXES], apiGate({ publicKey: config.PUBLIC_API_KEY, tokens, sessions: options.sessions }));
  app.use(
    '/functions/v1',
    functionsRouter({
      db,
      gazetteer: places,
      settings: { ACCESS_TOKEN_SECRET: options.accessTokenSecret, PUBLIC_SITE_URL: config.PUBLIC_SITE_URL, FREE_READINGS: config.FREE_READINGS, replyTo: replyAddress(config) },
      clock: { now },
      tokens,
      sessions: options.sessions,
      luna: options.luna,
      payments: options.payments,
      sandbox: options.sandbox,
      reportFiles: options.reportFiles,
      ...(options.reportQueue === undefined ? {} : { reportQueue: options.reportQueue }),
      diagnostic: { id: config.DIAGNOSTIC_ID, version, startedAt, timeZones: options.timeZones ?? null },
    }),
  );
  app.use(
    '/rest/v1',
    restRouter({
      db,
      resolveClaims,
      clock: { now },
      ...(options.restWriteLimits === undefined ? {} : { writeLimits: options.restWriteLimits }),
      revealSealed: linkSeal(options.accessTokenSecret).unsealJson,
      onUnexpectedError: (err, req) => req.log.error({ err }, 'rest request failed'),
    }),
  );

  if (uiDir && existsSync(path.join(uiDir, 'index.html'))) {
    app.use(siteRouter(uiDir, { siteUrl: config.PUBLIC_SITE_URL, diagnosticId: config.DIAGNOSTIC_ID }));
  }
  if (options.devServer) app.use(options.devServer);

  app.use(errorHandler);
  return app;
};
