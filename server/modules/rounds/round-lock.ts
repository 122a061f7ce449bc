/**
 * The round's row lock: what serialises every step of a round. A step locks the row inside
 * its own transaction (`FOR UPDATE`, or the upsert's own lock when it may create the row), so
 * a second step of the same round — a win racing a rollback, a stake racing its rollback,
 * the same call sent twice — waits for the first to commit and then sees what it did.
 */

import type { Db } from '@server/db/client';
import { type RoundState, rounds } from '@server/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../wallet/ledger';

export type RoundRow = typeof rounds.$inferSelect;
export type { RoundState };

/** A round is named by who owns its ids ('provider', 'dice', ...) and its id there. */
export interface RoundRef {
  kind: string;
  id: string;
}

/**
 * Locks the round's row for the rest of `tx`. With `create`, a missing round is inserted
 * open, with nothing staked, and locked the same way (one statement either way: the upsert's
 * conflict branch takes the row lock); without, a missing round answers null.
 */
export async function lockRound(tx: Tx, ref: RoundRef, create: boolean): Promise<RoundRow | null> {
  if (create) {
    const [row] = await tx
      .insert(rounds)
      .values({ kind: ref.kind, id: ref.id, state: 'open' })
      .onConflictDoUpdate({ target: [rounds.kind, rounds.id], set: { kind: sql`excluded.kind` } })
      .returning();
    return row ?? null;
  }
  const [row] = await tx
    .select()
    .from(rounds)
    .where(and(eq(rounds.kind, ref.kind), eq(rounds.id, ref.id)))
    .for('update');
  return row ?? null;
}

/** Writes the round's new fields; only ever called with its lock held. */
export async function updateRound(
  tx: Tx | Db,
  ref: RoundRef,
  fields: Partial<Omit<RoundRow, 'kind' | 'id' | 'createdAt'>>,
): Promise<void> {
  await tx
    .update(rounds)
    .set(fields)
    .where(and(eq(rounds.kind, ref.kind), eq(rounds.id, ref.id)));
}
