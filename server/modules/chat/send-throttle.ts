/**
 * One chat message per second per player (spec part 2 §5 leaves the pace to the server). Kept
 * in this process's memory like the HTTP rate limits; a refused send is not counted, so a
 * player who waits is never refused twice for the same second.
 */
export const SEND_INTERVAL_MS = 1000;
/** Past this many remembered players, those idle for a whole interval are forgotten. */
const PRUNE_ABOVE = 10_000;

export interface SendThrottle {
  /** True, and counted, when `userId` may send now. */
  take(userId: string): boolean;
}

export function createSendThrottle(now: () => number = Date.now): SendThrottle {
  const lastSent = new Map<string, number>();
  return {
    take(userId) {
      const at = now();
      const last = lastSent.get(userId);
      if (last !== undefined && at - last < SEND_INTERVAL_MS) return false;
      lastSent.set(userId, at);
      if (lastSent.size > PRUNE_ABOVE) {
        for (const [id, sentAt] of lastSent)
          if (at - sentAt >= SEND_INTERVAL_MS) lastSent.delete(id);
      }
      return true;
    },
  };
}
