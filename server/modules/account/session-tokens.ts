/**
 * Session secrets. The cookie carries 256 random bits; the database keeps only SHA-256
 * digests. The socketToken is derived from the cookie token, so the server can hand it out
 * again on every GET /account/get without storing it, and a stolen socketToken reveals
 * nothing about the cookie.
 */
import { createHash, randomBytes } from 'node:crypto';

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function newPublicId(): string {
  return randomBytes(12).toString('base64url');
}

export function socketTokenOf(sessionToken: string): string {
  return createHash('sha256').update(`socket:${sessionToken}`).digest('base64url');
}

/** Cookie tokens are 43 base64url characters; anything else is not worth a query. */
export function isWellFormedToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}
