/**
 * chat_sanctions: whether a player is muted in the chat (until when) or banned from it. One row
 * per player, written by staff (mute, ban) and lifted by the operator (unmute, unban); a mute
 * that has run out is simply in the past.
 */

import type { Db } from '@server/db/client';
import { chatSanctions } from '@server/db/schema';
import { eq, type SQL, sql } from 'drizzle-orm';

export interface ChatSanction {
  mutedUntil: Date | null;
  muteReason: string | null;
  bannedAt: Date | null;
  banReason: string | null;
}

export async function sanctionOf(db: Db, userId: string): Promise<ChatSanction | null> {
  const [row] = await db.select().from(chatSanctions).where(eq(chatSanctions.userId, userId));
  return row ?? null;
}

/** Until when the player may not write, when that is still ahead of `now`. */
export function activeMute(sanction: ChatSanction | null, now: Date): Date | null {
  const until = sanction?.mutedUntil ?? null;
  return until !== null && until > now ? until : null;
}

type Sanctioned = Pick<
  typeof chatSanctions.$inferInsert,
  'mutedUntil' | 'muteReason' | 'bannedAt' | 'banReason'
>;
/** Columns to set: a value, or SQL such as now() (the database's clock, as updatedAt's). */
type SanctionChange = { [K in keyof Sanctioned]?: Sanctioned[K] | SQL };

/** Sets `change` on the player's row, making the row when they had none. */
async function imposeSanction(db: Db, userId: string, change: SanctionChange): Promise<void> {
  const values = { ...change, updatedAt: sql`now()` };
  await db
    .insert(chatSanctions)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: chatSanctions.userId, set: values });
}

/** Sets `change` on the player's row; a player with none has nothing to lift. */
async function liftSanction(db: Db, userId: string, change: SanctionChange): Promise<void> {
  await db
    .update(chatSanctions)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(chatSanctions.userId, userId));
}

/** A new mute replaces the running one, so staff can shorten a mute as well as lengthen it. */
export const storeMute = (db: Db, userId: string, until: Date, reason: string) =>
  imposeSanction(db, userId, { mutedUntil: until, muteReason: reason });

export const storeBan = (db: Db, userId: string, reason: string) =>
  imposeSanction(db, userId, { bannedAt: sql`now()`, banReason: reason });

export const clearMute = (db: Db, userId: string) =>
  liftSanction(db, userId, { mutedUntil: null, muteReason: null });

export const clearBan = (db: Db, userId: string) =>
  liftSanction(db, userId, { bannedAt: null, banReason: null });
