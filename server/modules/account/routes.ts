/**
 * The signed-in player's account calls (spec part 1 §7 'Settings and account'). GET
 * /account/get is never cached and answers 401 code 1001 'Unauthorized' when signed out,
 * which the client treats as signed out. Every body is parsed before anything is written.
 */

import { apiErrors } from '@server/http/api-error';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CLOSE_PERIOD_DAYS,
  changeEmailBodySchema,
  changePasswordBodySchema,
  closeAccountBodySchema,
  reauthBodySchema,
  setBalanceFieldBodySchema,
  setLocaleBodySchema,
  setUsernameBodySchema,
  systemSettingBodySchema,
} from '@/contracts/auth';
import { accountErrors } from './service';
import { applySettingChange } from './system-settings';
import { userView } from './user-view';

const WRITE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
const SECURITY_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

const sessionIdParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{16}$/) });

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const userOf = (request: FastifyRequest) => app.accounts.signedIn(request).user;

  const signedIn = { preHandler: app.requireUser };
  const write = { preHandler: app.requireUser, onRequest: app.rateLimit(WRITE_RATE_LIMIT) };
  const security = { preHandler: app.requireUser, onRequest: app.rateLimit(SECURITY_RATE_LIMIT) };

  app.get('/account/get', signedIn, async (request) => {
    const { user, session, token } = app.accounts.signedIn(request);
    return userView(app.database.db, user, {
      token,
      previousSignInAt: session.previousSignInAt,
    });
  });

  app.post(
    '/account/setLocale',
    { ...write, schema: { body: setLocaleBodySchema } },
    async (request) => {
      const { locale } = request.body;
      await app.users.update(userOf(request).id, { locale });
      return { ok: true };
    },
  );

  app.post(
    '/account/setBalanceField',
    { ...write, schema: { body: setBalanceFieldBodySchema } },
    async (request) => {
      const { balanceField } = request.body;
      await app.users.update(userOf(request).id, { selectedBalanceType: balanceField });
      return { ok: true };
    },
  );

  /** A player created without a name (mustSetName) chooses one, once. */
  app.post(
    '/account/setUsername',
    { ...write, schema: { body: setUsernameBodySchema } },
    async (request) => {
      const { username } = request.body;
      const user = userOf(request);
      if (!user.mustSetName) throw apiErrors.forbidden('Your username is already set');
      if (await app.users.nameTaken(username, user.id)) throw accountErrors.taken('username');
      const updated = await app.users.update(user.id, { name: username, mustSetName: false });
      if (!updated) throw accountErrors.taken('username');
      return { ok: true };
    },
  );

  app.post(
    '/system/changeSystemSettingAsUser',
    { ...write, schema: { body: systemSettingBodySchema } },
    async (request) => {
      const { systemName, settingName, value } = request.body;
      const user = userOf(request);
      const change = applySettingChange(user.systemSettings, systemName, settingName, value);
      if (!change.ok) throw apiErrors.validation([{ path: 'body.value', message: change.reason }]);
      await app.users.update(user.id, { systemSettings: change.settings });
      return { ok: true };
    },
  );

  app.post(
    '/account/reauthenticate',
    { ...security, schema: { body: reauthBodySchema } },
    async (request) => {
      const { password, code } = request.body;
      const { user, session } = app.accounts.signedIn(request);
      await app.accounts.reauthenticate(
        session,
        user,
        password,
        code,
        app.accounts.client(request),
      );
      return { ok: true };
    },
  );

  app.post(
    '/account/password',
    { ...security, schema: { body: changePasswordBodySchema } },
    async (request, reply) => {
      const { currentPassword, newPassword } = request.body;
      const { user, session } = app.accounts.signedIn(request);
      await app.accounts.changePassword(
        session,
        user,
        currentPassword,
        newPassword,
        app.accounts.client(request),
      );
      return { ok: true, otherSessions: await app.accounts.rotateAfterChange(request, reply) };
    },
  );

  app.post(
    '/account/email',
    { ...security, schema: { body: changeEmailBodySchema } },
    async (request) => {
      const { password, email } = request.body;
      const { user, session } = app.accounts.signedIn(request);
      await app.accounts.confirmIdentity(session, user, password, app.accounts.client(request), {
        reauth: {},
      });
      if (await app.users.emailTaken(email, user.id)) throw accountErrors.taken('email');
      const updated = await app.users.update(user.id, { email, emailVerified: false });
      if (!updated) throw accountErrors.taken('email');
      await app.accounts.emailChanged(updated);
      return { ok: true };
    },
  );

  app.post(
    '/account/close',
    { ...security, schema: { body: closeAccountBodySchema } },
    async (request, reply) => {
      const { password, period } = request.body;
      const until =
        period === 'forever' ? null : new Date(Date.now() + CLOSE_PERIOD_DAYS[period] * 86_400_000);
      const { user, session } = app.accounts.signedIn(request);
      await app.accounts.closeAccount(session, user, password, until, app.accounts.client(request));
      app.accounts.clearCookies(reply);
      return { ok: true, closedUntil: until?.toISOString() ?? null };
    },
  );

  app.get('/account/sessions', signedIn, async (request) => {
    const { user, session } = app.accounts.signedIn(request);
    const current = session.tokenHash;
    const list = await app.sessions.listForUser(user.id);
    return {
      sessions: list.map((s) => ({
        id: s.id,
        current: s.tokenHash === current,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        ip: s.ip,
        userAgent: s.userAgent,
      })),
    };
  });

  app.delete(
    '/account/sessions/:id',
    { ...write, schema: { params: sessionIdParamsSchema } },
    async (request) => {
      const { id } = request.params;
      if (!(await app.sessions.deleteById(userOf(request).id, id))) throw apiErrors.notFound();
      return { ok: true };
    },
  );

  /** Ends every other session of the player (the offer after a password or 2FA change). */
  app.post('/account/sessions/sanitize', write, async (request) => {
    const ended = await app.accounts.signOutOthers(app.accounts.signedIn(request).session);
    return { ok: true, ended };
  });
};
