import { z } from 'zod';

/** GET /healthz: answered once the server is ready to take requests. */
export const healthResponse = z.object({
  status: z.literal('ok'),
  brand: z.string().min(1),
  version: z.string().min(1),
  uptimeSeconds: z.number().nonnegative(),
});
export type HealthResponse = z.infer<typeof healthResponse>;
