/**
 * Withdrawals (issue 5 'Withdraw'): the request a player sends, where the money may go, and the
 * withdrawal as the player sees it. The funds are held from the request until the operator
 * approves (paid out) or declines it, or the player cancels it (both return the funds).
 */
import { z } from 'zod/mini';
import { BALANCE_TYPES } from './balances';
import { amountSchema } from './money';
import type { ChainCoin } from './payments';

export const withdrawalBodySchema = z.object({
  balanceType: z.enum(BALANCE_TYPES),
  amount: amountSchema,
  /** Crypto: address (+ tag for XRP); M-Pesa: phone; cash: a bank or account reference. */
  destination: z.object({
    address: z.optional(z.string().check(z.maxLength(128))),
    tag: z.optional(z.string().check(z.maxLength(16))),
    phone: z.optional(z.string().check(z.maxLength(32))),
    account: z.optional(z.string().check(z.maxLength(64))),
  }),
  /** Required when the player has two-factor security on. */
  twoFactorCode: z.optional(z.string().check(z.maxLength(64))),
});
export type WithdrawalBody = z.infer<typeof withdrawalBodySchema>;

export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'declined', 'cancelled'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const withdrawalSchema = z.object({
  id: z.string(),
  balanceType: z.enum(BALANCE_TYPES),
  /** US dollars taken from the balance. */
  amount: z.number(),
  /** Crypto: the coins sent, converted at `coinPrice` (USD per coin) when it was requested. */
  coinAmount: z.nullable(z.number()),
  coinPrice: z.nullable(z.number()),
  status: z.enum(WITHDRAWAL_STATUSES),
  /** Where it goes, for display ('rHb9… tag 12', '2547•••••678', the account reference). */
  destination: z.string(),
  /** Why the operator declined it. */
  reason: z.nullable(z.string()),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalListSchema = z.object({ withdrawals: z.array(withdrawalSchema) });

/** The socket event when one of the player's withdrawals changed (requested or decided). */
export type WithdrawalUpdatedEvent = Withdrawal;

const UINT32_MAX = 4_294_967_295;

/** Address shapes per network; XRP's checksum is checked on the server as well. */
const ADDRESS_PATTERNS: Readonly<Record<ChainCoin, RegExp>> = {
  xrp: /^r[1-9A-HJ-NP-Za-km-z]{24,34}$/,
  eth: /^0x[0-9a-fA-F]{40}$/,
  usdt: /^0x[0-9a-fA-F]{40}$/,
  usdc: /^0x[0-9a-fA-F]{40}$/,
  ltc: /^([LM3][1-9A-HJ-NP-Za-km-z]{26,33}|ltc1[02-9ac-hj-np-z]{39,59})$/,
  doge: /^D[1-9A-HJ-NP-Za-km-z]{25,33}$/,
  trx: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
};

export function isChainAddress(coin: ChainCoin, address: string): boolean {
  return ADDRESS_PATTERNS[coin].test(address);
}

/** An XRP destination tag: a whole number that fits the ledger's 32-bit field. */
export function parseDestinationTag(value: string): number | null {
  const tag = value.trim();
  if (!/^\d{1,10}$/.test(tag)) return null;
  const number = Number(tag);
  return number <= UINT32_MAX ? number : null;
}

/** A bank account, IBAN or payout reference: 5 to 34 letters and digits, spaces or dashes. */
export function isAccountReference(value: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9 -]{3,32}[A-Za-z0-9]$/.test(value.trim());
}
