/**
 * Short-lived tokens signed with HMAC-SHA256: a JSON payload, its purpose (so a token made for
 * one step never passes as another's), an id for single use and an expiry. Anything altered,
 * made for another purpose, malformed or out of date is refused; only the signer can mint one.
 */
import { randomBytes } from 'node:crypto';
import { openJson, sealJson } from '@server/http/signed-json';
import { z } from 'zod';

export type TokenCheck<T> =
  | { ok: true; payload: T & { jti: string; exp: number } }
  | { ok: false; reason: 'invalid' | 'expired' };

const envelopeSchema = z.object({ jti: z.string().min(16).max(64), exp: z.number().int() });

export function createTokenSigner(secret: string) {
  return {
    sign<T extends object>(purpose: string, payload: T, ttlMs: number): string {
      const envelope = {
        ...payload,
        jti: randomBytes(16).toString('base64url'),
        exp: Date.now() + ttlMs,
      };
      return sealJson(secret, purpose, envelope);
    },

    verify<S extends z.ZodType<object>>(
      purpose: string,
      schema: S,
      token: string,
      now = Date.now(),
    ): TokenCheck<z.output<S>> {
      const opened = openJson(secret, purpose, token);
      if (!opened.ok) return { ok: false, reason: 'invalid' };
      const envelope = envelopeSchema.safeParse(opened.decoded);
      const payload = schema.safeParse(opened.decoded);
      if (!envelope.success || !payload.success) return { ok: false, reason: 'invalid' };
      if (envelope.data.exp <= now) return { ok: false, reason: 'expired' };
      return { ok: true, payload: { ...payload.data, ...envelope.data } };
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
