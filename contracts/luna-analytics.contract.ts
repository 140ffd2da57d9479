import { z } from 'zod';
import { sessionToken } from './functions.contract';

/**
 * POST luna-analytics: the analytics events of §7 that happen in the browser. The others
 * (confirmations, overwrites, limits, validation, readings started and completed) are recorded
 * by the server as the conversation moves.
 */
export const lunaAnalyticsRequest = z
  .object({
    sessionToken: sessionToken.optional(),
    event: z.literal('moon_reading_link_clicked'),
    /** From the reading link being shown to its click. */
    timeToClickMs: z.number().int().min(0).max(30 * 24 * 3_600_000),
    /** The reading replaced an earlier one. */
    overwrite: z.boolean(),
  })
  .meta({ id: 'LunaAnalyticsRequest', description: 'One browser-side analytics event of the chat session (x-luna-session header, or sessionToken).' });
export type LunaAnalyticsRequest = z.infer<typeof lunaAnalyticsRequest>;

export const lunaAnalyticsResponse = z.object({ recorded: z.literal(true) }).meta({ id: 'LunaAnalyticsResponse' });
export type LunaAnalyticsResponse = z.infer<typeof lunaAnalyticsResponse>;
