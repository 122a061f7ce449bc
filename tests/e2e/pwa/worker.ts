/** What the PWA stories ask of the page's service worker and caches. */
import type { Page } from '@playwright/test';

/** Resolves once a service worker controls the page (the app registers it after first paint). */
export async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 60_000,
  });
}

/** Entries per cache name. */
export function cacheSizes(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async () => {
    const sizes: Record<string, number> = {};
    for (const name of await caches.keys()) {
      sizes[name] = (await (await caches.open(name)).keys()).length;
    }
    return sizes;
  });
}

export function registrationCount(page: Page): Promise<number> {
  return page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
}
