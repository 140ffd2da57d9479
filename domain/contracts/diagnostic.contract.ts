import { z } from 'zod';

/** GET diagnostic?id=: build and health facts for the hidden diagnostic page; 404 for any other id. */

export const diagnosticQuery = z.object({
  id: z.string({ error: 'id is required' }).min(1, { error: 'id is required' }).max(200),
});
export type DiagnosticQuery = z.infer<typeof diagnosticQuery>;

export const diagnosticResponse = z
  .object({
    version: z.string(),
    nodeVersion: z.string(),
    startedAt: z.string(),
    uptimeSeconds: z.number().nonnegative(),
    serverTime: z.string(),
    database: z.object({ kind: z.enum(['pglite', 'postgres']), reachable: z.boolean(), latencyMs: z.number().nonnegative().nullable() }),
    chatModel: z.enum(['scripted', 'language-model', 'off']),
  })
  .meta({ id: 'DiagnosticResponse', description: 'Build and health facts for the hidden diagnostic page.' });
export type DiagnosticResponse = z.infer<typeof diagnosticResponse>;
