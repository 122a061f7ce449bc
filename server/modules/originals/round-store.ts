/**
 * The Originals' round rows (original_rounds) with what the player sees beside them: the
 * money of their `rounds` row and the seed pair they were drawn with. Writes happen only
 * inside a round step, with the round's lock held (modules/rounds).
 */
import type { Db } from '@server/db/client';
import { originalRounds, rounds, seedPairs } from '@server/db/schema';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { OriginalGame } from '@/contracts/originals';
import type { Tx } from '../wallet/ledger';

export type OriginalRoundRow = typeof originalRounds.$inferSelect;

/** A round with its money and its seeds, as views and bet records need it. */
export interface StoredRound {
  round: OriginalRoundRow;
  stake: bigint;
  payout: bigint;
  balanceType: string | null;
  serverSeedHash: string;
  /** The server seed once the pair is revealed, else null. */
  serverSeed: string | null;
  clientSeed: string;
}

const storedColumns = {
  round: originalRounds,
  stake: rounds.stake,
  payout: rounds.payout,
  balanceType: rounds.balanceType,
  serverSeedHash: seedPairs.serverSeedHash,
  serverSeed: sql<
    string | null
  >`case when ${seedPairs.revealedAt} is null then null else ${seedPairs.serverSeed} end`,
  clientSeed: seedPairs.clientSeed,
};

function storedRounds(db: Db | Tx) {
  return db
    .select(storedColumns)
    .from(originalRounds)
    .innerJoin(rounds, and(eq(rounds.kind, originalRounds.game), eq(rounds.id, originalRounds.id)))
    .innerJoin(seedPairs, eq(seedPairs.id, originalRounds.seedPairId));
}

export async function storedRound(
  db: Db | Tx,
  game: OriginalGame,
  id: string,
): Promise<StoredRound | null> {
  const [row] = await storedRounds(db).where(
    and(eq(originalRounds.game, game), eq(originalRounds.id, id)),
  );
  return row ?? null;
}

/** Which game a round id belongs to (ids are unique across games), or null. */
export async function gameOfRound(db: Db, id: string): Promise<OriginalGame | null> {
  const [row] = await db
    .select({ game: originalRounds.game })
    .from(originalRounds)
    .where(eq(originalRounds.id, id))
    .limit(1);
  return row?.game ?? null;
}

export async function activeRoundOf(
  db: Db | Tx,
  userId: string,
  game: OriginalGame,
): Promise<StoredRound | null> {
  const [row] = await storedRounds(db).where(
    and(
      eq(originalRounds.userId, userId),
      eq(originalRounds.game, game),
      eq(originalRounds.status, 'active'),
    ),
  );
  return row ?? null;
}

export async function hasActiveRoundOnPair(tx: Tx, userId: string, seedPairId: string) {
  const [row] = await tx
    .select({ id: originalRounds.id })
    .from(originalRounds)
    .where(
      and(
        eq(originalRounds.userId, userId),
        eq(originalRounds.seedPairId, seedPairId),
        eq(originalRounds.status, 'active'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function latestRoundsOf(db: Db, userId: string, limit: number) {
  return storedRounds(db)
    .where(eq(originalRounds.userId, userId))
    .orderBy(desc(originalRounds.createdAt))
    .limit(limit);
}

export async function insertRound(tx: Tx, row: typeof originalRounds.$inferInsert) {
  await tx.insert(originalRounds).values(row);
}

export async function updateOriginalRound(
  tx: Tx,
  game: OriginalGame,
  id: string,
  fields: Partial<
    Pick<OriginalRoundRow, 'progress' | 'status' | 'multiplier' | 'actionIds' | 'closedAt'>
  >,
  now: Date,
) {
  await tx
    .update(originalRounds)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(originalRounds.game, game), eq(originalRounds.id, id)));
}
