/**
 * The operator's verification calls, registered inside the operator API (bearer token, rate
 * limit): read a player's levels, decide on a submitted level, set the level a player must
 * reach (users.kyc_override_level; the client sends them to verification until they do).
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { kycOverrideBodySchema, kycReviewBodySchema } from '@/contracts/kyc-status';
import { apiErrors } from '../../http/api-error';
import { parseInput } from '../../http/validate';

const userParamsSchema = z.object({ userName: z.string().min(1).max(64) });

export const kycOperatorRoutes: FastifyPluginAsync = async (app) => {
  async function playerNamed(name: string) {
    const user = await app.users.findByName(name);
    if (!user) throw apiErrors.notFound(`No player named ${name}`);
    return user;
  }

  app.get('/operator/kyc/:userName', async (request) => {
    const { userName } = parseInput(userParamsSchema, request.params, 'params');
    const user = await playerNamed(userName);
    return { userName: user.name, ...(await app.kyc.status(user.id, user.kycOverrideLevel)) };
  });

  app.post('/operator/kyc/review', async (request) => {
    const { userName, level, decision, reason } = parseInput(
      kycReviewBodySchema,
      request.body,
      'body',
    );
    const user = await playerNamed(userName);
    await app.kyc.review(user.id, level, decision, reason ?? null);
    return { ok: true };
  });

  app.post('/operator/kyc/override', async (request) => {
    const { userName, level } = parseInput(kycOverrideBodySchema, request.body, 'body');
    const user = await playerNamed(userName);
    await app.users.update(user.id, { kycOverrideLevel: level });
    app.realtime.toUser(user.id, 'kyc_change');
    return { ok: true, userName: user.name, overrideLevel: level };
  });
};
