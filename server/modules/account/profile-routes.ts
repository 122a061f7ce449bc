/**
 * GET /api/users/:name/profile: a player's public profile for signed-in players (the spec's
 * profile dialog needs sign-in). Unknown names answer 404; nothing private is included, and
 * the betting statistics only when the player has not hidden them.
 */

import { apiErrors } from '@server/http/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PublicProfile } from '@/contracts/profile';
import { playerBetStats } from '../rounds/player-stats';
import { readSystemSettings } from './system-settings';

const paramsSchema = z.object({ name: z.string().min(1).max(64) });
const RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:name/profile',
    {
      preHandler: app.requireUser,
      onRequest: app.rateLimit(RATE_LIMIT),
      schema: { params: paramsSchema },
    },
    async (request): Promise<PublicProfile> => {
      const { name } = request.params;
      const user = await app.users.findByName(name);
      if (!user || user.mustSetName) throw apiErrors.notFound(`No player named ${name}`);
      const statsHidden = readSystemSettings(user.systemSettings).privacy.hideStats;
      return {
        id: user.id,
        name: user.name,
        joinedAt: user.createdAt.toISOString(),
        isChatMod: user.isChatMod,
        isChatDev: user.isChatDev,
        statsHidden,
        stats: statsHidden ? null : await playerBetStats(app.database.db, user.id),
      };
    },
  );
};
