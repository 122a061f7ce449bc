/**
 * Short-lived tokens signed with HMAC-SHA256: a JSON payload, its purpose (so a token made for
 * one step never passes as another's), an id for single use and an expiry. Anything altered,
 * made for another purpose, malformed or out of date is refused; only the signer can mint one.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

export type TokenCheck<T> =
  | { ok: true; payload: T & { jti: string; exp: number } }
  | { ok: false; reason: 'invalid' | 'expired' };

const envelopeSchema = z.object({ jti: z.string().min(16).max(64), exp: z.number().int() });

function mac(secret: string, purpose: string, body: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}.${body}`).digest();
}

export function createTokenSigner(secret: string) {
  return {
    sign<T extends object>(purpose: string, payload: T, ttlMs: number): string {
      const envelope = {
        ...payload,
        jti: randomBytes(16).toString('base64url'),
        exp: Date.now() + ttlMs,
      };
      const body = Buffer.from(JSON.stringify(envelope)).toString('base64url');
      return `${body}.${mac(secret, purpose, body).toString('base64url')}`;
    },

    verify<S extends z.ZodType<object>>(
      purpose: string,
      schema: S,
      token: string,
      now = Date.now(),
    ): TokenCheck<z.output<S>> {
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
      const expected = mac(secret, purpose, body);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { ok: false, reason: 'invalid' };
      }
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      } catch {
        return { ok: false, reason: 'invalid' };
      }
      const envelope = envelopeSchema.safeParse(decoded);
      const payload = schema.safeParse(decoded);
      if (!envelope.success || !payload.success) return { ok: false, reason: 'invalid' };
      if (envelope.data.exp <= now) return { ok: false, reason: 'expired' };
      return { ok: true, payload: { ...payload.data, ...envelope.data } };
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
