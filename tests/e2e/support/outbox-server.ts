/**
 * The real app, as npm start composes it, on a fresh PGlite database in a process of its own,
 * with its email outbox readable by the test that drives it: GET /__e2e/outbox?to=<address>
 * answers the emails queued for that address, oldest first. For browser tests that follow an
 * email (a code, a change link): the shared e2e server's database lives in its process and a
 * test cannot read it. Test-only: nothing but this script mounts the route.
 * Run: `node --import tsx tests/e2e/support/outbox-server.ts` with PORT.
 */
import express from 'express';
import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../../adapters/sql';
import type { Mailer } from '../../../domain/kernel';
import { composeApp } from '../../../server/compose';
import { readConfig } from '../../../server/config';
import { uiOutDir } from '../../../server/http-server';
import { stopOnSignal } from '../../support/stop-on-signal';

export const OUTBOX_PATH = '/__e2e/outbox';

const main = async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'moonwise-outbox-'));
  // Its own address as the site's, so the links in its emails lead back to it.
  const config = readConfig({
    ...process.env,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_SITE_URL: `http://127.0.0.1:${process.env.PORT ?? ''}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
  const db = await openDatabase({ dataDir });
  // A sent email's row keeps no token or code (issue 23): the test reads what was sent, as the visitor's inbox holds it.
  const sentBodies = new Map<string, { text: string; html: string }>();
  const inbox: Mailer = {
    description: 'the test’s inbox',
    send: async (message) => {
      const id = /^<([^@>]+)@/.exec(message.messageId)?.[1] ?? '';
      sentBodies.set(id, { text: message.text, html: message.html });
      return { messageId: message.messageId, receipt: 'kept for the test' };
    },
    close: async () => undefined,
  };
  const outer = express();
  outer.get(OUTBOX_PATH, async (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to : '';
    const { rows } = await db.query<{ id: string; subject: string; body_text: string; body_html: string | null; status: string }>(
      'select id::text as id, subject, body_text, body_html, status from email_outbox where lower(to_address) = lower($1) order by created_at, id',
      [to],
    );
    res.json(
      rows.map((row) => {
        const sent = sentBodies.get(row.id);
        return { subject: row.subject, text: sent?.text ?? row.body_text, html: sent?.html ?? row.body_html ?? '', status: row.status };
      }),
    );
  });
  const app = composeApp(config, db, { uiDir: uiOutDir, mailer: inbox });
  outer.use(app);
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = outer.listen(config.PORT, config.HOST, () => resolve(listening));
    listening.once('error', reject);
  });
  stopOnSignal(server, db, dataDir, app);
};

main().catch((error: unknown) => {
  console.error(`outbox server: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
