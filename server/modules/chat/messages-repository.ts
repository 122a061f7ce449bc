/**
 * Reads and writes chat_messages. The newest page leaves out deleted messages, those of
 * players banned from the chat and, for a signed-in reader, those of players the reader muted
 * (user_mutes); it is read newest first (the partial index) and handed out oldest first.
 */
import { and, desc, eq, isNull, notExists, type SQL, sql } from 'drizzle-orm';
import type { ChatMessage } from '@/contracts/chat';
import type { Db } from '../../db/client';
import { chatMessages, chatSanctions, userMutes, users } from '../../db/schema';
import { type ChatMessageRow, chatMessageView } from './message-view';

export type NewChatMessage = Omit<
  typeof chatMessages.$inferInsert,
  'id' | 'createdAt' | 'deletedAt' | 'deletedBy'
>;

/** Message ids are bigint identities; anything else names no message (and is not queried). */
export function parseMessageId(id: string): bigint | null {
  return /^[1-9]\d{0,17}$/.test(id) ? BigInt(id) : null;
}

const senderColumns = { name: users.name, isChatMod: users.isChatMod, isChatDev: users.isChatDev };

export async function insertMessage(db: Db, values: NewChatMessage): Promise<ChatMessage> {
  const [row] = await db.insert(chatMessages).values(values).returning();
  const [sender] = await db.select(senderColumns).from(users).where(eq(users.id, values.userId));
  if (!row || !sender) throw new Error('chat_messages: insert returned nothing');
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

/** A message still shown, or null (unknown or already deleted). */
export async function liveMessage(db: Db, id: bigint): Promise<ChatMessageRow | null> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt)));
  return row ?? null;
}

/** False when it was already deleted (by someone else, a moment before). */
export async function softDeleteMessage(
  db: Db,
  id: bigint,
  deletedBy: string | null,
): Promise<boolean> {
  const deleted = await db
    .update(chatMessages)
    .set({ deletedAt: new Date(), deletedBy })
    .where(and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt)))
    .returning({ id: chatMessages.id });
  return deleted.length > 0;
}

/** Every shown message of one player (a ban); answers how many went. */
export async function softDeleteMessagesOf(
  db: Db,
  userId: string,
  deletedBy: string | null,
): Promise<number> {
  const deleted = await db
    .update(chatMessages)
    .set({ deletedAt: new Date(), deletedBy })
    .where(and(eq(chatMessages.userId, userId), isNull(chatMessages.deletedAt)))
    .returning({ id: chatMessages.id });
  return deleted.length;
}
