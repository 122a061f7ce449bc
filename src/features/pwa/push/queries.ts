/** The server's web push calls (src/contracts/push.ts). */
import { z } from 'zod/mini';
import { type PushSubscriptionInput, pushKeyResponseSchema } from '@/contracts/push';
import { apiRequest } from '@/shared/api/rest';

const okSchema = z.object({ ok: z.boolean() });

export function fetchPushKey(): Promise<string> {
  return apiRequest('/push/key', { schema: pushKeyResponseSchema, noCache: true }).then(
    (response) => response.publicKey,
  );
}

export function saveSubscription(subscription: PushSubscriptionInput): Promise<unknown> {
  return apiRequest('/push/subscribe', {
    method: 'POST',
    body: { subscription },
    schema: okSchema,
  });
}

export function deleteSubscription(endpoint: string): Promise<unknown> {
  return apiRequest('/push/unsubscribe', { method: 'POST', body: { endpoint }, schema: okSchema });
}
