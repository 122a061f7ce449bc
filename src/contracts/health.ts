/** GET /api/health: liveness and readiness for load balancers and the start-up script. */
import { z } from 'zod/mini';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number().check(z.nonnegative()),
  database: z.object({ driver: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
