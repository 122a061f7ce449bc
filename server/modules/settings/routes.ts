/** GET /api/settings/get: what this visitor's client needs at start and after each change. */

import { ensureVisitorId } from '@server/http/visitor-id';
import type { FastifyPluginAsync } from 'fastify';
import type { SettingsResponse } from '@/contracts/settings';

export const settingsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/settings/get', async (request, reply): Promise<SettingsResponse> => {
    const settings = await app.settings.forVisitor(request);
    // Per visitor and changing at any time: no cache, shared or private, may keep it.
    reply.header('cache-control', 'no-store');
    return {
      serverTime: Date.now(),
      sessionId: ensureVisitorId(request, reply, app.config.https),
      settings,
    };
  });
};
