/**
 * chat_sanctions: whether a player is muted in the chat (until when) or banned from it. One row
 * per player, written by staff (mute, ban) and lifted by the operator (unmute, unban); a mute
 * that has run out is simply in the past.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatSanctions } from '../../db/schema';

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

/** A new mute replaces the running one, so staff can shorten a mute as well as lengthen it. */
export async function storeMute(db: Db, userId: string, until: Date, reason: string) {
  const values = { mutedUntil: until, muteReason: reason, updatedAt: sql`now()` };
  await db
    .insert(chatSanctions)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: chatSanctions.userId, set: values });
}

export async function storeBan(db: Db, userId: string, reason: string) {
  const values = { bannedAt: sql`now()`, banReason: reason, updatedAt: sql`now()` };
  await db
    .insert(chatSanctions)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: chatSanctions.userId, set: values });
}

export async function clearMute(db: Db, userId: string): Promise<void> {
  await db
    .update(chatSanctions)
    .set({ mutedUntil: null, muteReason: null, updatedAt: sql`now()` })
    .where(eq(chatSanctions.userId, userId));
}

export async function clearBan(db: Db, userId: string): Promise<void> {
  await db
    .update(chatSanctions)
    .set({ bannedAt: null, banReason: null, updatedAt: sql`now()` })
    .where(eq(chatSanctions.userId, userId));
}
