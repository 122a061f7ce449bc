/**
 * Module mutes: who muted whom (table user_mutes). The player's own mutes go out with the
 * user (GET /account/get `mutes`) and through GET /user/mutes/get; tips ask whether either of
 * two players muted the other.
 */

import type { Db } from '@server/db/client';
import { userMutes, users } from '@server/db/schema';
import { and, desc, eq, or } from 'drizzle-orm';
import type { Mutes } from '@/contracts/mutes';

/** The players `userId` muted, by user id, newest first. */
export async function mutesOf(db: Db, userId: string): Promise<Mutes> {
  const rows = await db
    .select({ id: users.id, name: users.name, createdAt: userMutes.createdAt })
    .from(userMutes)
    .innerJoin(users, eq(users.id, userMutes.mutedUserId))
    .where(eq(userMutes.userId, userId))
    .orderBy(desc(userMutes.createdAt));
  const mutes: Mutes = {};
  for (const row of rows) mutes[row.id] = { name: row.name, mutedAt: row.createdAt.toISOString() };
  return mutes;
}

/** Mutes or unmutes; both are idempotent (muting twice keeps the first time). */
export async function setMute(
  db: Db,
  userId: string,
  mutedUserId: string,
  muted: boolean,
): Promise<void> {
  if (muted) {
    await db.insert(userMutes).values({ userId, mutedUserId }).onConflictDoNothing();
    return;
  }
  await db
    .delete(userMutes)
    .where(and(eq(userMutes.userId, userId), eq(userMutes.mutedUserId, mutedUserId)));
}

export interface MuteRelation {
  /** `a` muted `b`. */
  aMutedB: boolean;
  /** `b` muted `a`. */
  bMutedA: boolean;
}

export async function muteRelation(db: Db, a: string, b: string): Promise<MuteRelation> {
  const rows = await db
    .select({ userId: userMutes.userId })
    .from(userMutes)
    .where(
      or(
        and(eq(userMutes.userId, a), eq(userMutes.mutedUserId, b)),
        and(eq(userMutes.userId, b), eq(userMutes.mutedUserId, a)),
      ),
    );
  return {
    aMutedB: rows.some((row) => row.userId === a),
    bMutedA: rows.some((row) => row.userId === b),
  };
}
