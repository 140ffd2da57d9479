import { z } from 'zod';

/** GET diagnostic?id=: build and health facts for the hidden diagnostic page; 404 for any other id. */

export const diagnosticQuery = z.object({
  id: z.string({ error: 'id is required' }).min(1, { error: 'id is required' }).max(200),
});
export type DiagnosticQuery = z.infer<typeof diagnosticQuery>;

/** The tz data the server computes local times with (docs/decisions/005-time-zone-data.md). */
export const timeZoneFacts = z.object({
  /** 'system-tzdata': the system's compiled files; 'intl': the server engine's ICU, as a fallback. */
  source: z.enum(['system-tzdata', 'intl']),
  /** The tz release readings are computed with ('2026f'), when known. */
  release: z.string().nullable(),
  /** Whether pre-1970 history is kept apart (the backzone). */
  hasBackzone: z.boolean(),
  /** The tz release of the server engine's own ICU data, when known. */
  engineRelease: z.string().nullable(),
});
export type TimeZoneFacts = z.infer<typeof timeZoneFacts>;

export const diagnosticResponse = z
  .object({
    version: z.string(),
    nodeVersion: z.string(),
    startedAt: z.string(),
    uptimeSeconds: z.number().nonnegative(),
    serverTime: z.string(),
    database: z.object({ kind: z.enum(['pglite', 'postgres']), reachable: z.boolean(), latencyMs: z.number().nonnegative().nullable() }),
    chatModel: z.enum(['scripted', 'language-model', 'off']),
    timeZones: timeZoneFacts.nullable(),
  })
  .meta({ id: 'DiagnosticResponse', description: 'Build and health facts for the hidden diagnostic page.' });
export type DiagnosticResponse = z.infer<typeof diagnosticResponse>;
