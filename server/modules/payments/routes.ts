/**
 * The player's deposit calls: their deposit addresses (GET /payments/addresses, and
 * /payments/addresses/:coin which makes one on first request), their recent deposits, and
 * starting an M-Pesa (STK push) or cash (hosted checkout) deposit. Each start is parsed and
 * checked — option available to this player, minimum, phone — before anything is written, and
 * carries an idempotency key: a retry answers the deposit the first attempt started.
 */

import { requireAllowedRegion } from '@server/plugins/country';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAIN_COINS,
  cashDepositBodySchema,
  depositListSchema,
  mpesaDepositBodySchema,
  type StartedDeposit,
  startedDepositSchema,
} from '@/contracts/payments';
import { idempotencyKeyOf } from '../wallet/idempotency';
import { toUnits } from '../wallet/money';
import { addressView } from './address-view';
import { addressOf, listAddresses } from './addresses-repository';
import { assertMinimum, assertOptionAvailable } from './availability';
import { checkoutUrlOf } from './cash';
import { depositView } from './deposit-view';
import { listDepositsOf } from './deposits-repository';

const START_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;
const RECENT_DEPOSITS = 20;

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const userOf = (request: FastifyRequest) => app.accounts.signedIn(request).user;
  const player = { preHandler: app.requireUser };
  const starting = {
    preHandler: [app.requireUser, requireAllowedRegion],
    onRequest: app.rateLimit(START_RATE_LIMIT),
  };

  app.get('/payments/addresses', player, async (request) => {
    const rows = await listAddresses(db, userOf(request).id);
    return { addresses: await Promise.all(rows.map(addressView)) };
  });

  app.get(
    '/payments/addresses/:coin',
    { ...starting, schema: { params: z.object({ coin: z.enum(CHAIN_COINS) }) } },
    async (request) => {
      const { coin } = request.params;
      const user = userOf(request);
      // Nothing is deposited yet, but a player who may not deposit gets no address to send to.
      await app.responsibleGambling.assertAllowed(user.id, 'deposit', 0n);
      return addressView(await addressOf(db, user.id, coin));
    },
  );

  app.get(
    '/payments/deposits',
    { ...player, schema: { response: { 200: depositListSchema } } },
    async (request) => {
      const rows = await listDepositsOf(db, userOf(request).id, RECENT_DEPOSITS);
      return { deposits: rows.map(depositView) };
    },
  );

  /** What a start checks after its body, before anything is written: key, option, minimum. */
  async function checkStart(request: FastifyRequest, type: 'mpesa' | 'cash', amount: string) {
    const user = userOf(request);
    const key = idempotencyKeyOf(request, `deposit:${type}`, user.id);
    assertOptionAvailable(type, await app.settings.switches(), user);
    assertMinimum('deposit', type, toUnits(amount));
    return { user, key };
  }

  const started = { 200: startedDepositSchema };
  app.post(
    '/payments/mpesa',
    { ...starting, schema: { body: mpesaDepositBodySchema, response: started } },
    async (request): Promise<StartedDeposit> => {
      const body = request.body;
      const { user, key } = await checkStart(request, 'mpesa', body.amount);
      const row = await app.payments.mpesa.start(user, body, key);
      return { deposit: depositView(row), checkoutUrl: null };
    },
  );

  app.post(
    '/payments/cash',
    { ...starting, schema: { body: cashDepositBodySchema, response: started } },
    async (request): Promise<StartedDeposit> => {
      const body = request.body;
      const { user, key } = await checkStart(request, 'cash', body.amount);
      const row = await app.payments.cash.start(user, body.amount, key);
      return {
        deposit: depositView(row),
        checkoutUrl: row.status === 'pending' ? checkoutUrlOf(row) : null,
      };
    },
  );
};
