/**
 * GET /api/account/get: the signed-in player (spec part 1 §3 'User'). The accounts capability
 * extends this with balances, KYC and security fields; the chrome reads only these.
 */
import { z } from 'zod/mini';
import { localeCodeSchema } from './locales';

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  mustSetName: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  locale: z.nullable(localeCodeSchema),
  rules: z.array(z.string()),
  isChatMod: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/**
 * A readable (not httpOnly) cookie the server sets beside the httpOnly session cookie and
 * clears with it. It carries no secret, only "a session may exist", so a visitor's app skips
 * GET /account/get instead of logging a 401 on every first visit.
 */
export const SESSION_HINT_COOKIE = 'kb_session';

export function hasSessionHint(cookies: string): boolean {
  return cookies.split(';').some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}
