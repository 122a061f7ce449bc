/**
 * The Originals' bet records (spec part 2 §3 'Bet record'; the history details and the /fair
 * verifier read them):
 *   GET /originals/bets?limit=N      — the signed-in player's newest bets (1–50, default 20);
 *   GET /originals/bets/:roundId     — one bet: the player's own at any time, anyone's once it
 *                                      is over (bets are public, as on Stake; an open round's
 *                                      record never holds its outcome).
 */
import { users } from '@server/db/schema';
import { apiErrors } from '@server/http/api-error';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { betRecordSchema } from '@/contracts/originals';
import { gameOfRound, latestRoundsOf, storedRound } from './round-store';
import { betRecord } from './round-view';

const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) });
const oneParams = z.object({ roundId: z.string().regex(/^[0-9a-f]{32}$/) });

export const originalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  async function nameOf(userId: string): Promise<string> {
    const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    return row?.name ?? '';
  }

  app.get(
    '/originals/bets',
    {
      preHandler: app.requireUser,
      schema: { querystring: listQuery, response: { 200: z.array(betRecordSchema) } },
    },
    async (request, reply) => {
      const { user } = app.accounts.signedIn(request);
      reply.header('cache-control', 'no-store');
      const rows = await latestRoundsOf(db, user.id, request.query.limit);
      const owner = { id: user.id, name: user.name };
      return rows.map((row) => betRecord(row, owner));
    },
  );

  app.get(
    '/originals/bets/:roundId',
    { schema: { params: oneParams, response: { 200: betRecordSchema } } },
    async (request, reply) => {
      const { roundId } = request.params;
      const game = await gameOfRound(db, roundId);
      const found = game ? await storedRound(db, game, roundId) : null;
      if (!found) throw apiErrors.notFound('No such bet');
      const viewer = await app.accounts.currentUser(request);
      const own = viewer?.id === found.round.userId;
      if (!own && found.round.status === 'active') throw apiErrors.notFound('No such bet');
      reply.header('cache-control', 'no-store');
      return betRecord(found, { id: found.round.userId, name: await nameOf(found.round.userId) });
    },
  );
};
