/**
 * One player's game actions run one after another in this process. The database already
 * serialises them (the round's row, the player's gate lock), but a transaction waiting on
 * those locks holds a pooled connection: without this queue one player's burst of bets could
 * hold every connection of the pool while they wait on each other, and stall everyone else's.
 * With several processes each has its own queue; the database locks keep them correct.
 * A player with too many actions waiting is refused rather than queued without bound.
 */
export interface PlayerQueue {
  /** Runs `work` after the player's earlier actions; null when too many are waiting. */
  run<T>(userId: string, work: () => Promise<T>): Promise<T> | null;
}

export function createPlayerQueue(maxWaiting: number): PlayerQueue {
  const queues = new Map<string, { tail: Promise<unknown>; waiting: number }>();
  return {
    run(userId, work) {
      const queue = queues.get(userId) ?? { tail: Promise.resolve(), waiting: 0 };
      if (queue.waiting >= maxWaiting) return null;
      queue.waiting += 1;
      queues.set(userId, queue);
      const result = queue.tail.then(work);
      const settled = result.then(
        () => undefined,
        () => undefined,
      );
      queue.tail = settled;
      void settled.then(() => {
        queue.waiting -= 1;
        if (queue.waiting === 0 && queues.get(userId) === queue) queues.delete(userId);
      });
      return result;
    },
  };
}
