/**
 * Registers the service worker and drives its update flow with workbox-window (loaded after
 * the first paint, so it costs the first screen nothing):
 * - a new worker waiting → `onUpdateWaiting(update)`; `update()` posts SKIP_WAITING and the
 *   page reloads exactly once when the new worker takes control. The reload listens for
 *   `controllerchange` itself, armed only after the player accepted: workbox-window reports
 *   no `controlling` for a page the old worker never controlled (first visit), and an
 *   unarmed listener would reload on the very first install too.
 * - updates are looked for whenever the realtime connection opens (also the first time: a page
 *   can come up during a deploy and only ever connect to the new server), when the tab becomes
 *   visible, and every 30 minutes.
 * - files the page loaded before any worker controlled it (first visit: its language catalog,
 *   the settings) are handed to the worker so they work offline as well.
 */
import { messageSW, Workbox } from 'workbox-window';
import type { ModalKey } from '@/contracts/modals';
import { CATALOGUE_PATHS, SW_MESSAGES, SW_URL } from '@/contracts/service-worker';
import { onSocketConnect } from '@/shared/api/socket';
import { isUpdatePostponed } from '../postponed-update';

export type ApplyUpdate = () => Promise<void>;

export interface RegisterOptions {
  /** `buildId`: the build the new worker serves, null when it did not say. */
  onUpdateWaiting: (update: ApplyUpdate, buildId: string | null) => void;
}

const UPDATE_DIALOG: ModalKey = 'UpdateAvailable';
const UPDATE_INTERVAL_MS = 30 * 60 * 1000;
/** If the new worker never takes control (another tab already activated it), reload anyway. */
const TAKEOVER_TIMEOUT_MS = 4_000;
const HANDOVER_RETRY_MS = 5_000;

function loadedBeforeControl(): string[] {
  const catalogue = new Set<string>(CATALOGUE_PATHS);
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter(
      (url) =>
        url.origin === location.origin &&
        (url.pathname.startsWith('/assets/') || catalogue.has(url.pathname)),
    )
    .map((url) => url.href);
}

/** The build the controlling worker serves (build-id.json is in its precache). */
async function workerBuildId(): Promise<string | null> {
  try {
    const response = await fetch('/build-id.json');
    const body: unknown = await response.json();
    const buildId = (body as { buildId?: unknown } | null)?.buildId;
    return typeof buildId === 'string' ? buildId : null;
  } catch (error) {
    console.warn("[pwa] could not read the new worker's build", error);
    return null;
  }
}

/** Asks a waiting worker which build it serves; null if it does not answer within 2 s. */
function waitingBuildId(worker: ServiceWorker | undefined): Promise<string | null> {
  if (!worker) return Promise.resolve(null);
  const answer = messageSW(worker, { type: SW_MESSAGES.getBuild }).then((value: unknown) =>
    typeof value === 'string' ? value : null,
  );
  const silence = new Promise<null>((resolve) => setTimeout(() => resolve(null), 2_000));
  return Promise.race([answer, silence]);
}

export function registerServiceWorker({ onUpdateWaiting }: RegisterOptions): () => void {
  const controlledAtLoad = navigator.serviceWorker.controller !== null;
  const wb = new Workbox(SW_URL, { scope: '/', updateViaCache: 'none' });
  let accepted = false;
  let reloaded = false;

  const reloadOnce = () => {
    if (!accepted || reloaded) return;
    reloaded = true;
    // The dialog that asked is in the address (?modal=UpdateAvailable); the new version must
    // not open it again.
    const url = new URL(window.location.href);
    if (url.searchParams.get('modal') === UPDATE_DIALOG) {
      url.searchParams.delete('modal');
      window.history.replaceState(window.history.state, '', url);
    }
    window.location.reload();
  };
  const update: ApplyUpdate = async () => {
    accepted = true;
    wb.messageSkipWaiting();
    setTimeout(reloadOnce, TAKEOVER_TIMEOUT_MS);
  };
  wb.addEventListener('waiting', (event) => {
    void waitingBuildId(event.sw).then((buildId) => {
      if (!isUpdatePostponed(buildId)) onUpdateWaiting(update, buildId);
    });
  });

  // A page no worker controlled (a hard reload; a first visit while a deploy lands) never
  // sees a new worker wait: with no controlled page it activates at once and takes this page
  // over. Its precache says which build it serves; a different one is an update to offer.
  const onControllerChange = () => {
    if (accepted) {
      reloadOnce();
      return;
    }
    void workerBuildId().then((buildId) => {
      console.info('[pwa] a worker took control; it serves build', buildId);
      if (buildId && buildId !== __BUILD_ID__ && !isUpdatePostponed(buildId)) {
        onUpdateWaiting(async () => {
          accepted = true;
          reloadOnce();
        }, buildId);
      }
    });
  };
  navigator.serviceWorker.addEventListener('controllerchange', onControllerChange);

  const checkForUpdate = () => {
    console.debug('[pwa] checking for a new version');
    wb.update().catch((error: unknown) => console.warn('[pwa] update check failed', error));
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  };

  wb.register()
    .then(async () => {
      console.info('[pwa] service worker registered');
      if (controlledAtLoad) return;
      await navigator.serviceWorker.ready;
      const handOver = () =>
        wb.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: loadedBeforeControl() } });
      void handOver();
      // Once more for files that were still downloading (the full language catalog loads
      // after the first paint too); already cached ones are answered from the cache.
      setTimeout(() => void handOver(), HANDOVER_RETRY_MS);
    })
    .catch((error: unknown) => console.error('[pwa] service worker registration failed', error));

  const interval = setInterval(checkForUpdate, UPDATE_INTERVAL_MS);
  document.addEventListener('visibilitychange', onVisible);
  const stopConnect = onSocketConnect(checkForUpdate);

  return () => {
    clearInterval(interval);
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker.removeEventListener('controllerchange', onControllerChange);
    stopConnect();
  };
}
