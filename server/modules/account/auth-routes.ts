/**
 * Sign-up (two steps: signup.ts), sign-in and sign-out under /api/auth. Each step that signs in
 * sets a brand-new session cookie; GET logout/logoutEverywhere are browser navigations (spec part 1 §7) and so only act
 * for a same-site navigation, then redirect home (or to the sign-in dialog).
 */

import { apiErrors } from '@server/http/api-error';
import { isVisitorId, VISITOR_COOKIE } from '@server/http/visitor-id';
import { isSameSiteRequest } from '@server/plugins/csrf';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginBodySchema,
  type RegisterResult,
  registerBodySchema,
  signupConfirmBodySchema,
  twoFactorVerifyBodySchema,
} from '@/contracts/auth';
import { issueSession } from './issue-session';
import type { IssuedSession } from './service';

const SIGN_IN_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

const logoutQuerySchema = z.object({
  redirectToLogin: z.enum(['true', 'false']).optional(),
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const issue = (request: FastifyRequest, reply: FastifyReply, issued: IssuedSession) =>
    issueSession(app, request, reply, issued);

  async function forgetPushOwner(request: FastifyRequest): Promise<void> {
    const visitorId = request.cookies[VISITOR_COOKIE];
    if (isVisitorId(visitorId)) await app.push.assignUser(visitorId, null);
  }

  /** Step 1 of signup.ts: the same answer whether or not the email has an account. */
  app.post(
    '/auth/register',
    {
      onRequest: app.rateLimit({ max: app.config.signupsPerIpPerHour, timeWindow: '1 hour' }),
      schema: { body: registerBodySchema },
    },
    async (request, reply): Promise<RegisterResult> => {
      const body = request.body;
      if (request.restrictedRegion) throw apiErrors.regionRestricted();
      await app.accounts.signup.hold(reply, await app.accounts.signup.start(body));
      return { emailCodeSent: true };
    },
  );

  /** Step 2: the emailed code, from the browser that started, creates and signs in. */
  app.post(
    '/auth/register/confirm',
    { onRequest: app.rateLimit(SIGN_IN_RATE_LIMIT), schema: { body: signupConfirmBodySchema } },
    async (request, reply) => {
      const { code } = request.body;
      if (request.restrictedRegion) throw apiErrors.regionRestricted();
      const { signup } = app.accounts;
      const issued = await signup.finish(
        await signup.pendingOf(request),
        code,
        app.accounts.client(request),
      );
      await signup.hold(reply, null);
      return issue(request, reply, issued);
    },
  );

  app.post(
    '/auth/login',
    { onRequest: app.rateLimit(SIGN_IN_RATE_LIMIT), schema: { body: loginBodySchema } },
    async (request, reply) => {
      const { identifier, password, captcha } = request.body;
      return issue(
        request,
        reply,
        await app.accounts.signIn(identifier, password, app.accounts.client(request), captcha),
      );
    },
  );

  app.post(
    '/auth/2fa/verify',
    {
      onRequest: app.rateLimit(SIGN_IN_RATE_LIMIT),
      schema: { body: twoFactorVerifyBodySchema },
    },
    async (request, reply) => {
      const { code } = request.body;
      const pending = await app.accounts.sessionOf(request);
      if (pending?.stage !== 'twoFactor') throw apiErrors.unauthorized();
      return issue(
        request,
        reply,
        await app.accounts.completeTwoFactor(pending, code, app.accounts.client(request)),
      );
    },
  );

  async function logout(
    request: FastifyRequest,
    reply: FastifyReply,
    { redirectToLogin }: z.output<typeof logoutQuerySchema>,
    everywhere: boolean,
  ): Promise<void> {
    const target = redirectToLogin === 'true' ? '/?modal=auth&tab=login' : '/';
    // A GET another site could trigger: only a same-site navigation signs anyone out.
    if (!isSameSiteRequest(request, app.config.publicOrigin)) return reply.redirect(target);
    const session = await app.accounts.sessionOf(request);
    await forgetPushOwner(request);
    if (session) {
      if (everywhere) await app.accounts.signOutEverywhere(session.userId);
      else await app.accounts.signOut(session);
    }
    app.accounts.clearCookies(reply);
    return reply.redirect(target);
  }

  const logoutQuery = { schema: { querystring: logoutQuerySchema } };
  app.get('/auth/logout', logoutQuery, (request, reply) =>
    logout(request, reply, request.query, false),
  );
  app.get('/auth/logoutEverywhere', logoutQuery, (request, reply) =>
    logout(request, reply, request.query, true),
  );

  /** Clears this browser's session cookies (and its session), whatever state they are in. */
  app.get('/auth/clearCookies', async (request, reply) => {
    if (!isSameSiteRequest(request, app.config.publicOrigin)) throw apiErrors.forbidden();
    const session = await app.accounts.sessionOf(request);
    if (session) await app.accounts.signOut(session);
    app.accounts.clearCookies(reply);
    return { ok: true };
  });
};
