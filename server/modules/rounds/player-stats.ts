/**
 * A player's betting statistics for their public profile: the bets they have settled, what
 * they staked on them and what those bets paid, from their rounds (whose stake and payout
 * are written with the ledger's movements, in the same transactions). Rolled-back rounds
 * never happened and open ones have not finished, so neither counts.
 */

import type { Db } from '@server/db/client';
import { rounds } from '@server/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import type { ProfileStats } from '@/contracts/profile';
import { unitsToNumber } from '../wallet/money';

export async function playerBetStats(db: Db, userId: string): Promise<ProfileStats> {
  const [row] = await db
    .select({
      bets: sql<string>`count(*)::text`,
      wagered: sql<string>`coalesce(sum(${rounds.stake}), 0)::text`,
      won: sql<string>`coalesce(sum(${rounds.payout}), 0)::text`,
    })
    .from(rounds)
    .where(and(eq(rounds.userId, userId), eq(rounds.state, 'settled')));
  return {
    bets: Number(row?.bets ?? 0),
    wagered: unitsToNumber(BigInt(row?.wagered ?? 0)),
    won: unitsToNumber(BigInt(row?.won ?? 0)),
  };
}
