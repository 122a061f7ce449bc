/**
 * The player's responsible-gambling calls under /api/responsible-gambling: the whole status,
 * limits (read, change), a break or self-exclusion (password required, as for closing the
 * account: missing → 1008, wrong → 1009; without a password, a recent sign-in), the reality-check setting, this session's play so
 * far, and a dry run of the gate for an amount (the refusal a deposit, bet, tip or rain of it
 * would get now). Every input is parsed before anything is written.
 */

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkQuerySchema,
  exclusionResultSchema,
  limitsSchema,
  realityCheckSettingsSchema,
  selfExcludeBodySchema,
  sessionSummarySchema,
  setLimitsBodySchema,
  takeBreakBodySchema,
} from '@/contracts/responsible-gambling';
import { toUnits, unitsToNumber } from '../wallet/money';

const WRITE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
const SECURITY_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

export const responsibleGamblingRoutes: FastifyPluginAsyncZod = async (app) => {
  const rg = app.responsibleGambling;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const signedIn = { preHandler: app.requireUser };
  const write = { preHandler: app.requireUser, onRequest: app.rateLimit(WRITE_RATE_LIMIT) };
  const security = { preHandler: app.requireUser, onRequest: app.rateLimit(SECURITY_RATE_LIMIT) };
  const userOf = (request: FastifyRequest) => app.accounts.signedIn(request).user;

  /**
   * The password again, like closing the account: a break cannot be undone. A player without
   * a password confirms by a recent sign-in instead; nothing may keep them from excluding.
   */
  async function confirmPassword(request: FastifyRequest, password: string | undefined) {
    const { user, session } = app.accounts.signedIn(request);
    await app.accounts.confirmIdentity(
      session,
      user,
      password || undefined,
      app.accounts.client(request),
    );
  }

  // No response schema here and on GET reality-check: the stored interval is a plain number,
  // which the contract's list of minutes would turn into a 500 if it ever held another value.
  app.get('/responsible-gambling', signedIn, async (request) => {
    const { id } = userOf(request);
    const [limits, exclusion, intervalMinutes] = await Promise.all([
      rg.limits(id),
      rg.exclusion(id),
      rg.realityCheckMinutes(id),
    ]);
    return { limits, exclusion, realityCheck: { intervalMinutes } };
  });

  const limitsAnswer = { 200: limitsSchema };
  app.get(
    '/responsible-gambling/limits',
    { ...signedIn, schema: { response: limitsAnswer } },
    async (request) => ({ limits: await rg.limits(userOf(request).id) }),
  );

  app.put(
    '/responsible-gambling/limits',
    { ...write, schema: { body: setLimitsBodySchema, response: limitsAnswer } },
    async (request) => ({ limits: await rg.setLimits(userOf(request).id, request.body.limits) }),
  );

  const exclusionAnswer = { 200: exclusionResultSchema };
  app.post(
    '/responsible-gambling/break',
    { ...security, schema: { body: takeBreakBodySchema, response: exclusionAnswer } },
    async (request) => {
      const { period, password } = request.body;
      await confirmPassword(request, password);
      return { exclusion: await rg.takeBreak(userOf(request).id, period) };
    },
  );

  app.post(
    '/responsible-gambling/self-exclusion',
    { ...security, schema: { body: selfExcludeBodySchema, response: exclusionAnswer } },
    async (request) => {
      const { period, password } = request.body;
      await confirmPassword(request, password);
      return { exclusion: await rg.selfExclude(userOf(request).id, period) };
    },
  );

  app.get('/responsible-gambling/reality-check', signedIn, async (request) => ({
    intervalMinutes: await rg.realityCheckMinutes(userOf(request).id),
  }));

  app.put(
    '/responsible-gambling/reality-check',
    {
      ...write,
      schema: { body: realityCheckSettingsSchema, response: { 200: realityCheckSettingsSchema } },
    },
    async (request) => {
      const { intervalMinutes } = request.body;
      await rg.setRealityCheckMinutes(userOf(request).id, intervalMinutes);
      return { intervalMinutes };
    },
  );

  /** This sign-in's play: the reality check's session time and net result. */
  app.get(
    '/responsible-gambling/session',
    { ...signedIn, schema: { response: { 200: sessionSummarySchema } } },
    async (request) => {
      const { user, session } = app.accounts.signedIn(request);
      const numbers = await rg.sessionNumbers(user.id, session.createdAt);
      return {
        sessionId: session.id,
        startedAt: session.createdAt.toISOString(),
        serverTime: rg.clock().toISOString(),
        staked: unitsToNumber(numbers.staked),
        won: unitsToNumber(numbers.won),
        net: unitsToNumber(numbers.net),
      };
    },
  );

  /** 200 when the gate would let this through now; otherwise the refusal it would give. */
  app.get(
    '/responsible-gambling/check',
    {
      ...signedIn,
      schema: {
        querystring: checkQuerySchema,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      const { action, amount } = request.query;
      await rg.assertAllowed(userOf(request).id, action, toUnits(amount));
      return { ok: true as const };
    },
  );
};
