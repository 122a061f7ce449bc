/**
 * Payloads of the wallet's socket events (names and signatures in socket-events.ts), as
 * schemas so the client parses what it is pushed like any other input.
 */
import { z } from 'zod/mini';
import { BALANCE_TYPES } from './balances';

/** `balanceUpdate`: one balance's new amount, US dollars. */
export const balanceUpdateSchema = z.object({
  balanceType: z.enum(BALANCE_TYPES),
  balance: z.number(),
});
export type BalanceUpdate = z.infer<typeof balanceUpdateSchema>;

/**
 * `new_bet_self` (spec part 2 §7): one of the player's own bets was settled — the stake and
 * the payout in US dollars, and the balance it was played with. Sent after the bet's
 * `balanceUpdate`, so the player's cached balance is already the one after the bet.
 */
export const ownBetSchema = z.object({
  payoutValue: z.number().check(z.nonnegative()),
  balanceType: z.enum(BALANCE_TYPES),
  betAmount: z.number().check(z.nonnegative()),
});
export type OwnBet = z.infer<typeof ownBetSchema>;
