/**
 * The footer's 'Unregister PWA' action: remove every service worker of this origin and every
 * cache it filled, then reload so the page comes straight from the network. This is the
 * player's way out when updates are stuck.
 */
export async function unregisterServiceWorkers(): Promise<{ workers: number; caches: number }> {
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
