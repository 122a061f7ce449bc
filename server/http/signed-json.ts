/**
 * A JSON value sealed with HMAC-SHA256: `base64url(JSON).base64url(MAC)`, the MAC taken over
 * `<purpose>.<body>` so a token sealed for one use never opens as another's. Anyone holding it
 * can read it; only the secret's holder can make or change one. The callers (identity's
 * one-step tokens, the game provider's session token) add their own claims and expiry on top.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type Opened =
  | { ok: true; decoded: unknown }
  | { ok: false; reason: 'malformed' | 'badSignature' };

function mac(secret: string, purpose: string, body: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}.${body}`, 'utf8').digest();
}

export function sealJson(secret: string, purpose: string, value: object): string {
  const body = Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
  return `${body}.${mac(secret, purpose, body).toString('base64url')}`;
}

/** The parsed JSON when the signature holds; the caller still checks its shape and expiry. */
export function openJson(secret: string, purpose: string, token: string): Opened {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'malformed' };
  const expected = mac(secret, purpose, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'badSignature' };
  }
  try {
    return { ok: true, decoded: JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
}
