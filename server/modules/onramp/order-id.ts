/** Order ids: unguessable, since the partner's checkout page is reached by its id alone. */
import { randomBytes } from 'node:crypto';

export const ORDER_ID_PATTERN = /^or_[A-Za-z0-9_-]{24}$/;

export function newOrderId(): string {
  return `or_${randomBytes(18).toString('base64url')}`;
}
