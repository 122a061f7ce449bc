/**
 * The operator's wallet calls (under the operator API's token): a player's balances, a signed
 * correction ('adminModify' against the adjustments account), the ledger audit, and display
 * rates (broadcast as `currencyUpdated`).
 */
import { randomUUID } from 'node:crypto';
import { apiErrors } from '@server/http/api-error';
import { playerNamed } from '@server/http/player-named';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BALANCE_TYPES } from '@/contracts/balances';
import { canonicalAmount } from '@/contracts/money';
import { auditLedger } from './audit';
import { balancesOf } from './balances-repository';
import { readExchangeRates, setExchangeRate } from './exchange-rates';
import { toUnits } from './money';

const signedAmount = z
  .string()
  .trim()
  .refine((value) => {
    const canonical = canonicalAmount(value.replace(/^-/, ''));
    return canonical !== null && Number(canonical) > 0;
  }, 'Expected a non-zero amount with at most 8 decimals, e.g. 25 or -10.5');

const adjustBodySchema = z.object({
  userName: z.string().min(1).max(64),
  balanceType: z.enum(BALANCE_TYPES),
  amount: signedAmount,
  reason: z.string().trim().min(3).max(500),
  /** Lets a script retry an adjustment safely; one is made up otherwise. */
  key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
});

const rateBodySchema = z.object({
  rate: z
    .string()
    .trim()
    .regex(/^\d{1,12}(\.\d{1,10})?$/, 'Expected a positive decimal rate')
    .refine((value) => Number(value) > 0, 'Expected a positive decimal rate'),
});

export const walletOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get('/operator/wallet/audit', async () => auditLedger(db));

  app.get(
    '/operator/wallet/:userName',
    { schema: { params: z.object({ userName: z.string() }) } },
    async (request) => {
      const { userName } = request.params;
      const user = await playerNamed(app.users, userName);
      return { userName: user.name, balances: await balancesOf(db, user.id) };
    },
  );

  app.post('/operator/wallet/adjust', { schema: { body: adjustBodySchema } }, async (request) => {
    const body = request.body;
    const user = await playerNamed(app.users, body.userName);
    const units = toUnits(body.amount);
    const posted = await app.ledger.post({
      type: 'adminModify',
      idempotencyKey: `adjust:${user.id}:${body.key ?? randomUUID()}`,
      balanceType: body.balanceType,
      reference: body.reason,
      meta: { reason: body.reason },
      legs: [
        { account: 'adjustments', amount: -units },
        { account: 'player', userId: user.id, amount: units },
      ],
    });
    return {
      transactionId: posted.transactionId.toString(),
      replayed: posted.replayed,
      balances: await balancesOf(db, user.id),
    };
  });

  app.put(
    '/operator/wallet/rates/:currency',
    { schema: { params: z.object({ currency: z.string() }), body: rateBodySchema } },
    async (request) => {
      const { currency } = request.params;
      const { rate } = request.body;
      if (!(await setExchangeRate(db, currency, rate))) {
        throw apiErrors.notFound(`${currency} is not a display currency (USD is always 1)`);
      }
      const rates = await readExchangeRates(db);
      app.realtime.broadcast('currencyUpdated', rates);
      return { rates };
    },
  );
};
