/**
 * The session cookie (httpOnly, SameSite=Lax; `__Host-` and Secure behind TLS) and the
 * readable hint cookie beside it (contracts/user.ts), set and cleared together.
 */
import type { FastifyReply } from 'fastify';
import { SESSION_HINT_COOKIE } from '@/contracts/user';

export const SESSION_COOKIE = 'kb_sid';
export const SESSION_COOKIE_SECURE = `__Host-${SESSION_COOKIE}`;

function cookieName(secure: boolean): string {
  return secure ? SESSION_COOKIE_SECURE : SESSION_COOKIE;
}

/** The session token among parsed cookies (a request's, or a socket handshake's). */
export function readSessionCookie(
  cookies: Record<string, string | undefined>,
  secure: boolean,
): string | undefined {
  return cookies[cookieName(secure)];
}

export function setSessionCookies(
  reply: FastifyReply,
  token: string,
  maxAgeMs: number,
  secure: boolean,
): void {
  const maxAge = Math.floor(maxAgeMs / 1000);
  reply.setCookie(cookieName(secure), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge,
  });
  reply.setCookie(SESSION_HINT_COOKIE, '1', { path: '/', sameSite: 'lax', secure, maxAge });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(cookieName(secure), { path: '/', httpOnly: true, sameSite: 'lax', secure });
  reply.clearCookie(SESSION_HINT_COOKIE, { path: '/', sameSite: 'lax', secure });
}
