/**
 * The operator's payment calls (under the operator API's token): the sandbox chain (send a
 * transfer to a player or an address, add confirmations), the newest deposits (unmatched
 * ones included), and deciding a pending M-Pesa or cash payment in the provider's place.
 */

import { users } from '@server/db/schema';
import { ApiError, apiErrors } from '@server/http/api-error';
import { inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERROR_CODES } from '@/contracts/api-error';
import { amountSchema } from '@/contracts/money';
import { CHAIN_COIN_FACTS, CHAIN_COINS, DEPOSIT_STATUSES } from '@/contracts/payments';
import { formatUnits } from '../wallet/money';
import { depositView } from './deposit-view';
import {
  type DepositRow,
  dollarsOf,
  findByProviderRef,
  findDeposit,
  listDeposits,
} from './deposits-repository';

const sendSchema = z.object({
  to: z.string().trim().min(1).max(128),
  coin: z.enum(CHAIN_COINS),
  amount: amountSchema,
  confirmations: z.coerce.number().int().min(0).max(1_000_000).optional(),
  tag: z.coerce.number().int().min(0).max(4_294_967_295).optional(),
});

const confirmSchema = z.object({
  txHash: z.string().trim().min(1).max(130),
  confirmations: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

const listSchema = z.object({
  status: z.enum([...DEPOSIT_STATUSES, 'unmatched']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(20),
});

const idSchema = z.object({ id: z.coerce.number().int().positive() });

export const paymentsOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  async function withNames(rows: DepositRow[]) {
    const ids = [...new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))];
    const names = ids.length
      ? await db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(inArray(users.id, ids))
      : [];
    const nameOf = new Map(names.map((row) => [row.id, row.name]));
    return rows.map((row) => ({
      ...depositView(row),
      // The operator sees 'unmatched' too, and where a transfer went.
      status: row.status,
      player: row.userId ? (nameOf.get(row.userId) ?? null) : null,
      address: row.address,
      tag: row.tag,
      providerRef: row.providerRef,
    }));
  }

  app.post('/operator/chain/send', { schema: { body: sendSchema } }, async (request) => {
    const body = request.body;
    const { transfer } = await app.payments.sandbox.chain.send({
      ...body,
      confirmations: body.confirmations ?? CHAIN_COIN_FACTS[body.coin].confirmations,
    });
    return { transfer, deposit: await depositByRef(transfer.txHash) };
  });

  app.post('/operator/chain/confirm', { schema: { body: confirmSchema } }, async (request) => {
    const body = request.body;
    const { transfer } = await app.payments.sandbox.chain.confirm(body.txHash, body.confirmations);
    return { transfer, deposit: await depositByRef(transfer.txHash) };
  });

  app.get('/operator/payments', { schema: { querystring: listSchema } }, async (request) => {
    const query = request.query;
    return { deposits: await withNames(await listDeposits(db, query)) };
  });

  for (const [action, outcome] of [
    ['complete', true],
    ['fail', false],
  ] as const) {
    app.post(
      `/operator/payments/:id/${action}`,
      { schema: { params: idSchema } },
      async (request) => {
        const { id } = request.params;
        const row = await findDeposit(db, id);
        if (!row) throw apiErrors.notFound(`No deposit ${id}`);
        if (row.status !== 'pending') {
          throw new ApiError(
            409,
            API_ERROR_CODES.conflict,
            `Deposit ${id} is already ${row.status}`,
          );
        }
        if (row.method === 'mpesa' && row.phone) {
          await app.payments.sandbox.mpesa.answer(
            {
              phone: row.phone,
              amount: formatUnits(dollarsOf(row)),
              checkoutRequestId: row.providerRef,
              merchantRequestId: `operator-${row.id}`,
            },
            outcome ? 'paid' : 'declined',
          );
        } else if (row.method === 'cash') {
          await app.payments.cash.finish(row, outcome ? 'completed' : 'failed');
        } else {
          throw new ApiError(
            409,
            API_ERROR_CODES.conflict,
            'Chain deposits are decided by their confirmations (chain confirm)',
          );
        }
        const [decided] = await withNames([(await findDeposit(db, id)) ?? row]);
        return { deposit: decided };
      },
    );
  }

  async function depositByRef(txHash: string) {
    const row = await findByProviderRef(db, 'chain', txHash);
    return row ? ((await withNames([row]))[0] ?? null) : null;
  }
};
