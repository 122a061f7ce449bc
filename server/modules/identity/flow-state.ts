/**
 * The browser's side of one OAuth attempt: the `state` sent to the provider, the PKCE
 * verifier, what the attempt is for (sign in, or link to the signed-in player) and where to
 * land after. Kept in a signed, httpOnly, short-lived cookie scoped to the OAuth routes, so
 * only the browser that started an attempt can finish it (CSRF protection of the callback).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IDENTITY_PROVIDERS, OAUTH_INTENTS } from '@/contracts/identity';

export const FLOW_COOKIE = 'kb_oauth';
export const FLOW_COOKIE_PATH = '/api/auth/oauth';
export const FLOW_TTL_MS = 10 * 60_000;
export const FLOW_PURPOSE = 'oauth-flow';

export const flowSchema = z.object({
  state: z.string(),
  provider: z.enum(IDENTITY_PROVIDERS),
  intent: z.enum(OAUTH_INTENTS),
  /** The signed-in player a 'link' attempt is for. */
  userId: z.string().nullable(),
  verifier: z.string(),
  returnTo: z.string().nullable(),
});
export type FlowState = z.infer<typeof flowSchema>;

export function setFlowCookie(reply: FastifyReply, value: string, secure: boolean): void {
  reply.setCookie(FLOW_COOKIE, value, {
    path: FLOW_COOKIE_PATH,
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level navigation, which still carries it.
    sameSite: 'lax',
    secure,
    maxAge: Math.floor(FLOW_TTL_MS / 1000),
  });
}

export function readFlowCookie(request: FastifyRequest): string | undefined {
  return request.cookies[FLOW_COOKIE];
}

export function clearFlowCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(FLOW_COOKIE, {
    path: FLOW_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
}
