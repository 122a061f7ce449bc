/**
 * Module health: GET /api/health for load balancers and the start-up script. It is ready only
 * when the database answers; otherwise 503 so a balancer stops routing here.
 */

import { SERVER_VERSION } from '@server/version';
import type { FastifyPluginAsync } from 'fastify';
import type { HealthResponse } from '@/contracts/health';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async (_request, reply): Promise<HealthResponse> => {
    const { database } = app;
    const ok = await database.ping();
    reply.code(ok ? 200 : 503).header('cache-control', 'no-store');
    return {
      status: ok ? 'ok' : 'degraded',
      version: SERVER_VERSION,
      uptimeSeconds: Math.round(process.uptime()),
      database: { driver: database.driver, ok },
    };
  });
};
