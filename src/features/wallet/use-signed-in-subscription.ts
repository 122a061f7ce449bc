/**
 * Runs a lazily loaded socket subscription while a player is signed in: `load` imports the
 * listeners (so a visitor's first page does not carry them) and answers the function that
 * starts them, which answers the one that stops. Signing out stops them; unmounting before
 * the import arrived never starts them.
 */
import { useEffect } from 'react';
import { useCurrentUser } from '@/shared/session';

type Start = () => () => void;

/** `load` must be stable (useCallback), or the listeners restart on every render. */
export function useSignedInSubscription(name: string, load: () => Promise<Start>): void {
  const { isSignedIn } = useCurrentUser();
  useEffect(() => {
    if (!isSignedIn) return;
    let stop: (() => void) | undefined;
    let ended = false;
    load()
      .then((start) => {
        if (!ended) stop = start();
      })
      .catch((error: unknown) => console.error(`[${name}] live updates could not load`, error));
    return () => {
      ended = true;
      stop?.();
    };
  }, [isSignedIn, name, load]);
}
