/**
 * The house side of the ledger: the counterparties of every player movement. Their balances
 * are the sums of their entries (no running balance), so they may go negative — the house
 * account is negative by exactly what players have won from it.
 */
export const HOUSE_ACCOUNTS = [
  /** Bets lost and winnings paid. */
  'house',
  /** Money that arrived from or left through a payment provider or chain. */
  'payments',
  /** Withdrawals requested and not yet approved or declined: the held funds. */
  'pendingWithdrawals',
  /** Promo codes, rewards, free play and other marketing credits. */
  'promotions',
  /** Deposit bonuses granted, forfeited or expired. */
  'bonuses',
  /** Rain pools between creation and payout. */
  'rain',
  /** Corrections by an operator. */
  'adjustments',
] as const;
export type HouseAccount = (typeof HOUSE_ACCOUNTS)[number];
