/**
 * Buying crypto with a card (issue 5, the cashier's Buy crypto tab): a card on-ramp partner
 * (MoonPay, Banxa…; a sandbox one on the reference server) charges the player in dollars and
 * sends the coins — the amount at the coin's price, less its fee — to the player's own
 * deposit address, where they are credited like any chain deposit. The limits, the fee and
 * the quote (exact, on bigint units, the same on both sides), the order as the player sees it
 * and the request that starts one.
 */
import { z } from 'zod/mini';
import { coinsForUsd } from './coin-prices';
import { amountSchema } from './money';
import { CHAIN_COINS } from './payments';

/** What one card purchase may be, in US dollars. */
export const ONRAMP_LIMITS = { minimum: '20', maximum: '2000' } as const;

/** The partner's fee: 3.5 % of the amount, rounded up to the cent. */
export const ONRAMP_FEE_BASIS_POINTS = 350n;
const CENT_UNITS = 1_000_000n;

export interface OnrampQuote {
  /** All in units of 1e-8: the fee and what is left to buy coins with (dollars)… */
  fee: bigint;
  net: bigint;
  /** …and the coins that buys at the price, rounded down. */
  coins: bigint;
}

export function onrampQuote(usdUnits: bigint, priceUnits: bigint): OnrampQuote {
  if (usdUnits <= 0n) throw new RangeError('The amount must be positive');
  const basis = usdUnits * ONRAMP_FEE_BASIS_POINTS;
  const feeCents = (basis + 10_000n * CENT_UNITS - 1n) / (10_000n * CENT_UNITS);
  const fee = feeCents * CENT_UNITS;
  const net = usdUnits > fee ? usdUnits - fee : 0n;
  return { fee, net, coins: coinsForUsd(net, priceUnits) };
}

/**
 * pending: waiting for the card payment on the partner's page; completed: paid, and the coins
 * were sent to the player's deposit address; failed: the card was declined; cancelled: the
 * player left the partner's page.
 */
export const ONRAMP_STATUSES = ['pending', 'completed', 'failed', 'cancelled'] as const;
export type OnrampStatus = (typeof ONRAMP_STATUSES)[number];

export const onrampOrderSchema = z.object({
  id: z.string(),
  coin: z.enum(CHAIN_COINS),
  /** Dollars charged to the card, the partner's fee among them. */
  amount: z.number(),
  fee: z.number(),
  /** The coins sent, and the USD price per coin they were bought at. */
  coinAmount: z.number(),
  coinPrice: z.number(),
  status: z.enum(ONRAMP_STATUSES),
  /** The chain transaction that carried the coins, once sent. */
  txHash: z.nullable(z.string()),
  failureReason: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OnrampOrder = z.infer<typeof onrampOrderSchema>;

export const onrampOrderListSchema = z.object({ orders: z.array(onrampOrderSchema) });

/** POST /onramp/orders: buy this coin for this many dollars. */
export const onrampOrderBodySchema = z.object({
  coin: z.enum(CHAIN_COINS),
  amount: amountSchema,
});
export type OnrampOrderBody = z.infer<typeof onrampOrderBodySchema>;

export const startedOnrampOrderSchema = z.object({
  order: onrampOrderSchema,
  /** The partner's hosted checkout page to send the player to. */
  checkoutUrl: z.nullable(z.string()),
});
export type StartedOnrampOrder = z.infer<typeof startedOnrampOrderSchema>;
