import express, { type Express } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { HealthResponse } from '../domain/contracts';
import type { ServerConfig } from './config';

export interface AppOptions {
  config: ServerConfig;
  /** Built UI to serve (index.html and assets); absent in dev, where Vite serves the UI. */
  uiDir?: string;
  version: string;
  startedAt: number;
  now: () => number;
}

/** The HTTP edge. Composition (which adapters, which settings) happens in compose.ts. */
export const createApp = ({ config, uiDir, version, startedAt, now }: AppOptions): Express => {
  const app = express();
  app.disable('x-powered-by');

  app.get('/healthz', (_req, res) => {
    const body: HealthResponse = {
      status: 'ok',
      brand: config.BRAND_NAME,
      version,
      uptimeSeconds: Math.max(0, (now() - startedAt) / 1000),
    };
    res.json(body);
  });

  if (uiDir && existsSync(path.join(uiDir, 'index.html'))) {
    app.use(express.static(uiDir, { index: false, maxAge: '1h' }));
    // Client-side routes: every other GET that accepts HTML gets the app shell.
    app.get(/.*/, (req, res, next) => {
      if (!req.accepts('html')) return next();
      res.sendFile(path.join(uiDir, 'index.html'));
    });
  }

  return app;
};
