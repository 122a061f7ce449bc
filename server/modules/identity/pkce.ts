/**
 * PKCE (RFC 7636, S256): the browser's flow keeps a random verifier; the provider only ever
 * sees its hash, and redeems the code only for whoever shows the verifier.
 */
import { createHash, randomBytes } from 'node:crypto';

export const CODE_CHALLENGE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newCodeVerifier(): string {
  return randomBytes(32).toString('base64url');
}

export function codeChallengeOf(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
