/** A withdrawal row as the player sees it (contracts/withdrawals Withdrawal). */
import type { Withdrawal, WithdrawalStatus } from '@/contracts/withdrawals';
import { unitsToNumber } from '../wallet/money';
import { describeDestination } from './destination';
import type { WithdrawalRow } from './repository';

export function withdrawalView(row: WithdrawalRow): Withdrawal {
  return {
    id: String(row.id),
    balanceType: row.balanceType,
    amount: unitsToNumber(row.amount),
    coinAmount: row.coinAmount === null ? null : unitsToNumber(row.coinAmount),
    coinPrice: row.coinPrice === null ? null : unitsToNumber(row.coinPrice),
    status: row.status as WithdrawalStatus,
    destination: describeDestination(row.destination),
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
