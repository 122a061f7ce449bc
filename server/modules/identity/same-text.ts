/**
 * Comparing a secret the browser sent (OAuth state, a PKCE challenge) with the one kept, in
 * time that does not tell how much of it matched.
 */
import { timingSafeEqual } from 'node:crypto';

export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
