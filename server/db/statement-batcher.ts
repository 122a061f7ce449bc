/**
 * Gathers calls that arrive together into one database statement. Each statement costs this
 * machine a fixed price (a round trip, a commit, the server's wake-ups) besides its rows; when
 * many small writes arrive at once, sending them together pays that price once per batch.
 * A call waits only while `maxInFlight` batches are already running (or, if asked, `gatherMs`
 * for company): alone, it goes at once.
 */

export interface StatementBatcher<Item, Result> {
  /** Runs `item` in the next batch; answers its result, or the batch's failure. */
  submit(item: Item): Promise<Result>;
}

export interface BatcherOptions {
  /** Most items in one statement. */
  maxBatch: number;
  /** Most statements running at once (each holds one pooled connection). */
  maxInFlight: number;
  /**
   * How long the first call of a batch waits for others (0: only those of the same tick). For
   * work nobody waits on, a short wait turns many statements into one.
   */
  gatherMs?: number;
}

interface Waiting<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

export function createStatementBatcher<Item, Result>(
  run: (items: Item[]) => Promise<Result[]>,
  options: BatcherOptions,
): StatementBatcher<Item, Result> {
  const queue: Waiting<Item, Result>[] = [];
  let inFlight = 0;
  let scheduled = false;

  function start(batch: Waiting<Item, Result>[]): void {
    inFlight += 1;
    run(batch.map((waiting) => waiting.item))
      .then(
        (results) => {
          if (results.length !== batch.length) {
            throw new Error(`A batch of ${batch.length} answered ${results.length} results`);
          }
          for (const [index, waiting] of batch.entries()) waiting.resolve(results[index] as Result);
        },
        (error: unknown) => {
          for (const waiting of batch) waiting.reject(error);
        },
      )
      .catch((error: unknown) => {
        for (const waiting of batch) waiting.reject(error);
      })
      .finally(() => {
        inFlight -= 1;
        pump();
      });
  }

  function pump(): void {
    scheduled = false;
    while (inFlight < options.maxInFlight && queue.length > 0) {
      start(queue.splice(0, options.maxBatch));
    }
  }

  return {
    submit(item) {
      return new Promise<Result>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        // Calls made in the same tick (or within gatherMs) join one batch.
        if (!scheduled) {
          scheduled = true;
          if (options.gatherMs) setTimeout(pump, options.gatherMs).unref();
          else queueMicrotask(pump);
        }
      });
    },
  };
}
