/**
 * Module affiliate: the players a referrer brought in (users.referred_by), newest first, with
 * the count over the whole period so a capped list still reports the true total.
 */

import type { Db } from '@server/db/client';
import { users } from '@server/db/schema';
import { and, desc, eq, gte, sql } from 'drizzle-orm';

export interface ReferredPlayers {
  count: number;
  players: { name: string; joinedAt: Date }[];
}

export async function referredPlayersSince(
  db: Db,
  referrerId: string,
  since: Date,
  limit: number,
): Promise<ReferredPlayers> {
  const inPeriod = and(eq(users.referredBy, referrerId), gte(users.createdAt, since));
  const [total] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(inPeriod);
  const players = await db
    .select({ name: users.name, joinedAt: users.createdAt })
    .from(users)
    .where(inPeriod)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
  return { count: total?.count ?? 0, players };
}
