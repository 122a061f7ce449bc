/**
 * Update lifecycle: a new worker waits until the page's update dialog posts SKIP_WAITING. It
 * never skips waiting on its own, so an open game is never swapped to new code mid-round.
 */
import { SW_MESSAGES } from '../src/contracts/service-worker';

declare const self: ServiceWorkerGlobalScope;

export function listenForSkipWaiting(): void {
  self.addEventListener('message', (event) => {
    const data: unknown = event.data;
    if (typeof data === 'object' && data !== null && 'type' in data) {
      if (data.type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
    }
  });
}
