/**
 * POST /user/mutes/set {userId, muted} and GET /user/mutes/get (spec part 1 §7 'Money and
 * social'): a signed-in player mutes or unmutes another player; both answer the player's mutes
 * after the call. Muting yourself or an unknown player is refused and changes nothing.
 */

import { apiErrors } from '@server/http/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type MutesResponse, mutesResponseSchema, setMuteBodySchema } from '@/contracts/mutes';
import { mutesOf, setMute } from './repository';

const WRITE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

export const mutesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/user/mutes/get',
    { preHandler: app.requireUser, schema: { response: { 200: mutesResponseSchema } } },
    async (request) => {
      const { user } = app.accounts.signedIn(request);
      return { mutes: await mutesOf(db, user.id) } satisfies MutesResponse;
    },
  );

  app.post(
    '/user/mutes/set',
    {
      preHandler: app.requireUser,
      onRequest: app.rateLimit(WRITE_RATE_LIMIT),
      schema: { body: setMuteBodySchema },
    },
    async (request) => {
      const { userId, muted } = request.body;
      const { user } = app.accounts.signedIn(request);
      if (userId === user.id) {
        throw apiErrors.validation(
          [{ path: 'body.userId', message: 'You cannot mute yourself' }],
          'You cannot mute yourself',
        );
      }
      const target = await app.users.findById(userId);
      if (!target) throw apiErrors.notFound('No such player');
      await setMute(db, user.id, target.id, muted);
      return { mutes: await mutesOf(db, user.id) } satisfies MutesResponse;
    },
  );
};
