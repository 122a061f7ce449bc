/**
 * One idempotency key per intended money action: made when the player first sends a request,
 * resent on every retry of that same request, replaced when the request changes (another
 * amount is another action) or once it succeeded (the next deposit is a new one). Keys fit
 * contracts/money's idempotencyKeySchema: the 32 hex characters of a random UUID.
 */
import { useCallback, useRef } from 'react';

export function newIdempotencyKey(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

export interface IdempotencyKeys {
  /** The key for this request (compared by its JSON): the same one for a retry. */
  keyFor(request: unknown): string;
  /** The action succeeded: the next request gets a new key even if it looks the same. */
  renew(): void;
}

export function useIdempotencyKey(): IdempotencyKeys {
  const held = useRef<{ request: string; key: string } | null>(null);
  const keyFor = useCallback((request: unknown) => {
    const fingerprint = JSON.stringify(request);
    if (held.current?.request !== fingerprint) {
      held.current = { request: fingerprint, key: newIdempotencyKey() };
    }
    return held.current.key;
  }, []);
  const renew = useCallback(() => {
    held.current = null;
  }, []);
  return { keyFor, renew };
}
