/**
 * The visitor id: an opaque per-browser identifier in the httpOnly `vid` cookie, reported to
 * the client as `sessionId`. It only tells visits apart (analytics, per-visitor dismissals);
 * it is not a credential, so it is neither signed nor tied to an account.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const VISITOR_COOKIE = 'vid';

/** 144 random bits (above the 128 asked for) encode to exactly 24 base64url characters. */
const VISITOR_ID_BYTES = 18;
const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{24}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function isVisitorId(value: unknown): value is string {
  return typeof value === 'string' && VISITOR_ID_PATTERN.test(value);
}

function newVisitorId(): string {
  return randomBytes(VISITOR_ID_BYTES).toString('base64url');
}

/** Returns the request's visitor id, issuing a fresh cookie when it is absent or malformed. */
export function ensureVisitorId(
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): string {
  const current = request.cookies[VISITOR_COOKIE];
  if (isVisitorId(current)) return current;
  const id = newVisitorId();
  reply.setCookie(VISITOR_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: ONE_YEAR_SECONDS,
  });
  return id;
}
