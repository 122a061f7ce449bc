/**
 * Sign-in with an identity provider under /api (issue 4): POST auth/oauth/:provider/start
 * begins an attempt (flow cookie, provider address); GET auth/oauth/:provider/callback is
 * where the provider sends the browser back, answered with a redirect into the app; POST
 * auth/oauth/signup and auth/oauth/link carry out the confirmation dialogs; the player's
 * linked accounts are listed and unlinked under account/linkedAccounts.
 */

import { ApiError, apiErrors } from '@server/http/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IDENTITY_PROVIDERS,
  type LinkedAccounts,
  type OAuthLinkResult,
  oauthLinkBodySchema,
  oauthSignupBodySchema,
  oauthStartBodySchema,
  unlinkBodySchema,
} from '@/contracts/identity';
import { issueSession } from '../account/issue-session';
import {
  afterSignIn,
  appAddress,
  REGION_RESTRICTED_ADDRESS,
  withMessage,
} from './callback-redirects';
import { clearFlowCookie, readFlowCookie, setFlowCookie } from './flow-state';

const START_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;
const CALLBACK_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
const LINK_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

const providerParamsSchema = z.object({ provider: z.enum(IDENTITY_PROVIDERS) });
const callbackQuerySchema = z.object({
  state: z.string().max(256).optional(),
  code: z.string().max(4096).optional(),
  error: z.string().max(100).optional(),
});

export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.https;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/auth/oauth/:provider/start',
    {
      onRequest: app.rateLimit(START_RATE_LIMIT),
      schema: { params: providerParamsSchema, body: oauthStartBodySchema },
    },
    async (request, reply) => {
      const { provider: id } = request.params;
      const { intent, returnTo } = request.body;
      const provider = app.identity.providers.get(id);
      if (!provider) throw apiErrors.notFound('No such sign-in provider');
      const user = await app.accounts.currentUser(request);
      if (intent === 'link' && !user) throw apiErrors.unauthorized();
      const started = await app.identity.flow.start(provider, intent, user, returnTo ?? null);
      setFlowCookie(reply, started.flowCookie, secure);
      return { authorizeUrl: started.authorizeUrl };
    },
  );

  app.get(
    '/auth/oauth/:provider/callback',
    { onRequest: app.rateLimit(CALLBACK_RATE_LIMIT), schema: { params: providerParamsSchema } },
    async (request, reply) => {
      const { provider } = request.params;
      const query = callbackQuerySchema.safeParse(request.query);
      const flowCookie = readFlowCookie(request);
      // One attempt, one callback: whatever happens now, the attempt is over.
      clearFlowCookie(reply, secure);
      const outcome = await app.identity.flow.finish(
        provider,
        flowCookie,
        query.success ? query.data : {},
        await app.accounts.currentUser(request),
      );
      const go = (address: string) => reply.redirect(address, 303);
      const back = outcome.returnTo;
      switch (outcome.kind) {
        case 'error':
          return go(withMessage(back, 'authErrors', outcome.message));
        case 'notice':
          return go(withMessage(back, 'authSuccesses', outcome.message));
        case 'confirmLink':
          return go(appAddress(back, outcome.params, { opensDialog: true }));
        case 'confirmSignup':
          if (request.restrictedRegion) return go(REGION_RESTRICTED_ADDRESS);
          return go(appAddress(back, { confirmSignup: outcome.query }, { opensDialog: true }));
        case 'signIn':
          try {
            const issued = await app.accounts.signInVerified(
              outcome.user,
              app.accounts.client(request),
            );
            return go(afterSignIn(await issueSession(app, request, reply, issued), back));
          } catch (error) {
            // A closed account: refused like a password sign-in, as a message on the page.
            if (error instanceof ApiError)
              return go(withMessage(back, 'authErrors', error.message));
            throw error;
          }
      }
    },
  );

  app.post(
    '/auth/oauth/signup',
    {
      onRequest: app.rateLimit({ max: app.config.signupsPerIpPerHour, timeWindow: '1 hour' }),
      schema: { body: oauthSignupBodySchema },
    },
    async (request, reply) => {
      const { token } = request.body;
      if (request.restrictedRegion) throw apiErrors.regionRestricted();
      const issued = await app.identity.links.signup(token, app.accounts.client(request));
      return issueSession(app, request, reply, issued);
    },
  );

  app.post(
    '/auth/oauth/link',
    { onRequest: app.rateLimit(LINK_RATE_LIMIT), schema: { body: oauthLinkBodySchema } },
    async (request, reply): Promise<OAuthLinkResult> => {
      const { accessToken, password, captcha } = request.body;
      const issued = await app.identity.links.confirmLink(
        accessToken,
        { password, captcha },
        await app.accounts.currentUser(request),
        app.accounts.client(request),
      );
      if (!issued) return { ok: true };
      return { ok: true, signIn: await issueSession(app, request, reply, issued) };
    },
  );

  app.get(
    '/account/linkedAccounts',
    { preHandler: app.requireUser },
    async (request): Promise<LinkedAccounts> =>
      app.identity.links.list(app.accounts.signedIn(request).user),
  );

  app.post(
    '/account/linkedAccounts/unlink',
    {
      preHandler: app.requireUser,
      onRequest: app.rateLimit(LINK_RATE_LIMIT),
      schema: { body: unlinkBodySchema },
    },
    async (request) => {
      const { provider } = request.body;
      await app.identity.links.unlink(app.accounts.signedIn(request).user, provider);
      return { ok: true as const };
    },
  );
};
