import express from 'express';
import { createServer as createViteServer } from 'vite';
import { sharedGazetteer } from '../adapters/gazetteer';
import { openDatabase } from '../adapters/sql';
import { createApp } from './app';
import { projectRoot } from './compose';
import { readConfig } from './config';
import { accessTokens, createLogger, loadAccessTokenSecret } from './security';

/** `npm run dev`: the API plus Vite in middleware mode, so UI edits reload at once. */
const config = readConfig();
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const secret = loadAccessTokenSecret({ configured: config.ACCESS_TOKEN_SECRET, dataDir: config.DATA_DIR, production: false });
const vite = await createViteServer({ root: projectRoot, server: { middlewareMode: true }, appType: 'spa' });
const app = express();
app.use(
  createApp({
    config,
    db,
    places: { search: (q, l) => sharedGazetteer().search(q, l), resolve: (id) => sharedGazetteer().resolve(id) },
    tokens: accessTokens({ secret, clock: { now: Date.now } }),
    accessTokenSecret: secret,
    logger: createLogger(config.LOG_LEVEL),
    devServer: true,
    version: 'dev',
    startedAt: Date.now(),
    now: Date.now,
  }),
);
app.use(vite.middlewares);
app.listen(config.PORT, config.HOST, () => {
  console.info(`${config.BRAND_NAME} (dev) on http://localhost:${config.PORT}`);
});
