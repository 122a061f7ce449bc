/**
 * A sign-up waiting for its emailed code: what the form gave (the password already hashed), the
 * code, and whether the address already had an account, sealed (account/sealed-box.ts) into an
 * httpOnly cookie scoped to the sign-up routes, so only the browser that asked can finish and
 * nothing is stored until the code comes back. Sealed the same way either way, the two kinds
 * cannot be told apart by the cookie.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SIGNUP_CODE_MINUTES } from '@/contracts/auth';
import type { SealedBox } from './sealed-box';

export const PENDING_SIGNUP_COOKIE = 'kb_signup';
const COOKIE_PATH = '/api/auth/register';
const PURPOSE = 'pending-signup';
export const PENDING_SIGNUP_TTL_MS = SIGNUP_CODE_MINUTES * 60_000;

export const pendingSignupSchema = z.object({
  /** Counts wrong codes (auth_failures) and ends with the sign-up. */
  id: z.string().min(16).max(64),
  username: z.string(),
  email: z.string(),
  passwordHash: z.string(),
  locale: z.string().nullable(),
  code: z.string(),
  /** 1 when the address already had an account: no code was sent, none will do. */
  taken: z.union([z.literal(0), z.literal(1)]),
  expiresAt: z.number().int(),
});
export type PendingSignup = z.infer<typeof pendingSignupSchema>;

export function sealPendingSignup(box: SealedBox, pending: PendingSignup): Promise<string> {
  return box.seal(PURPOSE, pending);
}

/** The pending sign-up of the request's cookie, or null when there is none still valid. */
export async function openPendingSignup(
  box: SealedBox,
  request: FastifyRequest,
  now = Date.now(),
): Promise<PendingSignup | null> {
  const sealed = request.cookies[PENDING_SIGNUP_COOKIE];
  if (!sealed) return null;
  const parsed = pendingSignupSchema.safeParse(await box.open(PURPOSE, sealed));
  if (!parsed.success || parsed.data.expiresAt <= now) return null;
  return parsed.data;
}

export function setPendingSignupCookie(reply: FastifyReply, sealed: string, secure: boolean) {
  reply.setCookie(PENDING_SIGNUP_COOKIE, sealed, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: Math.floor(PENDING_SIGNUP_TTL_MS / 1000),
  });
}

export function clearPendingSignupCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(PENDING_SIGNUP_COOKIE, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure,
  });
}
