/**
 * Runs a security call and, when the server wants the password again (code 1008), remembers
 * the call so the password prompt can retry it once the player re-authenticated.
 */
import { useCallback, useState } from 'react';
import { needsReauth } from './queries';

export function useReauth() {
  const [pending, setPending] = useState<(() => Promise<void>) | null>(null);

  const run = useCallback(async (action: () => Promise<void>) => {
    try {
      await action();
    } catch (error) {
      if (!needsReauth(error)) throw error;
      setPending(() => action);
    }
  }, []);

  /** After the password was confirmed: the remembered call, run now. */
  const retry = useCallback(async () => {
    const action = pending;
    setPending(null);
    if (action) await action();
  }, [pending]);

  const cancel = useCallback(() => setPending(null), []);

  return { asking: pending !== null, run, retry, cancel };
}
