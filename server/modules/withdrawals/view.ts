import type { Withdrawal, WithdrawalStatus } from '@/contracts/withdrawals';
import { unitsToNumber } from '../wallet/money';
import { describeDestination } from './destination';
import type { WithdrawalRow } from './repository';

export function withdrawalView(row: WithdrawalRow): Withdrawal {
  return {
    id: String(row.id),
    balanceType: row.balanceType,
    amount: unitsToNumber(row.amount),
    status: row.status as WithdrawalStatus,
    destination: describeDestination(row.destination),
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
