/**
 * The sandbox card on-ramp partner: stands in for MoonPay or Banxa. Its hosted page
 * (/sandbox/onramp/:orderId, sandbox-routes.ts) takes a test card; the first answer to an
 * order wins (a second click does nothing). A charged card makes the partner send the order's
 * coins on the sandbox chain to the player's deposit address, with the coin's confirmations —
 * the normal chain deposit path credits them — and then tell this server by a signed callback
 * (`order.completed` with the transaction); a declined card or a cancel is told the same way.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '@server/db/client';
import { z } from 'zod';
import { CHAIN_COIN_FACTS } from '@/contracts/payments';
import type { Deliver } from '../payments/callback-delivery';
import type { Payments } from '../payments/plugin';
import { formatUnits } from '../wallet/money';
import { claimAnswer, type OrderRow } from './orders-repository';
import { type CardInput, checkCard } from './test-cards';

export const ONRAMP_CALLBACK_PATH = '/api/payments/callbacks/onramp';
export const ONRAMP_PAGE_PREFIX = '/sandbox/onramp';
/** Where the page sends the player afterwards: the cashier's buy tab. */
export const ONRAMP_RETURN_URL = '/?modal=cashier&tab=buy';

export const onrampEventSchema = z.object({
  id: z.string().max(64),
  type: z.enum(['order.completed', 'order.failed', 'order.cancelled']),
  data: z.object({
    orderId: z.string().min(1).max(64),
    /** The coins sent (completed), as a decimal string. */
    coinAmount: z.string().max(32).optional(),
    txHash: z.string().max(130).optional(),
    reason: z.string().max(200).optional(),
  }),
});
export type OnrampEvent = z.infer<typeof onrampEventSchema>;

export interface SandboxOnrampDeps {
  db: Db;
  chain: Pick<Payments['sandbox']['chain'], 'send'>;
  deliver: Deliver;
}

const eventId = () => `evt_${randomBytes(12).toString('hex')}`;

export function createSandboxOnramp({ db, chain, deliver }: SandboxOnrampDeps) {
  const tell = (type: OnrampEvent['type'], data: OnrampEvent['data']) =>
    deliver(ONRAMP_CALLBACK_PATH, { id: eventId(), type, data });

  return {
    checkoutUrlOf: (orderId: string) => `${ONRAMP_PAGE_PREFIX}/${orderId}`,

    /** The page's Pay button: a problem with the card to show, or null once answered. */
    async pay(order: OrderRow, card: CardInput): Promise<string | null> {
      const checked = checkCard(card);
      if (!checked.ok) return checked.problem;
      if (!(await claimAnswer(db, order.id))) return null;
      if (checked.outcome === 'declined') {
        await tell('order.failed', { orderId: order.id, reason: 'Your card was declined' });
        return null;
      }
      const coinAmount = formatUnits(order.coinAmount);
      const { transfer } = await chain.send({
        to: order.address,
        tag: order.tag,
        coin: order.coin,
        amount: coinAmount,
        confirmations: CHAIN_COIN_FACTS[order.coin].confirmations,
      });
      await tell('order.completed', { orderId: order.id, coinAmount, txHash: transfer.txHash });
      return null;
    },

    /** The page's Cancel button (nothing was charged). */
    async cancel(order: OrderRow): Promise<void> {
      if (!(await claimAnswer(db, order.id))) return;
      await tell('order.cancelled', { orderId: order.id, reason: 'You left the payment page' });
    },
  };
}

export type SandboxOnramp = ReturnType<typeof createSandboxOnramp>;
