/**
 * Update lifecycle: a new worker waits until the page's update dialog posts SKIP_WAITING. It
 * never skips waiting on its own, so an open game is never swapped to new code mid-round.
 * It tells the page which build it serves (GET_BUILD), so 'Later' can be remembered per build.
 */
import { matchPrecache } from 'workbox-precaching';
import { SW_MESSAGES } from '../src/contracts/service-worker';

declare const self: ServiceWorkerGlobalScope;

async function answerBuild(port: MessagePort | undefined): Promise<void> {
  const response = await matchPrecache('/build-id.json');
  const body: unknown = await response?.json().catch(() => null);
  const buildId = (body as { buildId?: unknown } | null)?.buildId;
  port?.postMessage(typeof buildId === 'string' ? buildId : null);
}

export function listenForSkipWaiting(): void {
  self.addEventListener('message', (event) => {
    const data: unknown = event.data;
    if (typeof data === 'object' && data !== null && 'type' in data) {
      if (data.type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
      if (data.type === SW_MESSAGES.getBuild) event.waitUntil(answerBuild(event.ports[0]));
    }
  });
}
