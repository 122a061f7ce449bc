/**
 * The footer's 'Unregister PWA' action: remove every service worker of this origin and every
 * cache it filled, then reload so the page comes straight from the network. This is the
 * player's way out when updates are stuck. The tab then stays without a worker until it is
 * closed: registering again on the reload would undo what the player just asked for.
 */
const UNREGISTERED_KEY = 'kadibet:sw-unregistered';

export function unregisteredThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(UNREGISTERED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberUnregistered(): void {
  try {
    window.sessionStorage.setItem(UNREGISTERED_KEY, '1');
  } catch {
    // Without session storage the next load registers again, which is still a clean worker.
  }
}

export async function unregisterServiceWorkers(): Promise<{ workers: number; caches: number }> {
  rememberUnregistered();
  let workers = 0;
  if ('serviceWorker' in navigator) {
    const registrations = await navigator.serviceWorker.getRegistrations();
    const results = await Promise.all(registrations.map((r) => r.unregister()));
    workers = results.filter(Boolean).length;
  }
  return { workers, caches: await deleteCaches() };
}

async function deleteCaches(): Promise<number> {
  if (!('caches' in window)) return 0;
  const keys = await window.caches.keys();
  const results = await Promise.all(keys.map((key) => window.caches.delete(key)));
  return results.filter(Boolean).length;
}

/** How long after the reload the departing worker's last writes are swept up once more. */
export const LEFTOVER_SWEEP_MS = 3_000;

/**
 * Run on the load that follows an unregister. The departing worker still finishes what the
 * page it served had asked for (a thumbnail it caches after answering), and such a write can
 * land after the caches were deleted, re-creating one: swept now, and once more a little later
 * for a write still on its way. Returns a function that cancels the second sweep.
 */
export function sweepLeftoverCaches(): () => void {
  const sweep = () =>
    deleteCaches().then(
      (count) => {
        if (count > 0) console.info(`[pwa] removed ${count} cache(s) the old worker left behind`);
      },
      (error: unknown) => console.warn('[pwa] could not remove leftover caches', error),
    );
  void sweep();
  const timer = setTimeout(() => void sweep(), LEFTOVER_SWEEP_MS);
  return () => clearTimeout(timer);
}
