/**
 * Signatures of provider callbacks and chain webhooks: HMAC-SHA256 of the raw request body
 * with the webhook secret, sent as `x-payments-signature: sha256=<hex>`. Verified over the
 * exact bytes received (before any JSON parsing) and compared in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-payments-signature';

export function signBody(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}

export function signatureMatches(
  secret: string,
  rawBody: string,
  header: string | string[] | undefined,
): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(signBody(secret, rawBody));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
