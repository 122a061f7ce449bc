/**
 * The operator's game session token (StartGame's `token`): what the provider's wallet calls
 * carry to say whose money, which game, which mode and which balance. It is
 * its JSON claims signed as a compact JWS (HS256) under the server's game secret
 * (http/signed-json.ts), so a provider (or anyone holding it) can read it but not change a
 * claim or extend its life; it expires after TOKEN_TTL_MS.
 */

import { openJson, sealJson } from '@server/http/signed-json';
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

/** Keeps a game session token from ever opening as another sealed token, and back. */
const PURPOSE = 'game-session';

export function signSessionToken(secret: string, claims: SessionClaims): Promise<string> {
  return sealJson(secret, PURPOSE, claims);
}

/**
 * The token's claims when its signature holds. An expired token still names its claims
 * (`claims` on the refusal): a win for a stake accepted before expiry must still be paid.
 */
export async function verifySessionToken(
  secret: string,
  token: string,
  now: number,
): Promise<TokenCheck> {
  const opened = await openJson(secret, PURPOSE, token);
  if (!opened.ok) return { ok: false, problem: opened.reason };
  const parsed = claimsSchema.safeParse(opened.decoded);
  if (!parsed.success) return { ok: false, problem: 'malformed' };
  if (parsed.data.exp <= now) return { ok: false, problem: 'expired', claims: parsed.data };
  return { ok: true, claims: parsed.data };
}
