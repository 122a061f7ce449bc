/**
 * Short-lived tokens as compact JWTs signed with HS256 (jose): a JSON payload, its purpose as
 * the audience (so a token made for one step never passes as another's), an id for single use
 * (`jti`) and an expiry (`exp`). Anything altered, made for another purpose, malformed or out
 * of date is refused; only the signer can mint one. Anyone holding one can read it: these
 * carry nothing the player may not see (their own profile, their own OAuth attempt).
 */
import { randomBytes } from 'node:crypto';
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

export type TokenCheck<T> =
  | { ok: true; payload: T & { jti: string /** ms since the epoch */; exp: number } }
  | { ok: false; reason: 'invalid' | 'expired' };

const envelopeSchema = z.object({ jti: z.string().min(16).max(64), exp: z.number().int() });

export function createTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);

  return {
    sign(
      purpose: string,
      payload: Readonly<Record<string, unknown>>,
      ttlMs: number,
    ): Promise<string> {
      return new SignJWT({ ...payload })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setAudience(purpose)
        .setJti(randomBytes(16).toString('base64url'))
        .setExpirationTime(new Date(Date.now() + ttlMs))
        .sign(key);
    },

    async verify<S extends z.ZodType<object>>(
      purpose: string,
      schema: S,
      token: string,
      now = Date.now(),
    ): Promise<TokenCheck<z.output<S>>> {
      let claims: JWTPayload;
      try {
        ({ payload: claims } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience: purpose,
          requiredClaims: ['jti', 'exp'],
          // Explicit, so a test's or caller's clock is the one that decides expiry.
          currentDate: new Date(now),
        }));
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
      const envelope = envelopeSchema.safeParse(claims);
      const payload = schema.safeParse(claims);
      if (!envelope.success || !payload.success) return { ok: false, reason: 'invalid' };
      const { jti, exp } = envelope.data;
      return { ok: true, payload: { ...payload.data, jti, exp: exp * 1000 } };
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
