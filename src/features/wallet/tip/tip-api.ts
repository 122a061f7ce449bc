/**
 * The tip call (POST /account/transfer) with its idempotency key, and the email-code call a
 * player with emailed two-factor codes needs before confirming a tip.
 */
import { IDEMPOTENCY_HEADER } from '@/contracts/money';
import { type TransferBody, type TransferResult, transferResultSchema } from '@/contracts/tips';
import { emailCodeSentSchema } from '@/contracts/two-factor';
import { apiRequest } from '@/shared/api/rest';

export interface TipRequest {
  body: TransferBody;
  /** One per intended tip; a retry of that tip resends it so the money moves once. */
  idempotencyKey: string;
}

export function sendTip({ body, idempotencyKey }: TipRequest): Promise<TransferResult> {
  return apiRequest('/account/transfer', {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    schema: transferResultSchema,
  });
}

/** Sends a two-factor code by email; answers where it went (masked). */
export async function emailTwoFactorCode(): Promise<string> {
  const sent = await apiRequest('/account/2fa/email/code', {
    method: 'POST',
    body: {},
    schema: emailCodeSentSchema,
  });
  return sent.maskedEmail;
}
