/**
 * The queue every sharp render (thumbnail artwork and resized copies) goes through: at most
 * `concurrency` at once and at most `maxWaiting` requests waiting behind them. A burst of new
 * images then takes a bounded share of the CPU and of libuv's thread pool, which sharp runs on
 * and sign-in's argon2 hashing needs too, and a full queue fails at once
 * (RenderQueueFullError, answered 503 with Retry-After) instead of growing without end.
 * Background renders (the thumbnails made ahead, prerender.ts) wait in a lane of their own:
 * one runs at a time, only in a free slot with no request waiting, and they never count
 * against the requests' bound, so making images ahead never delays or refuses a player's.
 */

/** What a busy server asks the client to wait: a queue drains in about this long. */
export const RENDER_RETRY_AFTER_SECONDS = 2;

export class RenderQueueFullError extends Error {
  readonly retryAfterSeconds = RENDER_RETRY_AFTER_SECONDS;

  constructor() {
    super('The image renderer is busy');
    this.name = 'RenderQueueFullError';
  }
}

/** A player's request waits its turn; background work waits until no request does. */
export type RenderPriority = 'request' | 'background';

export interface RenderQueue {
  /**
   * Runs `render` when a slot is free; a request rejects with RenderQueueFullError when none
   * will be, background work is never refused.
   */
  run<T>(render: () => Promise<T>, priority?: RenderPriority): Promise<T>;
}

export interface RenderQueueLimits {
  concurrency: number;
  maxWaiting: number;
}

/** Background renders at once: the rest of the server keeps the other cores. */
const BACKGROUND_AT_ONCE = 1;

export function createRenderQueue({ concurrency, maxWaiting }: RenderQueueLimits): RenderQueue {
  const waiting: Record<RenderPriority, Array<() => void>> = { request: [], background: [] };
  let running = 0;
  let runningRequests = 0;
  let runningBackground = 0;

  function startNext(): void {
    while (running < concurrency) {
      const start =
        waiting.request.shift() ??
        (runningBackground < BACKGROUND_AT_ONCE ? waiting.background.shift() : undefined);
      if (!start) return;
      start();
    }
  }

  return {
    run(render, priority = 'request') {
      if (
        priority === 'request' &&
        runningRequests + waiting.request.length >= concurrency + maxWaiting
      ) {
        return Promise.reject(new RenderQueueFullError());
      }
      return new Promise((resolve, reject) => {
        waiting[priority].push(() => {
          running += 1;
          if (priority === 'request') runningRequests += 1;
          else runningBackground += 1;
          // A render that throws at once must free its slot like one that rejects.
          Promise.resolve()
            .then(render)
            .then(resolve, reject)
            .finally(() => {
              running -= 1;
              if (priority === 'request') runningRequests -= 1;
              else runningBackground -= 1;
              startNext();
            });
        });
        startNext();
      });
    },
  };
}
