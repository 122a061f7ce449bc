/** A posted player entry as the client's history row (contracts/wallet HistoryEntry). */
import type { HistoryEntry } from '@/contracts/wallet';
import type { Posted, PostedEntry } from './ledger';
import { unitsToNumber } from './money';

export function historyEntryOf(posted: Posted, entry: PostedEntry): HistoryEntry {
  return {
    id: entry.id.toString(),
    transactionId: posted.transactionId.toString(),
    type: posted.type,
    balanceType: posted.balanceType,
    amount: unitsToNumber(entry.amount),
    balanceAfter: unitsToNumber(entry.balanceAfter ?? 0n),
    reference: posted.reference,
    meta: posted.meta,
    createdAt: posted.createdAt.toISOString(),
  };
}
