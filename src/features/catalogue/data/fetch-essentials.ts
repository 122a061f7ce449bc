/**
 * The essentials for the page's query. Where the browser runs one, the essentials worker
 * (./essentials.worker.ts) fetches, parses and checks them, and the page only receives the
 * checked games slice by slice, each message a short task: the 2 MB answer is never parsed on
 * the main thread. Where no worker runs (no Worker, its script failed to load or it broke, the
 * test DOM) the page fetches and checks them itself, in slices with a yield between. Either
 * way the errors are the page's own: an ApiError (its listeners told) for the server's errors
 * and broken answers, a NetworkError when the server is out of reach, and the signal's abort.
 */
import { ESSENTIALS_PATH } from '@/contracts/catalogue';
import { ApiError, NetworkError } from '@/shared/api/api-error';
import { API_BASE, apiRequest, failedResponseError } from '@/shared/api/rest';
import type { ListGame } from '../rules/list-game';
import type { EssentialsCommand, EssentialsReply } from './essentials-worker-messages';
import {
  type Catalogue,
  essentialsEnvelopeSchema,
  parseEssentials,
  UNEXPECTED_ESSENTIALS,
} from './parse-essentials';

export interface EssentialsFetchOptions {
  signal: AbortSignal;
  /** The server said the catalogue changed: past every cached copy (apiRequest's `fresh`). */
  fresh: boolean;
}

/** What the fetcher needs of a Worker (a test gives it one that runs in the page). */
export interface EssentialsWorker {
  postMessage(command: EssentialsCommand): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'error' | 'messageerror', listener: () => void): void;
  terminate(): void;
}

interface Pending {
  reply: (reply: EssentialsReply) => void;
  /** The worker is gone: the page fetches this request itself. */
  fallback: () => void;
}

const PATH = ESSENTIALS_PATH.slice(API_BASE.length);

async function onMainThread({ signal, fresh }: EssentialsFetchOptions): Promise<Catalogue> {
  const envelope = await apiRequest(PATH, { schema: essentialsEnvelopeSchema, signal, fresh });
  return parseEssentials(envelope);
}

async function errorOf(reply: Exclude<EssentialsReply, { type: 'games' | 'done' }>) {
  switch (reply.type) {
    case 'failed': {
      const { status, statusText, body } = reply;
      return failedResponseError(new Response(body, { status, statusText }));
    }
    case 'invalid':
      return new ApiError(reply.status, 1500, UNEXPECTED_ESSENTIALS);
    case 'unreachable':
      return new NetworkError(new TypeError(reply.reason));
  }
}

const abortReason = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException('The request was aborted', 'AbortError');

export function createEssentialsFetcher(
  makeWorker: () => EssentialsWorker | null,
): (options: EssentialsFetchOptions) => Promise<Catalogue> {
  // undefined: not started yet; null: none here, or it failed (the page fetches from then on).
  let worker: EssentialsWorker | null | undefined;
  let lastId = 0;
  const pending = new Map<number, Pending>();

  const stop = () => {
    worker?.terminate();
    worker = null;
    const orphans = [...pending.values()];
    pending.clear();
    for (const request of orphans) request.fallback();
  };

  const started = (): EssentialsWorker | null => {
    if (worker !== undefined) return worker;
    try {
      worker = makeWorker();
    } catch {
      worker = null;
    }
    worker?.addEventListener('message', ({ data }: MessageEvent) => {
      const { id, ...reply } = data as EssentialsReply & { id: number };
      pending.get(id)?.reply(reply as EssentialsReply);
    });
    // The script did not load (offline before it was cached, an old browser) or threw; or a
    // reply could not be read. The page fetches what was asked of it.
    worker?.addEventListener('error', stop);
    worker?.addEventListener('messageerror', stop);
    return worker;
  };

  return (options) => {
    const current = started();
    if (!current) return onMainThread(options);
    const { signal } = options;
    if (signal.aborted) return Promise.reject(abortReason(signal));
    lastId += 1;
    const id = lastId;
    return new Promise<Catalogue>((resolve, reject) => {
      const games: ListGame[] = [];
      const finish = () => {
        pending.delete(id);
        signal.removeEventListener('abort', abort);
      };
      function abort() {
        finish();
        current?.postMessage({ type: 'abort', id });
        reject(abortReason(signal));
      }
      pending.set(id, {
        reply: (reply) => {
          if (reply.type === 'games') {
            for (const game of reply.games) games.push(game);
            return;
          }
          finish();
          if (reply.type === 'done') resolve({ games, providers: reply.providers });
          // Even an error that cannot be built settles the request (never left waiting).
          else void errorOf(reply).then(reject, reject);
        },
        fallback: () => {
          finish();
          onMainThread(options).then(resolve, reject);
        },
      });
      signal.addEventListener('abort', abort, { once: true });
      current.postMessage({
        type: 'fetch',
        id,
        url: ESSENTIALS_PATH,
        cache: options.fresh ? 'no-cache' : 'default',
      });
    });
  };
}

/** The app's fetcher: one essentials worker for the page's lifetime, started on first use. */
export const fetchEssentials = createEssentialsFetcher(() =>
  typeof Worker === 'undefined'
    ? null
    : new Worker(new URL('./essentials.worker.ts', import.meta.url), { name: 'essentials' }),
);
