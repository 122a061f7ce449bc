/**
 * The essentials worker: fetches and checks the catalogue off the page's main thread
 * (./essentials-worker-load.ts) for the page's essentials query (./fetch-essentials.ts).
 * One runs per page for its lifetime; each request has its own id and may be aborted.
 */

import { loadEssentials } from './essentials-worker-load';
import type { EssentialsCommand, EssentialsReplyMessage } from './essentials-worker-messages';

// The app's TypeScript sees the DOM, not a worker's global scope: only these two are used.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<EssentialsCommand>) => void) | null;
  postMessage: (message: EssentialsReplyMessage) => void;
};

const running = new Map<number, AbortController>();

scope.onmessage = ({ data: command }) => {
  if (command.type === 'abort') {
    running.get(command.id)?.abort();
    running.delete(command.id);
    return;
  }
  const { id } = command;
  const controller = new AbortController();
  running.set(id, controller);
  void loadEssentials(command, (reply) => scope.postMessage({ ...reply, id }), controller.signal)
    .catch((error: unknown) => {
      // A bug here must not leave the page waiting: the request fails as unreachable.
      if (!controller.signal.aborted)
        scope.postMessage({ type: 'unreachable', reason: String(error), id });
    })
    .finally(() => running.delete(id));
};
