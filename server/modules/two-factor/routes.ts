/**
 * Two-factor settings under /account/2fa. Every change needs a recent re-authentication (the
 * sign-in or POST /account/reauthenticate of the last minutes) or the password in the body;
 * turning it off always takes the password and a code. An account without a password has only
 * the recent sign-in (a provider sign-in starts the window). A change rotates this session's token
 * and answers how many other sessions remain, for the offer to end them.
 */

import { ApiError } from '@server/http/api-error';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_ERROR_CODES } from '@/contracts/api-error';
import {
  twoFactorConfirmBodySchema,
  twoFactorDisableBodySchema,
  twoFactorStartBodySchema,
} from '@/contracts/two-factor';
import { accountErrors } from '../account/service';

const SECURITY_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;
const EMAIL_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

const alreadyOn = () =>
  new ApiError(409, API_ERROR_CODES.conflict, 'Two-factor security is already on');
const notOn = () => new ApiError(409, API_ERROR_CODES.conflict, 'Two-factor security is off');

export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = app.twoFactorSettings;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const signed = (request: FastifyRequest) => app.accounts.signedIn(request);

  /** Recently re-authenticated, or the password given now (confirmIdentity decides). */
  async function reauthorize(request: FastifyRequest, password?: string) {
    const { user, session } = signed(request);
    await app.accounts.confirmIdentity(session, user, password, app.accounts.client(request), {
      recentSuffices: true,
      reauth: {},
    });
  }

  /**
   * The proof and a code now (turning off, new recovery codes). With a password the
   * re-authentication checks the code with it; on a recent sign-in alone it is checked here.
   */
  async function reauthorizeWithCode(
    request: FastifyRequest,
    password: string | undefined,
    code: string,
    recentSuffices: boolean,
  ) {
    const { user, session } = signed(request);
    await app.accounts.confirmIdentity(session, user, password, app.accounts.client(request), {
      recentSuffices,
      reauth: { code },
    });
    const checkedWithPassword = user.passwordHash !== null && password !== undefined;
    if (!checkedWithPassword) {
      await app.accounts.confirmSecondFactor(user, code, app.accounts.client(request));
    }
  }

  /** After any change: a new token for this session, and the count of the others. */
  async function changed(request: FastifyRequest, reply: FastifyReply, codes?: string[]) {
    const otherSessions = await app.accounts.rotateAfterChange(request, reply);
    return { ok: true as const, ...(codes ? { recoveryCodes: codes } : {}), otherSessions };
  }

  const security = { preHandler: app.requireUser, onRequest: app.rateLimit(SECURITY_RATE_LIMIT) };
  const emailing = { preHandler: app.requireUser, onRequest: app.rateLimit(EMAIL_RATE_LIMIT) };

  app.get('/account/2fa', { preHandler: app.requireUser }, async (request) =>
    settings.status(signed(request).user),
  );

  app.post(
    '/account/2fa/totp/start',
    { ...security, schema: { body: twoFactorStartBodySchema } },
    async (request) => {
      const { password } = request.body;
      const { user } = signed(request);
      if (user.twoFactorMethod) throw alreadyOn();
      await reauthorize(request, password);
      return settings.startTotp(user);
    },
  );

  app.post(
    '/account/2fa/totp/confirm',
    { ...security, schema: { body: twoFactorConfirmBodySchema } },
    async (request, reply) => {
      const { code, password } = request.body;
      const { user } = signed(request);
      if (user.twoFactorMethod) throw alreadyOn();
      await reauthorize(request, password);
      const codes = await settings.confirmTotp(user, code);
      if (!codes) throw accountErrors.invalidCode();
      return changed(request, reply, codes);
    },
  );

  app.post(
    '/account/2fa/email/start',
    { ...emailing, schema: { body: twoFactorStartBodySchema } },
    async (request) => {
      const { password } = request.body;
      const { user } = signed(request);
      if (user.twoFactorMethod) throw alreadyOn();
      await reauthorize(request, password);
      return { maskedEmail: await settings.startEmail(user) };
    },
  );

  app.post(
    '/account/2fa/email/confirm',
    { ...security, schema: { body: twoFactorConfirmBodySchema } },
    async (request, reply) => {
      const { code, password } = request.body;
      const { user } = signed(request);
      if (user.twoFactorMethod) throw alreadyOn();
      await reauthorize(request, password);
      const codes = await settings.confirmEmail(user, code);
      if (!codes) throw accountErrors.invalidCode();
      return changed(request, reply, codes);
    },
  );

  /** The email variant's code for confirming a change (disable, new recovery codes). */
  app.post('/account/2fa/email/code', emailing, async (request) => {
    const { user } = signed(request);
    if (user.twoFactorMethod !== 'email') throw notOn();
    return { maskedEmail: await settings.sendConfirmCode(user) };
  });

  app.post(
    '/account/2fa/disable',
    { ...security, schema: { body: twoFactorDisableBodySchema } },
    async (request, reply) => {
      const { password, code } = request.body;
      const { user } = signed(request);
      if (!user.twoFactorMethod) throw notOn();
      // Always a code now; a password account also its password, whatever the window says.
      await reauthorizeWithCode(request, password, code, false);
      await settings.disable(user);
      return changed(request, reply);
    },
  );

  app.post(
    '/account/2fa/recovery-codes',
    { ...security, schema: { body: twoFactorConfirmBodySchema } },
    async (request, reply) => {
      const { code, password } = request.body;
      const { user } = signed(request);
      if (!user.twoFactorMethod) throw notOn();
      await reauthorizeWithCode(request, password, code, password === undefined);
      return changed(request, reply, await settings.regenerateRecoveryCodes(user));
    },
  );
};
