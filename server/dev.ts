import express from 'express';
import { createServer as createViteServer } from 'vite';
import { createApp } from './app';
import { projectRoot } from './compose';
import { readConfig } from './config';

/** `npm run dev`: the API plus Vite in middleware mode, so UI edits reload at once. */
const config = readConfig();
const vite = await createViteServer({ root: projectRoot, server: { middlewareMode: true }, appType: 'spa' });
const app = express();
app.use(createApp({ config, version: 'dev', startedAt: Date.now(), now: Date.now }));
app.use(vite.middlewares);
app.listen(config.PORT, config.HOST, () => {
  console.info(`${config.BRAND_NAME} (dev) on http://localhost:${config.PORT}`);
});
