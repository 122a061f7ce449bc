/**
 * Buying crypto with a card, the merchant side. Starting an order checks everything before
 * writing it: the amount within the limits, a fresh price for the coin (fixed on the order
 * with the fee and the coins), coins left to send after the fee, the responsible-gambling gate
 * (a deposit is what it becomes); the coins go to the player's own deposit address. A retry
 * under the same idempotency key answers the order its first attempt made. The partner's
 * signed callback decides the order once; the player hears of it (`onrampOrderUpdated`).
 */

import type { Db } from '@server/db/client';
import { apiErrors } from '@server/http/api-error';
import { canonicalAmount } from '@/contracts/money';
import {
  ONRAMP_LIMITS,
  type OnrampOrder,
  type OnrampOrderBody,
  onrampQuote,
} from '@/contracts/onramp';
import type { UserRow } from '../account/users-repository';
import type { CoinPrices } from '../coin-prices/service';
import { addressOf } from '../payments/addresses-repository';
import type { ResponsibleGambling } from '../responsible-gambling/plugin';
import { IdempotencyConflictError } from '../wallet/ledger-errors';
import { formatUnits, toUnits } from '../wallet/money';
import { newOrderId } from './order-id';
import { orderView } from './order-view';
import {
  findOrder,
  findOrderByKey,
  insertOrder,
  type OrderRow,
  settleOrder,
} from './orders-repository';
import type { OnrampEvent } from './sandbox-partner';

export interface OnrampDeps {
  db: Db;
  gate: ResponsibleGambling;
  prices: Pick<CoinPrices, 'requireQuote'>;
  onChange: (userId: string, order: OnrampOrder) => void;
}

const amountIssue = (message: string) =>
  apiErrors.validation([{ path: 'body.amount', message }], message);

function assertWithinLimits(units: bigint): void {
  const { minimum, maximum } = ONRAMP_LIMITS;
  if (units < toUnits(minimum) || units > toUnits(maximum)) {
    throw amountIssue(`Buy between ${minimum} and ${maximum} USD of crypto at a time`);
  }
}

export function createOnramp({ db, gate, prices, onChange }: OnrampDeps) {
  const changed = (row: OrderRow) => onChange(row.userId, orderView(row));

  return {
    async start(user: UserRow, body: OnrampOrderBody, key: string): Promise<OrderRow> {
      const units = toUnits(body.amount);
      const earlier = await findOrderByKey(db, key);
      if (earlier) {
        if (earlier.coin !== body.coin || earlier.amount !== units) {
          throw new IdempotencyConflictError(key);
        }
        return earlier;
      }
      assertWithinLimits(units);
      const { price } = await prices.requireQuote(body.coin);
      const quote = onrampQuote(units, price);
      if (quote.coins <= 0n) throw amountIssue('Too small to buy any coins after the fee');
      await gate.assertAllowed(user.id, 'deposit', quote.net);
      const address = await addressOf(db, user.id, body.coin);
      const row = await insertOrder(db, {
        id: newOrderId(),
        userId: user.id,
        coin: body.coin,
        amount: units,
        fee: quote.fee,
        coinPrice: price,
        coinAmount: quote.coins,
        address: address.address,
        tag: address.tag,
        status: 'pending',
        idempotencyKey: key,
      });
      if (row.coin !== body.coin || row.amount !== units) throw new IdempotencyConflictError(key);
      return row;
    },

    order: (id: string) => findOrder(db, id),

    /** The partner's signed answer; unknown orders are acknowledged and ignored. */
    async callback(event: OnrampEvent): Promise<OrderRow | null> {
      const row = await findOrder(db, event.data.orderId);
      if (!row) return null;
      let decided: OrderRow | null;
      if (event.type === 'order.completed') {
        const sent = canonicalAmount(event.data.coinAmount ?? '');
        decided =
          sent !== null && toUnits(sent) === row.coinAmount && event.data.txHash
            ? await settleOrder(db, row.id, 'completed', { txHash: event.data.txHash })
            : await settleOrder(db, row.id, 'failed', {
                failureReason: `Sent ${event.data.coinAmount ?? 'no'} coins instead of ${formatUnits(row.coinAmount)}`,
              });
      } else {
        decided = await settleOrder(
          db,
          row.id,
          event.type === 'order.failed' ? 'failed' : 'cancelled',
          {
            failureReason: event.data.reason ?? 'The payment did not go through',
          },
        );
      }
      if (decided) changed(decided);
      return decided ?? (await findOrder(db, row.id));
    },
  };
}

export type Onramp = ReturnType<typeof createOnramp>;
