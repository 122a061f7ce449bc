/**
 * Balances, history rows and exchange rates as the server sends them (spec part 1 §3 'User'
 * balances and exchangeRates, 'History types'; part 2 §3 'Balances'). Amounts are US dollars
 * as numbers, for display only; the server's ledger keeps them exact.
 */
import { z } from 'zod/mini';
import { BALANCE_TYPES, type BalanceType } from './balances';
import { HISTORY_TYPES } from './history-types';

export const balancesSchema = z.record(z.enum(BALANCE_TYPES), z.number());
export type Balances = Record<BalanceType, number>;

export function emptyBalances(): Balances {
  return Object.fromEntries(BALANCE_TYPES.map((type) => [type, 0])) as Balances;
}

/** One ledger entry of the player: a history row. */
export const historyEntrySchema = z.object({
  id: z.string(),
  transactionId: z.string(),
  type: z.enum(HISTORY_TYPES),
  balanceType: z.enum(BALANCE_TYPES),
  /** Signed: positive credits the player, negative debits them. */
  amount: z.number(),
  /** The balance right after this entry. */
  balanceAfter: z.number(),
  /** What the movement refers to (a deposit id, a bet id, a promo code, a player's name). */
  reference: z.nullable(z.string()),
  /** Type-specific facts (the other player of a tip, a withdrawal's status...). */
  meta: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** Rates per display currency: 1 USD = `rate` units of it. */
export const exchangeRatesSchema = z.record(
  z.string(),
  z.object({ symbol: z.string(), rate: z.number() }),
);
export type ExchangeRates = z.infer<typeof exchangeRatesSchema>;
