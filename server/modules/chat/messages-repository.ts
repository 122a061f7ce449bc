/**
 * Reads and writes chat_messages. The newest page leaves out deleted messages, those of
 * players banned from the chat and, for a signed-in reader, those of players the reader muted
 * (user_mutes); it is read newest first (the partial index) and handed out oldest first.
 */

import type { Db } from '@server/db/client';
import { chatMessages, chatSanctions, userMutes, users } from '@server/db/schema';
import { and, desc, eq, isNull, notExists, type SQL, sql } from 'drizzle-orm';
import type { ChatMessage } from '@/contracts/chat';
import { type ChatSender, chatMessageView } from './message-view';

export type NewChatMessage = Omit<
  typeof chatMessages.$inferInsert,
  'id' | 'createdAt' | 'deletedAt' | 'deletedBy'
>;
/** A line as its sender writes it; who they are comes with the sender. */
export type ChatLine = Omit<NewChatMessage, 'userId'>;

/** Message ids are bigint identities; anything else names no message (and is not queried). */
export function parseMessageId(id: string): bigint | null {
  return /^[1-9]\d{0,17}$/.test(id) ? BigInt(id) : null;
}

const senderColumns = { name: users.name, isChatMod: users.isChatMod, isChatDev: users.isChatDev };

/** The sender is the caller's own row (the player sending, a tip's sender): not read again. */
export async function insertMessage(
  db: Db,
  sender: ChatSender & { id: string },
  line: ChatLine,
): Promise<ChatMessage> {
  const [row] = await db
    .insert(chatMessages)
    .values({ ...line, userId: sender.id })
    .returning();
  if (!row) throw new Error('chat_messages: insert returned nothing');
  return chatMessageView(row, sender);
}

export async function latestMessages(
  db: Db,
  limit: number,
  readerId: string | null,
): Promise<ChatMessage[]> {
  const conditions: SQL[] = [isNull(chatMessages.deletedAt), isNull(chatSanctions.bannedAt)];
  if (readerId !== null) {
    const muted = db
      .select({ one: sql`1` })
      .from(userMutes)
      .where(and(eq(userMutes.userId, readerId), eq(userMutes.mutedUserId, chatMessages.userId)));
    conditions.push(notExists(muted));
  }
  const rows = await db
    .select({ message: chatMessages, sender: senderColumns })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.userId))
    .leftJoin(chatSanctions, eq(chatSanctions.userId, chatMessages.userId))
    .where(and(...conditions))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  return rows.reverse().map((row) => chatMessageView(row.message, row.sender));
}

/** Soft-deletes the shown messages `where` picks; answers each one's id and sender. */
function softDelete(db: Db, where: SQL, deletedBy: string | null) {
  return db
    .update(chatMessages)
    .set({ deletedAt: new Date(), deletedBy })
    .where(and(where, isNull(chatMessages.deletedAt)))
    .returning({ id: chatMessages.id, userId: chatMessages.userId });
}

/**
 * The deleted message's sender, or null when no shown message has that id (unknown, or
 * deleted a moment before by someone else).
 */
export async function softDeleteMessage(
  db: Db,
  id: bigint,
  deletedBy: string | null,
): Promise<string | null> {
  const [deleted] = await softDelete(db, eq(chatMessages.id, id), deletedBy);
  return deleted?.userId ?? null;
}

/** Every shown message of one player (a ban); answers how many went. */
export async function softDeleteMessagesOf(
  db: Db,
  userId: string,
  deletedBy: string | null,
): Promise<number> {
  return (await softDelete(db, eq(chatMessages.userId, userId), deletedBy)).length;
}
