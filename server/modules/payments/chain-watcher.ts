/**
 * The chain watcher: what to do with a transfer the chain reports (through the signed
 * webhook). The first report of a transaction hash records it — for the player whose address
 * (and XRP tag) it was sent to, else as 'unmatched' for the operator; below the coin's
 * minimum it is recorded as 'belowMinimum' and not credited. Later reports only raise its
 * confirmations (what a transaction says never changes); once it has as many as the coin
 * needs it is credited, once, with the ledger key `deposit:chain:<txHash>`.
 */
import { z } from 'zod';
import { amountSchema } from '@/contracts/money';
import { CHAIN_COIN_FACTS, CHAIN_COINS, minimumDepositOf } from '@/contracts/payments';
import type { Db } from '../../db/client';
import { toUnits } from '../wallet/money';
import { ownerOf } from './addresses-repository';
import { type DepositRow, insertDeposit, raiseConfirmations } from './deposits-repository';
import type { DepositListener, Settlement } from './settlement';

export const chainTransferSchema = z.object({
  coin: z.enum(CHAIN_COINS),
  address: z.string().trim().min(20).max(128),
  tag: z.number().int().min(0).max(4_294_967_295).nullable().optional(),
  amount: amountSchema,
  txHash: z.string().regex(/^(0x)?[0-9A-Fa-f]{64}$/, 'Expected a 64-digit hex transaction hash'),
  confirmations: z.number().int().min(0).max(1_000_000),
});
export type ChainTransfer = z.infer<typeof chainTransferSchema>;

export interface ChainWatcherDeps {
  db: Db;
  settlement: Settlement;
  events: DepositListener;
}

export function createChainWatcher({ db, settlement, events }: ChainWatcherDeps) {
  return {
    async receive(transfer: ChainTransfer): Promise<DepositRow> {
      const { coin, address, txHash } = transfer;
      const tag = transfer.tag ?? null;
      const units = toUnits(transfer.amount);
      const userId = await ownerOf(db, coin, address, tag);
      const status = !userId
        ? 'unmatched'
        : units < toUnits(minimumDepositOf(coin))
          ? 'belowMinimum'
          : 'pending';
      const { row, created } = await insertDeposit(db, {
        userId,
        method: 'chain',
        balanceType: coin,
        amount: units,
        status,
        providerRef: txHash,
        address,
        tag,
        confirmations: transfer.confirmations,
        failureReason:
          status === 'belowMinimum'
            ? `Below the minimum deposit of ${minimumDepositOf(coin)}`
            : null,
      });
      const needed = CHAIN_COIN_FACTS[coin].confirmations;
      let current = row;
      let changed = created;
      if (!created && row.status === 'pending') {
        const raised = await raiseConfirmations(db, row.id, transfer.confirmations);
        changed = raised !== null && raised.confirmations !== row.confirmations;
        current = raised ?? row;
      }
      if (current.status === 'pending' && (current.confirmations ?? 0) >= needed) {
        return settlement.confirm(current);
      }
      if (changed) events.updated(current);
      return current;
    },
  };
}
