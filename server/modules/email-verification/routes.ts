/**
 * GET /auth/verifyEmail?token=… is the link in the email: a browser navigation that ends on
 * the home page with `emailVerified=true` or an `authErrors` toast. POST
 * /account/verifyEmail/resend sends a fresh link to a signed-in player who has not verified.
 */

import { apiErrors } from '@server/http/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const RESEND_RATE_LIMIT = { max: 3, timeWindow: '10 minutes' } as const;
const VERIFY_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

export const INVALID_LINK_MESSAGE =
  'This verification link is invalid or has expired. Sign in and ask for a new one.';

const verifyQuerySchema = z.object({ token: z.string().optional() });

export const emailVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/verifyEmail',
    {
      onRequest: [
        app.rateLimit(VERIFY_RATE_LIMIT),
        // Before the query is validated, so a refused link is kept private too.
        async (_request, reply) => {
          reply.header('cache-control', 'no-store');
          // The link's token must not leak to the home page's resources through the referrer.
          reply.header('referrer-policy', 'no-referrer');
        },
      ],
      schema: { querystring: verifyQuerySchema },
    },
    async (request, reply) => {
      const { token } = request.query;
      const user = /^[A-Za-z0-9_-]{43}$/.test(token ?? '')
        ? await app.emailVerification.verify(token as string)
        : null;
      if (user) return reply.redirect('/?emailVerified=true');
      const errors = encodeURIComponent(JSON.stringify([INVALID_LINK_MESSAGE]));
      return reply.redirect(`/?authErrors=${errors}`);
    },
  );

  app.post(
    '/account/verifyEmail/resend',
    { preHandler: app.requireUser, onRequest: app.rateLimit(RESEND_RATE_LIMIT) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = app.accounts.signedIn(request);
      if (user.emailVerified) throw apiErrors.validation([], 'Your email is already verified');
      await app.emailVerification.send(user);
      return { ok: true };
    },
  );
};
