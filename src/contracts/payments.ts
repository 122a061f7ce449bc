/**
 * Deposits (issue 5 'Cashier'): the coins a player can deposit on chain, every option's
 * minimums (spec part 1 §3 'Wallet option', §9 'Wallets'), the deposit address a player is
 * given, the deposits they started or sent, and the requests that start one. Limits are
 * decimal strings so the server turns them into exact units; the client reads them as numbers.
 */
import { z } from 'zod/mini';
import { BALANCE_TYPES } from './balances';
import { amountSchema } from './money';

/** Balance types with a chain behind them: deposits arrive at an address of the player. */
export const CHAIN_COINS = ['xrp', 'eth', 'ltc', 'usdt', 'usdc', 'doge', 'trx'] as const;
export type ChainCoin = (typeof CHAIN_COINS)[number];

export function isChainCoin(type: string): type is ChainCoin {
  return (CHAIN_COINS as readonly string[]).includes(type);
}

export interface ChainCoinFacts {
  /** The network transfers travel on (USDT and USDC: their Ethereum tokens). */
  network: string;
  minimumDeposit: string;
  /** The network minimum: below it the fee and the receiving account's reserve eat it. */
  minimumWithdraw: string;
  /** Confirmations before a deposit is credited. */
  confirmations: number;
  /** XRP: one shared address, the player told apart by their destination tag. */
  destinationTag: boolean;
}

export const CHAIN_COIN_FACTS: Readonly<Record<ChainCoin, ChainCoinFacts>> = {
  xrp: {
    network: 'XRP Ledger',
    minimumDeposit: '10',
    minimumWithdraw: '20',
    confirmations: 1,
    destinationTag: true,
  },
  eth: {
    network: 'Ethereum',
    minimumDeposit: '10',
    minimumWithdraw: '20',
    confirmations: 12,
    destinationTag: false,
  },
  ltc: {
    network: 'Litecoin',
    minimumDeposit: '10',
    minimumWithdraw: '10',
    confirmations: 6,
    destinationTag: false,
  },
  usdt: {
    network: 'Ethereum',
    minimumDeposit: '10',
    minimumWithdraw: '20',
    confirmations: 12,
    destinationTag: false,
  },
  usdc: {
    network: 'Ethereum',
    minimumDeposit: '10',
    minimumWithdraw: '20',
    confirmations: 12,
    destinationTag: false,
  },
  doge: {
    network: 'Dogecoin',
    minimumDeposit: '10',
    minimumWithdraw: '10',
    confirmations: 6,
    destinationTag: false,
  },
  trx: {
    network: 'Tron',
    minimumDeposit: '10',
    minimumWithdraw: '10',
    confirmations: 20,
    destinationTag: false,
  },
};

/** Minimums of the non-chain options (spec §9 'Wallets'), in US dollars. */
export const FIAT_MINIMUMS = {
  cash: { minimumDeposit: '10', minimumWithdraw: '15' },
  mpesa: { minimumDeposit: '0.385', minimumWithdraw: '0.385' },
} as const;

/** The balance types a player can deposit to or withdraw from. */
export type PaymentBalanceType = ChainCoin | keyof typeof FIAT_MINIMUMS;

export function isPaymentBalanceType(type: string): type is PaymentBalanceType {
  return isChainCoin(type) || type === 'cash' || type === 'mpesa';
}

export function minimumDepositOf(type: PaymentBalanceType): string {
  return isChainCoin(type)
    ? CHAIN_COIN_FACTS[type].minimumDeposit
    : FIAT_MINIMUMS[type].minimumDeposit;
}

export function minimumWithdrawOf(type: PaymentBalanceType): string {
  return isChainCoin(type)
    ? CHAIN_COIN_FACTS[type].minimumWithdraw
    : FIAT_MINIMUMS[type].minimumWithdraw;
}

/** Where a player sends a coin: their address, and for XRP their destination tag. */
export const depositAddressSchema = z.object({
  balanceType: z.enum(CHAIN_COINS),
  address: z.string(),
  /** XRP only: the tag that tells the player's transfers apart on the shared address. */
  tag: z.nullable(z.number()),
  /** The address (and tag) as a QR code: an SVG data URL. */
  qrDataUrl: z.string(),
  network: z.string(),
  confirmations: z.number(),
});
export type DepositAddress = z.infer<typeof depositAddressSchema>;

export const DEPOSIT_METHODS = ['chain', 'mpesa', 'cash'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];

/**
 * pending: waiting for the provider or for confirmations; confirmed: credited; failed: the
 * provider said no (nothing moved); cancelled: the player left the checkout; belowMinimum: a
 * chain transfer too small to credit; refused: a responsible-gambling limit stopped the credit.
 */
export const DEPOSIT_STATUSES = [
  'pending',
  'confirmed',
  'failed',
  'cancelled',
  'belowMinimum',
  'refused',
] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const depositSchema = z.object({
  id: z.string(),
  method: z.enum(DEPOSIT_METHODS),
  balanceType: z.enum(BALANCE_TYPES),
  /** US dollars credited (or to credit); null while a chain transfer awaits a fresh price. */
  amount: z.nullable(z.number()),
  /** Chain transfers: the coins received, and the USD price per coin they were valued at. */
  coinAmount: z.nullable(z.number()),
  coinPrice: z.nullable(z.number()),
  status: z.enum(DEPOSIT_STATUSES),
  /** Chain: the transaction hash; M-Pesa: the receipt once paid; cash: the checkout id. */
  reference: z.nullable(z.string()),
  /** Chain deposits: confirmations seen and needed. */
  confirmations: z.nullable(z.number()),
  requiredConfirmations: z.nullable(z.number()),
  /** M-Pesa: the phone the payment request went to (masked). */
  phone: z.nullable(z.string()),
  failureReason: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Deposit = z.infer<typeof depositSchema>;

export const depositListSchema = z.object({ deposits: z.array(depositSchema) });

/** POST /payments/mpesa: an STK push to the phone for the amount. */
export const mpesaDepositBodySchema = z.object({
  phone: z.string().check(z.maxLength(32)),
  amount: amountSchema,
});

/** POST /payments/cash: a hosted checkout for the amount. */
export const cashDepositBodySchema = z.object({ amount: amountSchema });

export const startedDepositSchema = z.object({
  deposit: depositSchema,
  /** Cash: the hosted checkout page to send the player to. */
  checkoutUrl: z.nullable(z.string()),
});
export type StartedDeposit = z.infer<typeof startedDepositSchema>;

/** The socket event after a deposit was credited (spec part 1 §7 `newDeposit`). */
export const newDepositEventSchema = z.object({
  balanceType: z.enum(BALANCE_TYPES),
  amount: z.number(),
  depositId: z.string(),
});
export type NewDepositEvent = z.infer<typeof newDepositEventSchema>;

/**
 * Kenyan mobile numbers as M-Pesa takes them: 2547XXXXXXXX or 2541XXXXXXXX. Accepts the ways
 * people write them (+254 712 345 678, 0712345678); null when it is not one.
 */
export function normalizeKenyanPhone(input: string): string | null {
  const digits = input.replace(/[\s()-]/g, '').replace(/^\+/, '');
  if (!/^\d+$/.test(digits)) return null;
  let local: string;
  if (digits.startsWith('254') && digits.length === 12) local = digits.slice(3);
  else if (digits.startsWith('0') && digits.length === 10) local = digits.slice(1);
  else if (digits.length === 9) local = digits;
  else return null;
  return /^[71]\d{8}$/.test(local) ? `254${local}` : null;
}
