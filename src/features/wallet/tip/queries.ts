/** The tip call (POST /account/transfer) with its idempotency key. */
import { IDEMPOTENCY_HEADER } from '@/contracts/money';
import { type TransferBody, type TransferResult, transferResultSchema } from '@/contracts/tips';
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
