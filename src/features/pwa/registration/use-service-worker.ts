/**
 * Registers the service worker once the first screen is up and the page has loaded
 * (./after-page-load.ts; production builds only: the dev server has no worker) and turns a
 * waiting update into the UpdateAvailable dialog. 'Later' postpones that build for this tab;
 * the next build opens it again.
 */
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useModal } from '@/shared/lib/modal-navigation';
import { updateServiceWorkerAtom, waitingBuildAtom } from '../atoms';
import { sweepLeftoverCaches, unregisteredThisSession } from '../unregister';
import { afterPageLoad } from './after-page-load';

export function useServiceWorker(enabled: boolean): void {
  const setUpdate = useSetAtom(updateServiceWorkerAtom);
  const setWaitingBuild = useSetAtom(waitingBuildAtom);
  // Stable for the router's lifetime, so the registration runs once.
  const { open } = useModal();

  useEffect(() => {
    if (!enabled || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    if (unregisteredThisSession()) {
      console.info('[pwa] service worker unregistered by the player; not registering in this tab');
      return sweepLeftoverCaches();
    }
    let stop: (() => void) | undefined;
    let disposed = false;
    // Never in this commit's effects: the other first-screen-up work (socket, language
    // catalog) runs there, and together they made one long task that blocked input.
    const cancel = afterPageLoad(() => {
      import('./register')
        .then(({ registerServiceWorker }) => {
          if (disposed) return;
          stop = registerServiceWorker({
            onUpdateWaiting: (update, buildId) => {
              setUpdate(() => update);
              setWaitingBuild(buildId);
              open('UpdateAvailable');
            },
          });
        })
        .catch((error: unknown) => console.error('[pwa] could not load the registration', error));
    });
    return () => {
      disposed = true;
      cancel();
      stop?.();
    };
  }, [enabled, setUpdate, setWaitingBuild, open]);
}
