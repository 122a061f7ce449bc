/**
 * The active seed pairs of players betting in this process, so an instant bet can draw its
 * outcome before the one statement that books it. A cached pair is only a guess: the statement
 * moves the nonce on only if the pair is still active at the cached nonce, so a rotation, a
 * bet on the general path or another process's bet costs a reload, never a reused nonce.
 * One player's actions take turns in this process (the Originals' player queue), so a pair is
 * never used by two of their bets at once here.
 */
import type { Db } from '@server/db/client';
import { LRUCache } from 'lru-cache';
import { activePair, type SeedPairRow } from './seed-pairs';

/** Players whose pair stays cached; the least recently betting one is dropped first. */
const CACHED_PLAYERS = 20_000;

export interface PairCache {
  /** The player's active pair at its next nonce, made (with `clientSeed`) if they have none. */
  current(userId: string, clientSeed: string): Promise<SeedPairRow>;
  /** One bet took the cached pair's nonce. */
  advance(userId: string): void;
  /** The cached pair may be stale: the next bet reads it again. */
  forget(userId: string): void;
}

export function createPairCache(db: Db): PairCache {
  const pairs = new LRUCache<string, SeedPairRow>({ max: CACHED_PLAYERS });
  return {
    async current(userId, clientSeed) {
      const cached = pairs.get(userId);
      if (cached) return cached;
      const pair = await activePair(db, userId, clientSeed);
      pairs.set(userId, pair);
      return pair;
    },
    advance(userId) {
      const cached = pairs.get(userId);
      if (cached) pairs.set(userId, { ...cached, nonce: cached.nonce + 1 });
    },
    forget(userId) {
      pairs.delete(userId);
    },
  };
}
