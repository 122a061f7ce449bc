/**
 * The operator's withdrawal calls (under the operator API's token): the queue (pending by
 * default), approve (paid out) and decline with a reason (funds returned). A withdrawal that
 * is no longer pending answers 409 and nothing moves.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WITHDRAWAL_STATUSES } from '@/contracts/withdrawals';
import { formatUnits } from '../wallet/money';
import { listWithdrawals, type WithdrawalRow } from './repository';
import { withdrawalView } from './view';

function payoutOf(row: WithdrawalRow): string {
  if (row.coinAmount === null) return `${formatUnits(row.amount)} USD`;
  const price = row.coinPrice === null ? '' : ` (at ${formatUnits(row.coinPrice)} USD)`;
  return `${formatUnits(row.coinAmount)} ${row.balanceType.toUpperCase()}${price}`;
}

const listSchema = z.object({
  status: z.enum([...WITHDRAWAL_STATUSES, 'all']).default('pending'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
const idSchema = z.object({ id: z.coerce.number().int().positive() });
const declineSchema = z.object({ reason: z.string().trim().min(3).max(500) });

export const withdrawalsOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/operator/withdrawals', { schema: { querystring: listSchema } }, async (request) => {
    const { status, limit } = request.query;
    const rows = await listWithdrawals(app.database.db, {
      statuses: status === 'all' ? undefined : [status],
      limit,
    });
    return {
      withdrawals: rows.map(({ withdrawal, player }) => ({
        ...withdrawalView(withdrawal),
        player,
        // The operator pays out to the full destination, not the player's masked view.
        payTo: withdrawal.destination,
        // Crypto: the exact coins to send, converted when the player asked.
        send: payoutOf(withdrawal),
      })),
    };
  });

  app.post(
    '/operator/withdrawals/:id/approve',
    { schema: { params: idSchema } },
    async (request) => {
      const { id } = request.params;
      return withdrawalView(await app.withdrawals.approve(id));
    },
  );

  app.post(
    '/operator/withdrawals/:id/decline',
    { schema: { params: idSchema, body: declineSchema } },
    async (request) => {
      const { id } = request.params;
      const { reason } = request.body;
      return withdrawalView(await app.withdrawals.decline(id, reason));
    },
  );
};
