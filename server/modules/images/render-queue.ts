/**
 * The queue every sharp render (thumbnail artwork and resized copies) goes through: at most
 * `concurrency` at once and at most `maxWaiting` waiting behind them. A burst of new images
 * then takes a bounded share of the CPU and of libuv's thread pool, which sharp runs on and
 * sign-in's argon2 hashing needs too, and a full queue fails at once (RenderQueueFullError,
 * answered 503 with Retry-After) instead of growing without end.
 */
import pLimit from 'p-limit';

/** What a busy server asks the client to wait: a queue drains in about this long. */
export const RENDER_RETRY_AFTER_SECONDS = 2;

export class RenderQueueFullError extends Error {
  readonly retryAfterSeconds = RENDER_RETRY_AFTER_SECONDS;

  constructor() {
    super('The image renderer is busy');
    this.name = 'RenderQueueFullError';
  }
}

export interface RenderQueue {
  /** Runs `render` when a slot is free; rejects with RenderQueueFullError when none will be. */
  run<T>(render: () => Promise<T>): Promise<T>;
}

export interface RenderQueueLimits {
  concurrency: number;
  maxWaiting: number;
}

export function createRenderQueue({ concurrency, maxWaiting }: RenderQueueLimits): RenderQueue {
  const limit = pLimit(concurrency);
  return {
    run(render) {
      // p-limit counts a job as pending until a microtask starts it, so the bound is on both.
      if (limit.activeCount + limit.pendingCount >= concurrency + maxWaiting) {
        return Promise.reject(new RenderQueueFullError());
      }
      return limit(render);
    },
  };
}
