/**
 * GET /affiliate/stats?days=N: the signed-in player's referral statistics for one of the
 * dialog's periods — who joined through their link and what that earned them. Private and
 * changing, so never cached.
 */

import { parseInput } from '@server/http/validate';
import type { FastifyPluginAsync } from 'fastify';
import {
  AFFILIATE_LIST_LIMIT,
  type AffiliateStats,
  affiliateStatsQuerySchema,
} from '@/contracts/affiliate';
import { referralEarnings } from './earnings';
import { referredPlayersSince } from './repository';

const DAY_MS = 24 * 60 * 60_000;

export const affiliateRoutes: FastifyPluginAsync = async (app) => {
  app.get('/affiliate/stats', { preHandler: app.requireUser }, async (request, reply) => {
    const { days } = parseInput(affiliateStatsQuerySchema, request.query, 'query');
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
  });
};
