// @vitest-environment node
/** Calls that arrive together share one statement; a call alone goes at once. */
import { createStatementBatcher } from '@server/db/statement-batcher';
import { describe, expect, it, vi } from 'vitest';

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('the statement batcher', () => {
  it('runs calls made in the same tick as one batch, each answered its own result', async () => {
    const run = vi.fn(async (items: number[]) => items.map((n) => n * 10));
    const batcher = createStatementBatcher(run, { maxBatch: 100, maxInFlight: 1 });
    expect(await Promise.all([1, 2, 3].map((n) => batcher.submit(n)))).toEqual([10, 20, 30]);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith([1, 2, 3]);
  });

  it('gathers the calls that arrive while batches are running into the next one', async () => {
    const first = deferred<number[]>();
    const run = vi.fn((items: number[]) =>
      items[0] === 1 ? first.promise : Promise.resolve(items),
    );
    const batcher = createStatementBatcher(run, { maxBatch: 100, maxInFlight: 1 });
    const one = batcher.submit(1);
    await Promise.resolve();
    const later = [2, 3, 4].map((n) => batcher.submit(n));
    await Promise.resolve();
    expect(run).toHaveBeenCalledTimes(1);
    first.resolve([1]);
    expect(await one).toBe(1);
    expect(await Promise.all(later)).toEqual([2, 3, 4]);
    expect(run.mock.calls.map(([items]) => items)).toEqual([[1], [2, 3, 4]]);
  });

  it('runs up to maxInFlight batches at once, of at most maxBatch calls', async () => {
    const running: Array<ReturnType<typeof deferred<number[]>>> = [];
    const run = vi.fn((items: number[]) => {
      const batch = deferred<number[]>();
      running.push(batch);
      return batch.promise.then(() => items);
    });
    const batcher = createStatementBatcher(run, { maxBatch: 2, maxInFlight: 2 });
    const all = Promise.all([1, 2, 3, 4, 5].map((n) => batcher.submit(n)));
    await Promise.resolve();
    expect(run.mock.calls.map(([items]) => items)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    running[0]?.resolve([]);
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(3));
    for (const batch of running) batch.resolve([]);
    expect(await all).toEqual([1, 2, 3, 4, 5]);
  });

  it('fails every call of a failed batch and goes on with the next', async () => {
    const run = vi.fn(async (items: number[]) => {
      if (items.includes(13)) throw new Error('deadlock');
      return items;
    });
    const batcher = createStatementBatcher(run, { maxBatch: 100, maxInFlight: 1 });
    const failed = [12, 13].map((n) => batcher.submit(n));
    await expect(failed[0]).rejects.toThrow('deadlock');
    await expect(failed[1]).rejects.toThrow('deadlock');
    expect(await batcher.submit(14)).toBe(14);
  });

  it('fails a batch answered with the wrong number of results', async () => {
    const batcher = createStatementBatcher(async () => [1], { maxBatch: 100, maxInFlight: 1 });
    await expect(Promise.all([batcher.submit(1), batcher.submit(2)])).rejects.toThrow(
      'A batch of 2 answered 1 results',
    );
  });

  it('waits gatherMs for company when asked', async () => {
    vi.useFakeTimers();
    try {
      const run = vi.fn(async (items: number[]) => items);
      const batcher = createStatementBatcher(run, { maxBatch: 100, maxInFlight: 1, gatherMs: 50 });
      const first = batcher.submit(1);
      await vi.advanceTimersByTimeAsync(30);
      const second = batcher.submit(2);
      expect(run).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(30);
      expect(await Promise.all([first, second])).toEqual([1, 2]);
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
