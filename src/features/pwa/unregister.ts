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
  let removed = 0;
  if ('caches' in window) {
    const keys = await window.caches.keys();
    const results = await Promise.all(keys.map((key) => window.caches.delete(key)));
    removed = results.filter(Boolean).length;
  }
  return { workers, caches: removed };
}
