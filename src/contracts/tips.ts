/**
 * Tips: POST /account/transfer (spec part 1 §5, §7 'Money and social'): username, amount,
 * isPrivate and, when the sender has two-factor security on, twoFactorToken; the request's
 * `idempotency-key` header makes a retry move the money once.
 *
 * The balance tipped from is `balanceType` when given, else the sender's selected balance
 * (the spec's body names none: a player tips from the balance they play with). Every crypto
 * balance and M-Pesa can be tipped; cash cannot (wallet option 'cash': cannot tip).
 */
import { z } from 'zod/mini';
import { twoFactorCodeSchema, usernameSchema } from './auth';
import { BALANCE_TYPES, type BalanceType } from './balances';
import { amountSchema } from './money';

/** Balance types that can never be tipped: card and bank money must leave the way it came. */
export const NON_TIPPABLE_BALANCE_TYPES: readonly BalanceType[] = ['cash'];

export function canTip(balanceType: BalanceType): boolean {
  return !NON_TIPPABLE_BALANCE_TYPES.includes(balanceType);
}

export const transferBodySchema = z.object({
  username: usernameSchema,
  amount: amountSchema,
  isPrivate: z._default(z.boolean(), false),
  twoFactorToken: z.optional(twoFactorCodeSchema),
  balanceType: z.optional(z.enum(BALANCE_TYPES, 'Unknown balance')),
});
export type TransferBody = z.input<typeof transferBodySchema>;

export const transferResultSchema = z.object({
  ok: z.literal(true),
  transactionId: z.string(),
  /** US dollars sent. */
  amount: z.number(),
  balanceType: z.enum(BALANCE_TYPES),
  toUserName: z.string(),
  isPrivate: z.boolean(),
  /** The sender's balance of that type after the tip. */
  balance: z.number(),
  /** True when this key had sent the tip already: nothing moved this time. */
  replayed: z.boolean(),
});
export type TransferResult = z.infer<typeof transferResultSchema>;

/** What a tip's ledger movement records about its two players (history meta). */
export interface TipMeta {
  fromUserId: string;
  fromUserName: string;
  toUserId: string;
  toUserName: string;
  isPrivate: boolean;
}
