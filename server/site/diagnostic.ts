import type { RequestHandler } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import { type DiagnosticResponse, type TimeZoneFacts, diagnosticQuery } from '../../contracts/diagnostic.contract';
import type { FunctionsDeps } from '../api/deps';
import { functionRefusal } from '../platform/function-errors';

export interface DiagnosticOptions {
  /** The configured opaque id; unset, the page exists for no id at all. */
  id: string | undefined;
  version: string;
  startedAt: number;
  /** The zone data readings use; null when the composition does not say. */
  timeZones?: TimeZoneFacts | null;
}

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** Compared in constant time, so response timing does not spell the id out. */
const sameId = (configured: string, given: string): boolean => timingSafeEqual(digest(configured), digest(given));

/**
 * GET diagnostic?id=: build and health facts for the hidden diagnostic page. Any other id
 * (or none configured) gets the same 404 as a function that does not exist, so the answer
 * says nothing about whether the page is there.
 */
export const diagnostic =
  ({ db, clock, luna }: FunctionsDeps, options: DiagnosticOptions): RequestHandler =>
  async (req, res) => {
    const parsed = diagnosticQuery.safeParse(req.query);
    if (!parsed.success || options.id === undefined || options.id === '' || !sameId(options.id, parsed.data.id)) {
      throw functionRefusal(404, `There is no function ${req.method} ${req.path}.`);
    }
    const before = clock.now();
    const reachable = await db.query('select 1 as one').then(
      () => true,
      () => false,
    );
    const nowMs = clock.now();
    const answer: DiagnosticResponse = {
      version: options.version,
      nodeVersion: process.version,
      startedAt: new Date(options.startedAt).toISOString(),
      uptimeSeconds: Math.max(0, (nowMs - options.startedAt) / 1000),
      serverTime: new Date(nowMs).toISOString(),
      database: { kind: db.kind, reachable, latencyMs: reachable ? Math.max(0, nowMs - before) : null },
      chatModel: luna === undefined ? 'off' : luna.model === null ? 'scripted' : 'language-model',
      timeZones: options.timeZones ?? null,
    };
    res.set('Cache-Control', 'no-store').json(answer);
  };
