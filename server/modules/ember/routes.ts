/**
 * POST /ember/linkAccount (spec part 1 §7): links the signed-in player to their account on the
 * Ember rewards platform. One Ember id belongs to one player (users.ember_id is unique) and a
 * linked player keeps their link; either conflict is a 409 the client shows.
 */

import { users } from '@server/db/schema';
import { ApiError } from '@server/http/api-error';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_ERROR_CODES } from '@/contracts/api-error';
import {
  EMBER_ALREADY_LINKED,
  type EmberLinkResult,
  emberLinkBodySchema,
  emberLinkResultSchema,
} from '@/contracts/tracking';

const LINK_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

const conflict = (message: string) => new ApiError(409, API_ERROR_CODES.conflict, message);

/** Postgres unique_violation (the users_ember_idx index). */
function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown } })?.cause ?? error;
  return (cause as { code?: unknown })?.code === '23505';
}

export const emberRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = { preHandler: app.requireUser, onRequest: app.rateLimit(LINK_RATE_LIMIT) };

  app.post(
    '/ember/linkAccount',
    { ...write, schema: { body: emberLinkBodySchema, response: { 200: emberLinkResultSchema } } },
    async (request): Promise<EmberLinkResult> => {
      const { emberId } = request.body;
      const { user } = app.accounts.signedIn(request);
      if (user.emberId === emberId) return { success: true, detail: 'Account already linked' };
      if (user.emberId) throw conflict('Your account is already linked to another Ember account');
      try {
        const linked = await app.database.db
          .update(users)
          .set({ emberId })
          .where(and(eq(users.id, user.id), isNull(users.emberId)))
          .returning({ id: users.id });
        // Another request linked this player first, to some other id.
        if (linked.length === 0) {
          throw conflict('Your account is already linked to another Ember account');
        }
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(EMBER_ALREADY_LINKED);
        throw error;
      }
      return { success: true, detail: 'Account linked' };
    },
  );
};
