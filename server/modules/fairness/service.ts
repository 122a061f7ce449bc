/**
 * The player's side of the seed pairs: the seeds view (active pair, revealed ones) and the
 * rotation. A rotation asks each registered guard first, inside its transaction and after
 * locking the active pair, so that a game can refuse it while one of its rounds is open on that
 * pair — revealing the seed would give the open board away (the Originals register one).
 */
import type { Db } from '@server/db/client';
import { seedPairs } from '@server/db/schema';
import { and, eq, isNull } from 'drizzle-orm';
import type { RotatedSeeds, Seeds } from '@/contracts/originals';
import type { Tx } from '../wallet/ledger';
import { fairnessErrors } from './errors';
import { createPairCache, type PairCache } from './pair-cache';
import {
  activePair,
  activeView,
  newClientSeed,
  previousPairs,
  revealedView,
  rotatePair,
} from './seed-pairs';

/** Answers why the player may not rotate now (shown to them), or null. */
export type RotationGuard = (tx: Tx, userId: string, seedPairId: string) => Promise<string | null>;

export interface Fairness {
  seeds(userId: string): Promise<Seeds>;
  rotate(userId: string, clientSeed: string): Promise<RotatedSeeds>;
  guardRotation(guard: RotationGuard): void;
  /** The active pairs of players betting in this process (instant bets draw from them). */
  pairs: PairCache;
}

export function createFairness(deps: { db: Db; clock?: () => Date }): Fairness {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());
  const guards: RotationGuard[] = [];
  const pairs = createPairCache(db);

  return {
    async seeds(userId) {
      const active = await activePair(db, userId, newClientSeed());
      const previous = await previousPairs(db, userId);
      return { active: activeView(active), previous: previous.map(revealedView) };
    },

    async rotate(userId, clientSeed) {
      // Before and after: a bet between the two reads the pair that is about to be revealed,
      // and its statement refuses it once the rotation commits.
      pairs.forget(userId);
      const rotated = await db.transaction(async (tx) => {
        const current = await activePair(tx, userId, clientSeed);
        // Waits for bets under way on this pair; then their rounds are visible to the guards.
        await tx
          .select({ id: seedPairs.id })
          .from(seedPairs)
          .where(and(eq(seedPairs.id, current.id), isNull(seedPairs.revealedAt)))
          .for('update');
        for (const guard of guards) {
          const refusal = await guard(tx, userId, current.id);
          if (refusal) throw fairnessErrors.rotationRefused(refusal);
        }
        const { revealed, active } = await rotatePair(tx, userId, clientSeed, clock());
        if (!revealed) throw new Error('The active seed pair vanished during the rotation');
        return { revealed: revealedView(revealed), active: activeView(active) };
      });
      pairs.forget(userId);
      return rotated;
    },

    guardRotation(guard) {
      guards.push(guard);
    },

    pairs,
  };
}
