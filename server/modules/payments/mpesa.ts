/**
 * M-Pesa deposits, the merchant side: start one (an STK push to the player's phone, a pending
 * deposit row) and read the provider's callback (Daraja's shape): ResultCode 0 with the paid
 * amount credits the deposit once, anything else fails it and nothing moves.
 */

import type { Db } from '@server/db/client';
import { apiErrors } from '@server/http/api-error';
import { z } from 'zod';
import { canonicalAmount } from '@/contracts/money';
import { normalizeKenyanPhone } from '@/contracts/payments';
import type { UserRow } from '../account/users-repository';
import type { ResponsibleGambling } from '../responsible-gambling/plugin';
import { toUnits } from '../wallet/money';
import { startDeposit } from './deposit-start';
import { type DepositRow, findByProviderRef } from './deposits-repository';
import type { createSandboxMpesa } from './sandbox-mpesa';
import type { Settlement } from './settlement';

export const mpesaCallbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string(),
      CheckoutRequestID: z.string().min(1).max(64),
      ResultCode: z.number().int(),
      ResultDesc: z.string().max(500),
      CallbackMetadata: z
        .object({
          Item: z.array(
            z.object({ Name: z.string(), Value: z.union([z.string(), z.number()]).optional() }),
          ),
        })
        .optional(),
    }),
  }),
});
export type MpesaCallback = z.infer<typeof mpesaCallbackSchema>;

export const invalidPhone = () =>
  apiErrors.validation(
    [{ path: 'body.phone', message: 'Enter a Kenyan M-Pesa number, for example 254712345678' }],
    'Enter a Kenyan M-Pesa number, for example 254712345678',
  );

export interface MpesaDeps {
  db: Db;
  gate: ResponsibleGambling;
  provider: ReturnType<typeof createSandboxMpesa>;
  settlement: Settlement;
}

function itemOf(callback: MpesaCallback, name: string): string | number | undefined {
  return callback.Body.stkCallback.CallbackMetadata?.Item.find((item) => item.Name === name)?.Value;
}

export function createMpesaDeposits({ db, gate, provider, settlement }: MpesaDeps) {
  return {
    /**
     * Checked already: option available, amount at least the minimum. The number must be a
     * Kenyan mobile one; the rest is deposit-start's (idempotent retry, gate, the STK push).
     */
    async start(user: UserRow, input: { phone: string; amount: string }, key: string) {
      const phone = normalizeKenyanPhone(input.phone);
      if (!phone) throw invalidPhone();
      return startDeposit(db, gate, {
        method: 'mpesa',
        userId: user.id,
        units: toUnits(input.amount),
        key,
        phone,
        request: () => provider.stkPush({ phone, amount: input.amount }).checkoutRequestId,
      });
    },

    /** The provider's answer; unknown requests are acknowledged and ignored. */
    async callback(callback: MpesaCallback): Promise<DepositRow | null> {
      const { CheckoutRequestID, ResultCode, ResultDesc } = callback.Body.stkCallback;
      const row = await findByProviderRef(db, 'mpesa', CheckoutRequestID);
      if (!row) return null;
      if (ResultCode !== 0) return settlement.fail(row.id, 'failed', ResultDesc);
      const paid = itemOf(callback, 'Amount');
      const canonical = paid === undefined ? null : canonicalAmount(paid);
      if (canonical === null || toUnits(canonical) !== row.amount) {
        return settlement.fail(row.id, 'failed', `Paid amount ${String(paid)} does not match`);
      }
      const receipt = itemOf(callback, 'MpesaReceiptNumber');
      return settlement.confirm(row, {
        receipt: receipt === undefined ? null : String(receipt),
      });
    },
  };
}
