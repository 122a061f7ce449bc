/**
 * The chain watcher: what to do with a transfer the chain reports (through the signed
 * webhook). Chains move coins; balances are dollars. The first report of a transaction hash
 * records its coins — for the player whose address (and XRP tag) it was sent to, else as
 * 'unmatched' for the operator — and values it at the coin's fresh USD price (fixed from then
 * on); worth less than the coin's minimum deposit it is 'belowMinimum' and not credited. With
 * no fresh price it waits, unvalued, until the price service quotes the coin again
 * (`revalue`). Later reports only raise its confirmations (what a transaction says never
 * changes); once valued and with as many confirmations as the coin needs it is credited,
 * once, with the ledger key `deposit:chain:<txHash>`.
 */

import type { Db } from '@server/db/client';
import { z } from 'zod';
import { amountSchema } from '@/contracts/money';
import { CHAIN_COIN_FACTS, CHAIN_COINS, type ChainCoin, isChainCoin } from '@/contracts/payments';
import type { CoinPrices } from '../coin-prices/service';
import { toUnits } from '../wallet/money';
import { ownerOf } from './addresses-repository';
import {
  type DepositRow,
  findDeposit,
  insertDeposit,
  raiseConfirmations,
  unvaluedTransfers,
  valuePending,
} from './deposits-repository';
import type { DepositListener, Settlement } from './settlement';
import { type TransferValue, transferValue } from './transfer-value';

export const chainTransferSchema = z.object({
  coin: z.enum(CHAIN_COINS),
  address: z.string().trim().min(20).max(128),
  tag: z.number().int().min(0).max(4_294_967_295).nullable().optional(),
  /** Coins, not dollars: what the transaction moved on chain. */
  amount: amountSchema,
  txHash: z.string().regex(/^(0x)?[0-9A-Fa-f]{64}$/, 'Expected a 64-digit hex transaction hash'),
  confirmations: z.number().int().min(0).max(1_000_000),
});
export type ChainTransfer = z.infer<typeof chainTransferSchema>;

export interface ChainWatcherDeps {
  db: Db;
  settlement: Settlement;
  events: DepositListener;
  prices: Pick<CoinPrices, 'quote'>;
}

type FreshValue = (coin: ChainCoin, coinUnits: bigint) => Promise<TransferValue | null>;

/**
 * Values transfers at their coin's fresh price, reading each coin's price once however many
 * transfers one report or one revaluation values (a revaluation may value many of a coin).
 */
function valuerOf(prices: ChainWatcherDeps['prices']): FreshValue {
  const quotes = new Map<ChainCoin, ReturnType<typeof prices.quote>>();
  return async (coin, coinUnits) => {
    const pending = quotes.get(coin) ?? prices.quote(coin);
    quotes.set(coin, pending);
    const quote = await pending;
    return quote ? transferValue(coin, coinUnits, quote.price) : null;
  };
}

export function createChainWatcher({ db, settlement, events, prices }: ChainWatcherDeps) {
  /** A pending transfer without a value gets one, if its coin has a fresh price now. */
  async function valueWaiting(row: DepositRow, freshValue: FreshValue): Promise<DepositRow> {
    if (row.status !== 'pending' || row.amount !== null || row.coinAmount === null) return row;
    if (!isChainCoin(row.balanceType)) return row;
    const value = await freshValue(row.balanceType, row.coinAmount);
    if (!value) return row;
    return (await valuePending(db, row.id, value)) ?? (await findDeposit(db, row.id)) ?? row;
  }

  /** Credits a valued transfer with enough confirmations; else tells the player of a change. */
  async function advance(row: DepositRow, changed: boolean): Promise<DepositRow> {
    const coin = isChainCoin(row.balanceType) ? row.balanceType : null;
    const needed = coin ? CHAIN_COIN_FACTS[coin].confirmations : Number.POSITIVE_INFINITY;
    if (row.status === 'pending' && row.amount !== null && (row.confirmations ?? 0) >= needed) {
      return settlement.confirm(row);
    }
    if (changed) events.updated(row);
    return row;
  }

  return {
    async receive(transfer: ChainTransfer): Promise<DepositRow> {
      const { coin, address, txHash } = transfer;
      const tag = transfer.tag ?? null;
      const coinUnits = toUnits(transfer.amount);
      const freshValue = valuerOf(prices);
      const userId = await ownerOf(db, coin, address, tag);
      const value = await freshValue(coin, coinUnits);
      const { row, created } = await insertDeposit(db, {
        userId,
        method: 'chain',
        balanceType: coin,
        amount: value?.amount ?? null,
        coinAmount: coinUnits,
        coinPrice: value?.coinPrice ?? null,
        status: userId ? (value?.status ?? 'pending') : 'unmatched',
        providerRef: txHash,
        address,
        tag,
        confirmations: transfer.confirmations,
        failureReason: userId ? (value?.failureReason ?? null) : null,
      });
      let current = row;
      let changed = created;
      if (!created && row.status === 'pending') {
        const raised = await raiseConfirmations(db, row.id, transfer.confirmations);
        changed = raised !== null && raised.confirmations !== row.confirmations;
        current = raised ?? row;
      }
      if (current.amount === null) {
        const valued = await valueWaiting(current, freshValue);
        changed ||= valued.amount !== null;
        current = valued;
      }
      return advance(current, changed);
    },

    /** The price service quoted these coins: transfers waiting for a value go on. */
    async revalue(coins: readonly string[]): Promise<DepositRow[]> {
      const rows = await unvaluedTransfers(db, coins.filter(isChainCoin));
      const freshValue = valuerOf(prices);
      const results: DepositRow[] = [];
      for (const row of rows) {
        const valued = await valueWaiting(row, freshValue);
        results.push(await advance(valued, valued.amount !== null));
      }
      return results;
    },
  };
}
