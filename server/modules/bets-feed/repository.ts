/**
 * The feed's reads from `rounds`: the newest settled rounds of a tab, and one round's player and
 * game for the socket publisher. Each tab's filter is the predicate of its partial index
 * (db/schema/rounds.ts), and the order matches the index's, so a tab reads 12 index entries
 * however many rounds the table holds.
 */
import type { Db } from '@server/db/client';
import { games, roundFeedPredicates, rounds, users } from '@server/db/schema';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { BETS_FEED_ROWS, type BetsFeedRow, type BetsFeedTab } from '@/contracts/bets-feed';
import { readSystemSettings } from '../account/system-settings';
import { feedRowOf } from './feed-row';

function tabFilter(tab: BetsFeedTab, userId: string | null): SQL | undefined {
  const settled = roundFeedPredicates.settled(rounds.state);
  switch (tab) {
    case 'all':
      return settled;
    case 'high':
      return and(settled, roundFeedPredicates.highRoller(rounds.payout));
    case 'lucky':
      return and(settled, roundFeedPredicates.luckyWin(rounds.stake, rounds.payout));
    case 'mine':
      return and(eq(rounds.userId, userId ?? ''), settled);
  }
}

/** The query of a tab's newest rounds, not yet run (its plan is checked on PostgreSQL). */
export function latestFeedQuery(db: Db, tab: BetsFeedTab, userId: string | null) {
  return (
    db
      .select({
        kind: rounds.kind,
        roundId: rounds.id,
        game: rounds.game,
        catalogueTitle: games.title,
        playerName: users.name,
        systemSettings: users.systemSettings,
        settledAt: rounds.settledAt,
        stake: rounds.stake,
        payout: rounds.payout,
      })
      .from(rounds)
      .leftJoin(users, eq(users.id, rounds.userId))
      .leftJoin(games, eq(games.identifier, rounds.game))
      .where(tabFilter(tab, userId))
      // NULLS LAST as in the indexes, or PostgreSQL could not read them in order.
      .orderBy(sql`${rounds.settledAt} desc nulls last`)
      .limit(BETS_FEED_ROWS)
  );
}

/** The newest rows of `tab`; `userId` is the signed-in player, needed by 'mine' only. */
export async function latestFeedRows(
  db: Db,
  tab: BetsFeedTab,
  userId: string | null,
): Promise<BetsFeedRow[]> {
  const found = await latestFeedQuery(db, tab, userId);
  return found.map((row) =>
    feedRowOf({
      ...row,
      hiddenInFeed: row.systemSettings
        ? readSystemSettings(row.systemSettings).privacy.hideInFeed
        : true,
      settledAt: row.settledAt ?? new Date(0),
    }),
  );
}

/** The player's name and whether they hide it, for a row the socket publishes. */
/** The feed's view of each of these players (their name, whether they hide it), by id. */
export async function feedPlayersOf(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, { name: string; hiddenInFeed: boolean }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, systemSettings: users.systemSettings })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return new Map(
    rows.map((row) => [
      row.id,
      { name: row.name, hiddenInFeed: readSystemSettings(row.systemSettings).privacy.hideInFeed },
    ]),
  );
}
