/**
 * The real app on a fresh PGlite database with rows put in first, for browser tests that need
 * data the pages read (the e2e server's database is in its own process, so a test cannot seed
 * it). Run: `node --import tsx tests/support/seeded-server.ts <seed.json> [<update.json>]`
 * with PORT (and UI_DIR for another build). The update file is applied on SIGUSR2 (deliveries
 * are upserted by id), so a test can change a report while a page watches it; "seed applied"
 * on stdout says it is in. The data directory is temporary and removed on exit.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { openDatabase } from '../../adapters/sql';
import type { SqlExecutor } from '../../domain/kernel';
import { composeApp } from '../../server/compose';
import { readConfig } from '../../server/config';
import { uiOutDir } from '../../server/http-server';
import { hashProfileToken } from '../../server/platform/security';
import { stopOnSignal } from './stop-on-signal';

const DAY_MS = 24 * 60 * 60 * 1000;

const instant = z.iso.datetime({ offset: true });

export const seedFile = z.object({
  profiles: z
    .array(
      z.object({
        id: z.uuid(),
        email: z.email(),
        fullName: z.string().nullable().default(null),
        /** Link tokens as the visitor holds them; only their sha-256 is stored. */
        tokens: z.array(z.string()).default([]),
      }),
    )
    .default([]),
  orders: z
    .array(
      z.object({
        id: z.uuid().optional(),
        profileId: z.uuid(),
        reportType: z.string(),
        paymentStatus: z.string().default('completed'),
        checkoutSessionId: z.string().nullable().default(null),
        createdAt: instant.optional(),
      }),
    )
    .default([]),
  deliveries: z
    .array(
      z.object({
        id: z.uuid().optional(),
        profileId: z.uuid(),
        reportType: z.string(),
        generationStatus: z.string().default('pending'),
        reportUrl: z.string().nullable().default(null),
        errorMessage: z.string().nullable().default(null),
        checkoutSessionId: z.string().nullable().default(null),
        createdAt: instant.optional(),
        updatedAt: instant.optional(),
      }),
    )
    .default([]),
});
export type SeedFile = z.input<typeof seedFile>;

/** Puts the seed's rows in (deliveries with an id replace the row of that id). Tokens last 30 days from `nowMs`. */
export const applySeed = async (db: SqlExecutor, input: SeedFile, nowMs: number): Promise<void> => {
  const seed = seedFile.parse(input);
  const now = new Date(nowMs).toISOString();
  for (const profile of seed.profiles) {
    await db.query('insert into profiles (id, email, full_name) values ($1, $2, $3) on conflict (id) do nothing', [profile.id, profile.email, profile.fullName]);
    for (const token of profile.tokens) {
      await db.query('insert into profile_tokens (token_hash, profile_id, expires_at) values ($1, $2, $3) on conflict (token_hash) do nothing', [
        hashProfileToken(token),
        profile.id,
        new Date(nowMs + 30 * DAY_MS).toISOString(),
      ]);
    }
  }
  for (const order of seed.orders) {
    await db.query(
      `insert into orders (id, profile_id, report_type, payment_status, checkout_session_id, created_at)
       values (coalesce($1::uuid, gen_random_uuid()), $2, $3, $4, $5, $6)`,
      [order.id ?? null, order.profileId, order.reportType, order.paymentStatus, order.checkoutSessionId, order.createdAt ?? now],
    );
  }
  for (const delivery of seed.deliveries) {
    await db.query(
      `insert into report_deliveries (id, profile_id, report_type, generation_status, report_url, error_message, checkout_session_id, created_at, updated_at)
       values (coalesce($1::uuid, gen_random_uuid()), $2, $3, $4, $5, $6, $7, $8, $9)
       on conflict (id) do update set generation_status = excluded.generation_status, report_url = excluded.report_url,
         error_message = excluded.error_message, updated_at = excluded.updated_at`,
      [
        delivery.id ?? null,
        delivery.profileId,
        delivery.reportType,
        delivery.generationStatus,
        delivery.reportUrl,
        delivery.errorMessage,
        delivery.checkoutSessionId,
        delivery.createdAt ?? now,
        delivery.updatedAt ?? now,
      ],
    );
  }
};

const readSeed = (file: string): SeedFile => JSON.parse(readFileSync(file, 'utf8')) as SeedFile;

const main = async () => {
  const [seedPath, updatePath] = process.argv.slice(2);
  if (!seedPath) throw new Error('Usage: seeded-server.ts <seed.json> [<update.json>] (PORT sets the port)');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'moonwise-seeded-'));
  const config = readConfig({ ...process.env, HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const db = await openDatabase({ dataDir });
  await applySeed(db, readSeed(seedPath), Date.now());

  const app = composeApp(config, db, { uiDir: uiOutDir });

  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(config.PORT, config.HOST, () => resolve(listening));
    listening.once('error', reject);
  });

  if (updatePath) {
    process.on('SIGUSR2', () => {
      applySeed(db, readSeed(updatePath), Date.now()).then(
        () => console.log('seed applied'),
        (error: unknown) => console.error(`seeded server: the update failed: ${String(error)}`),
      );
    });
  }
  console.log(`seeded server ready on http://127.0.0.1:${config.PORT}`);

  stopOnSignal(server, db, dataDir, app);
};

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(`seeded server: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  });
}
