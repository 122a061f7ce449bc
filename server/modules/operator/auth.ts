/**
 * Bearer-token check of the operator API. Both sides are hashed before the constant-time
 * comparison, so neither the token's content nor its length leaks through timing.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

export function tokenMatches(given: string | null, expected: string): boolean {
  // Hash even when nothing was given, so a missing header takes as long as a wrong one.
  return timingSafeEqual(digest(given ?? ''), digest(expected)) && given !== null;
}
