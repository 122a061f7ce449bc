/** An on-ramp order as the player sees it (contracts/onramp OnrampOrder). */
import type { OnrampOrder } from '@/contracts/onramp';
import { unitsToNumber } from '../wallet/money';
import type { OrderRow } from './orders-repository';

export function orderView(row: OrderRow): OnrampOrder {
  return {
    id: row.id,
    coin: row.coin,
    amount: unitsToNumber(row.amount),
    fee: unitsToNumber(row.fee),
    coinAmount: unitsToNumber(row.coinAmount),
    coinPrice: unitsToNumber(row.coinPrice),
    status: row.status,
    txHash: row.txHash,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
