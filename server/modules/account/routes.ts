/**
 * GET /api/account/get: the signed-in user, or 401 code 1001 'Unauthorized', which the client
 * treats as signed out (spec part 1 §7). Never cached: it changes at sign-in and sign-out.
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiErrors } from '../../http/api-error';

export const accountRoutes: FastifyPluginAsync = async (app) => {
  app.get('/account/get', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const user = await app.accounts.currentUser(request);
    if (!user) throw apiErrors.unauthorized();
    return user;
  });
};
