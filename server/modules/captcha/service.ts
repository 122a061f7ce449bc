/**
 * Module captcha: the self-hosted ALTCHA proof of work (altcha-lib v2). A challenge is signed
 * with the server's key and carries a key signature (deterministic mode), so checking an
 * answer costs one HMAC, not the work. An answer is accepted once: its challenge's signature
 * is stored in captcha_solutions (a unique row, so two processes cannot both accept it) until
 * the challenge expires, when it could not verify anyway.
 *
 * Difficulty: PBKDF2-SHA-256 with 1,000 iterations per try and 500 to 1,500 tries, about half
 * a second on a phone's worker; enough to make scripted code guessing cost real CPU per try.
 */
import { createHmac } from 'node:crypto';
import type { Db } from '@server/db/client';
import { captchaSolutions } from '@server/db/schema';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import { z } from 'zod';
import { CAPTCHA_ALGORITHM, type CaptchaChallenge } from '@/contracts/captcha';

export const CAPTCHA_COST = 1_000;
export const CAPTCHA_COUNTER_MIN = 500;
export const CAPTCHA_COUNTER_MAX = 1_500;
export const CAPTCHA_TTL_MS = 10 * 60_000;

export type CaptchaVerdict = 'ok' | 'invalid' | 'used';

const hex = z.string().regex(/^[0-9a-f]{1,256}$/i);
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.literal(CAPTCHA_ALGORITHM),
      nonce: hex,
      salt: hex,
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: hex,
      keySignature: hex.optional(),
      expiresAt: z.number().int().positive(),
    }),
    signature: hex,
  }),
  solution: z.object({
    counter: z.number().int().min(0),
    derivedKey: hex,
    time: z.number().optional(),
  }),
});

function decode(solution: string): z.infer<typeof payloadSchema> | null {
  try {
    const json: unknown = JSON.parse(Buffer.from(solution, 'base64').toString('utf8'));
    const parsed = payloadSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function createCaptcha(db: Db, key: string) {
  const keySignatureSecret = createHmac('sha256', key).update('altcha key signature').digest('hex');

  return {
    async challenge(): Promise<CaptchaChallenge> {
      const challenge = await createChallenge({
        algorithm: CAPTCHA_ALGORITHM,
        cost: CAPTCHA_COST,
        counter: randomInt(CAPTCHA_COUNTER_MAX, CAPTCHA_COUNTER_MIN),
        deriveKey,
        expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
        hmacSignatureSecret: key,
        hmacKeySignatureSecret: keySignatureSecret,
      });
      if (!challenge.signature) throw new Error('captcha challenge was not signed');
      return { parameters: challenge.parameters, signature: challenge.signature };
    },

    /** Checks a solved challenge (base64 ALTCHA payload) and spends it. */
    async verify(solution: string): Promise<CaptchaVerdict> {
      const payload = decode(solution);
      if (!payload) return 'invalid';
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: key,
        hmacKeySignatureSecret: keySignatureSecret,
      }).catch(() => null);
      if (!result?.verified) return 'invalid';
      const spent = await db
        .insert(captchaSolutions)
        .values({
          signature: payload.challenge.signature.toLowerCase(),
          expiresAt: new Date(payload.challenge.parameters.expiresAt * 1000),
        })
        .onConflictDoNothing()
        .returning({ signature: captchaSolutions.signature });
      return spent.length > 0 ? 'ok' : 'used';
    },

    /** Forgets answers whose challenges have expired. */
    async sweep(): Promise<void> {
      await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, new Date()));
    },
  };
}

export type Captcha = ReturnType<typeof createCaptcha>;
