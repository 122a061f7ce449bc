/**
 * The ledger movements of one game round, found by their idempotency keys: a round's stake,
 * win and reversals are keyed `game:<roundId>:<kind>`, so the ledger itself records what of
 * a round was booked and a repeated call finds it instead of moving money again.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { BalanceType } from '@/contracts/balances';
import type { Db } from '../../../db/client';
import { gameLostRounds, ledgerEntries, ledgerTransactions } from '../../../db/schema';

export const ROUND_MOVEMENTS = ['bet', 'win', 'refund', 'winRollback'] as const;
export type RoundMovement = (typeof ROUND_MOVEMENTS)[number];

export const roundKey = (roundId: string, kind: RoundMovement) => `game:${roundId}:${kind}`;

export interface BookedMovement {
  userId: string;
  balanceType: BalanceType;
  /** The player's signed amount (a stake is negative). */
  amount: bigint;
  transactionId: bigint;
}

export async function roundMovements(
  db: Db,
  roundId: string,
): Promise<Map<RoundMovement, BookedMovement>> {
  const keys = ROUND_MOVEMENTS.map((kind) => roundKey(roundId, kind));
  const rows = await db
    .select({
      key: ledgerTransactions.idempotencyKey,
      transactionId: ledgerTransactions.id,
      userId: ledgerEntries.userId,
      balanceType: ledgerEntries.balanceType,
      amount: ledgerEntries.amount,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(
      and(inArray(ledgerTransactions.idempotencyKey, keys), eq(ledgerEntries.account, 'player')),
    );
  const found = new Map<RoundMovement, BookedMovement>();
  for (const row of rows) {
    const kind = ROUND_MOVEMENTS.find((k) => roundKey(roundId, k) === row.key);
    if (!kind || !row.userId) continue;
    found.set(kind, {
      userId: row.userId,
      balanceType: row.balanceType,
      amount: row.amount,
      transactionId: row.transactionId,
    });
  }
  return found;
}

/**
 * Records that a round closed without a win (no ledger movement can say so); true the first
 * time only, so a provider's repeated call is told apart from the first.
 */
export async function recordLostRound(db: Db, roundId: string): Promise<boolean> {
  const inserted = await db
    .insert(gameLostRounds)
    .values({ roundId })
    .onConflictDoNothing()
    .returning({ roundId: gameLostRounds.roundId });
  return inserted.length > 0;
}
