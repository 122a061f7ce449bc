/** GET /captcha/challenge: a fresh signed proof-of-work challenge, never cached. */
import type { FastifyPluginAsync } from 'fastify';

const RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

export const captchaRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/captcha/challenge',
    { onRequest: app.rateLimit(RATE_LIMIT) },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.captcha.challenge();
    },
  );
};
