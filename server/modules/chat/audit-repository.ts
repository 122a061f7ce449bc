/**
 * chat_moderation_actions: one row per staff or operator action on the chat, written in the
 * same transaction as the change it records, so the trail never misses or invents one.
 */
import type { Db } from '@server/db/client';
import { type ChatModerationAction, chatModerationActions } from '@server/db/schema';

export interface ModerationRecord {
  /** The staff member; null for the operator. */
  actorId: string | null;
  targetUserId: string;
  action: ChatModerationAction;
  reason?: string | null;
  until?: Date | null;
  messageId?: bigint | null;
  rules?: string[] | null;
}

export async function recordModeration(db: Db, record: ModerationRecord): Promise<void> {
  await db.insert(chatModerationActions).values(record);
}
