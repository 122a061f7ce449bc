/**
 * GET /affiliate/stats?days=N: the signed-in player's referral statistics for one of the
 * dialog's periods — who joined through their link and what that earned them. Private and
 * changing, so never cached.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AFFILIATE_LIST_LIMIT,
  type AffiliateStats,
  affiliateStatsQuerySchema,
  affiliateStatsSchema,
} from '@/contracts/affiliate';
import { referralEarnings } from './earnings';
import { referredPlayersSince } from './repository';

const DAY_MS = 24 * 60 * 60_000;

export const affiliateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/affiliate/stats',
    {
      preHandler: app.requireUser,
      schema: { querystring: affiliateStatsQuerySchema, response: { 200: affiliateStatsSchema } },
    },
    async (request, reply) => {
      const { days } = request.query;
      const { user } = app.accounts.signedIn(request);
      const since = new Date(Date.now() - days * DAY_MS);
      const { db } = app.database;
      const [referred, earnings] = await Promise.all([
        referredPlayersSince(db, user.id, since, AFFILIATE_LIST_LIMIT),
        referralEarnings(db, user.id, since),
      ]);
      reply.header('cache-control', 'no-store');
      const stats: AffiliateStats = {
        days,
        referredCount: referred.count,
        referred: referred.players.map((p) => ({
          name: p.name,
          joinedAt: p.joinedAt.toISOString(),
        })),
        earnings,
      };
      return stats;
    },
  );
};
