/**
 * The operator's game session token (StartGame's `token`): what the provider's wallet calls
 * carry to say whose money, which game, which mode and which balance. It is
 * `base64url(JSON claims).base64url(HMAC-SHA256)` under the server's game secret, so a
 * provider (or anyone holding it) can read it but not change a claim or extend its life;
 * it expires after TOKEN_TTL_MS.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { BALANCE_TYPES } from '@/contracts/balances';
import { GAME_MODES } from '@/contracts/catalogue';

export const TOKEN_TTL_MS = 4 * 60 * 60_000;

const claimsSchema = z.object({
  /** Session id (unique per launch). */
  sid: z.string().min(1),
  /** The player; null for a visitor's fun session. */
  uid: z.string().nullable(),
  game: z.string().min(1),
  mode: z.enum(GAME_MODES),
  cur: z.enum(BALANCE_TYPES),
  /** Expiry, ms since the epoch. */
  exp: z.number().int(),
});
export type SessionClaims = z.infer<typeof claimsSchema>;

export type TokenProblem = 'malformed' | 'badSignature' | 'expired';

export type TokenCheck =
  | { ok: true; claims: SessionClaims }
  | { ok: false; problem: TokenProblem; claims?: SessionClaims };

function mac(secret: string, body: string): Buffer {
  return createHmac('sha256', secret).update(body, 'utf8').digest();
}

export function signSessionToken(secret: string, claims: SessionClaims): string {
  const body = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `${body}.${mac(secret, body).toString('base64url')}`;
}

/**
 * The token's claims when its signature holds. An expired token still names its claims
 * (`claims` on the refusal): a win for a stake accepted before expiry must still be paid.
 */
export function verifySessionToken(secret: string, token: string, now: number): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return { ok: false, problem: 'malformed' };
  const [body, signature] = parts as [string, string];
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, problem: 'badSignature' };
  }
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  const parsed = claimsSchema.safeParse(decoded);
  if (!parsed.success) return { ok: false, problem: 'malformed' };
  if (parsed.data.exp <= now) return { ok: false, problem: 'expired', claims: parsed.data };
  return { ok: true, claims: parsed.data };
}
