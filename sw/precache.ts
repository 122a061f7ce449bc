/**
 * The shell: every file of the build that the app needs to start (the manifest vite-plugin-pwa
 * injects), with older precaches removed once this worker activates.
 */
import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';

export function precacheShell(manifest: Array<PrecacheEntry | string>): void {
  cleanupOutdatedCaches();
  precacheAndRoute(manifest);
}
