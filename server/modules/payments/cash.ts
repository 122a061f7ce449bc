/**
 * Cash deposits through the hosted checkout, the merchant side: start one (a checkout session
 * and a pending deposit row; the player is sent to the session's page) and read the provider's
 * signed result: 'checkout.completed' for the deposit's amount credits it once, a cancel or a
 * failure ends it and nothing moves.
 */

import type { Db } from '@server/db/client';
import { z } from 'zod';
import { canonicalAmount } from '@/contracts/money';
import type { UserRow } from '../account/users-repository';
import type { ResponsibleGambling } from '../responsible-gambling/plugin';
import { formatUnits, toUnits } from '../wallet/money';
import { startDeposit } from './deposit-start';
import { type DepositRow, dollarsOf, findByProviderRef } from './deposits-repository';
import { CHECKOUT_PAGE_PREFIX, type createSandboxCheckout } from './sandbox-checkout';
import type { Settlement } from './settlement';

export const checkoutEventSchema = z.object({
  id: z.string().max(64),
  type: z.enum(['checkout.completed', 'checkout.cancelled', 'checkout.failed']),
  data: z.object({
    sessionId: z.string().min(1).max(64),
    amount: z.string().max(32),
    currency: z.literal('USD'),
  }),
});
export type CheckoutEvent = z.infer<typeof checkoutEventSchema>;

export interface CashDeps {
  db: Db;
  gate: ResponsibleGambling;
  provider: ReturnType<typeof createSandboxCheckout>;
  settlement: Settlement;
}

export const checkoutUrlOf = (row: DepositRow) => `${CHECKOUT_PAGE_PREFIX}/${row.providerRef}`;

export function createCashDeposits({ db, gate, provider, settlement }: CashDeps) {
  return {
    /**
     * Checked already: option available, amount at least the minimum. The rest is
     * deposit-start's (idempotent retry, gate, a checkout session).
     */
    start: (user: UserRow, amount: string, key: string): Promise<DepositRow> =>
      startDeposit(db, gate, {
        method: 'cash',
        userId: user.id,
        units: toUnits(amount),
        key,
        request: () => provider.createSession().sessionId,
      }),

    session: (sessionId: string) => findByProviderRef(db, 'cash', sessionId),

    /** The checkout page's result for a session, as the page or the operator decides it. */
    finish(row: DepositRow, result: 'completed' | 'cancelled' | 'failed') {
      return provider.finish(
        { sessionId: row.providerRef, amount: formatUnits(dollarsOf(row)) },
        result,
      );
    },

    async callback(event: CheckoutEvent): Promise<DepositRow | null> {
      const row = await findByProviderRef(db, 'cash', event.data.sessionId);
      if (!row) return null;
      if (event.type === 'checkout.cancelled') {
        return settlement.fail(row.id, 'cancelled', 'The checkout was cancelled');
      }
      if (event.type === 'checkout.failed') {
        return settlement.fail(row.id, 'failed', 'The payment was declined');
      }
      const canonical = canonicalAmount(event.data.amount);
      if (canonical === null || toUnits(canonical) !== row.amount) {
        return settlement.fail(row.id, 'failed', `Paid amount ${event.data.amount} does not match`);
      }
      return settlement.confirm(row, { receipt: event.id });
    },
  };
}
