/**
 * The seamless wallet's wire format, as providers call it (Hub88-like): POST JSON to
 * /api/game-provider/wallet/{balance|bet|win|rollback}, signed with HMAC-SHA256 of the exact
 * body under the shared wallet secret (`x-game-wallet-signature: sha256=<hex>`). Amounts and
 * balances are decimal strings in US dollars (never floats). Every answer the wallet gives is
 * HTTP 200 with a status — 'OK' or the refusal's code — so a provider never mistakes a
 * refusal for a network failure and retries a call that was answered.
 */
import { z } from 'zod';
import { BALANCE_TYPES } from '@/contracts/balances';
import { amountSchema } from '@/contracts/money';
import { WALLET_ERROR_CODES } from './wallet-errors';

export const WALLET_PATH_PREFIX = '/api/game-provider/wallet';
export const WALLET_SIGNATURE_HEADER = 'x-game-wallet-signature';
export const WALLET_ACTIONS = ['balance', 'bet', 'win', 'rollback'] as const;
export type WalletAction = (typeof WALLET_ACTIONS)[number];

const token = z.string().min(1).max(2048);
const roundId = z.string().min(1).max(64);

export const walletRequestSchemas = {
  balance: z.object({ token }),
  bet: z.object({ token, roundId, amount: amountSchema }),
  win: z.object({ token, roundId, amount: z.union([amountSchema, z.literal('0')]) }),
  rollback: z.object({ token, roundId }),
} as const;

export const walletResponseSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('OK'),
    balance: z.string(),
    currency: z.enum(BALANCE_TYPES),
    moved: z.boolean(),
  }),
  z.object({ status: z.enum(WALLET_ERROR_CODES), message: z.string() }),
]);
export type WalletResponse = z.infer<typeof walletResponseSchema>;
