/**
 * The sandbox card checkout (a hosted payment page, locally): a session per payment, a plain
 * server-rendered page at /sandbox/checkout/:id with Pay and Cancel buttons (two forms, no
 * script, so the site's CSP holds), and the signed result POSTed to
 * /api/payments/callbacks/cash before the player is sent back to the cashier.
 */
import { randomBytes } from 'node:crypto';
import type { Deliver } from './callback-delivery';

export const CASH_CALLBACK_PATH = '/api/payments/callbacks/cash';
export const CHECKOUT_PAGE_PREFIX = '/sandbox/checkout';
/** Where the page sends the player afterwards: the cashier's deposit tab. */
export const CHECKOUT_RETURN_URL = '/?modal=cashier&tab=deposit';

export type CheckoutResult = 'completed' | 'cancelled' | 'failed';

export interface CheckoutSession {
  sessionId: string;
  amount: string;
}

export function checkoutEvent(session: CheckoutSession, result: CheckoutResult) {
  return {
    id: `evt_${randomBytes(12).toString('hex')}`,
    type: `checkout.${result}` as const,
    data: { sessionId: session.sessionId, amount: session.amount, currency: 'USD' as const },
  };
}

export function createSandboxCheckout(deliver: Deliver) {
  return {
    createSession(): { sessionId: string; url: string } {
      const sessionId = `cs_${randomBytes(18).toString('base64url')}`;
      return { sessionId, url: `${CHECKOUT_PAGE_PREFIX}/${sessionId}` };
    },
    /** The page's buttons, or the operator deciding in the player's place. */
    finish: (session: CheckoutSession, result: CheckoutResult) =>
      deliver(CASH_CALLBACK_PATH, checkoutEvent(session, result)),
  };
}
