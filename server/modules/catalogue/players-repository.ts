/**
 * What players add to the catalogue: their favorite games (newest first, idempotent toggles)
 * and the tags they opened, counted per player and tag for 'recommended'.
 */

import type { Db } from '@server/db/client';
import { gameFavorites, playerTags } from '@server/db/schema';
import { and, desc, eq, sql } from 'drizzle-orm';

/** The player's favorite game ids, most recently added first. */
export async function favoriteGameIds(db: Db, userId: string): Promise<number[]> {
  const rows = await db
    .select({ gameId: gameFavorites.gameId })
    .from(gameFavorites)
    .where(eq(gameFavorites.userId, userId))
    .orderBy(desc(gameFavorites.createdAt), desc(gameFavorites.gameId));
  return rows.map((row) => row.gameId);
}

/** Sets or clears a favorite; repeating either is a no-op (the first added time is kept). */
export async function setFavorite(
  db: Db,
  userId: string,
  gameId: number,
  favorite: boolean,
): Promise<void> {
  if (favorite) {
    await db.insert(gameFavorites).values({ userId, gameId }).onConflictDoNothing();
  } else {
    await db
      .delete(gameFavorites)
      .where(and(eq(gameFavorites.userId, userId), eq(gameFavorites.gameId, gameId)));
  }
}

/** Counts one visit of the player to a tag's list. */
export async function recordTagVisit(db: Db, userId: string, tagId: number): Promise<void> {
  await db
    .insert(playerTags)
    .values({ userId, tagId })
    .onConflictDoUpdate({
      target: [playerTags.userId, playerTags.tagId],
      set: { visits: sql`${playerTags.visits} + 1`, lastVisitedAt: sql`now()` },
    });
}
