/**
 * GET /api/bets-feed/latest?tab=all|high|lucky|mine: the newest settled bets of a tab (spec
 * part 2 §9 'Feed'). Visitors read every tab but "my bets", which answers 401 to them.
 */
import { apiErrors } from '@server/http/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type BetsFeedResponse,
  betsFeedQuerySchema,
  betsFeedResponseSchema,
} from '@/contracts/bets-feed';
import { latestFeedRows } from './repository';

const READ_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

export const betsFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bets-feed/latest',
    {
      onRequest: app.rateLimit(READ_RATE_LIMIT),
      schema: { querystring: betsFeedQuerySchema, response: { 200: betsFeedResponseSchema } },
    },
    async (request) => {
      const { tab } = request.query;
      let userId: string | null = null;
      if (tab === 'mine') {
        const user = await app.accounts.currentUser(request);
        if (!user) throw apiErrors.unauthorized();
        userId = user.id;
      }
      const rows = await latestFeedRows(app.database.db, tab, userId);
      return { rows } satisfies BetsFeedResponse;
    },
  );
};
