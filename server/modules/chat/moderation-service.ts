/**
 * The staff actions on the chat (spec part 1 §7 POST /chat/mute and /chat/ban, part 2 §7 POST
 * /chat/delete). The routes have already checked the actor's permission string; here each
 * action checks its target (never the actor themselves for a mute or ban, an existing player
 * or shown message), writes the change and its audit row in one transaction, and only then
 * tells every reader (`delete_message`, `delete_all_messages`).
 */
import type { FastifyInstance } from 'fastify';
import type { ChatBanBody, ChatMuteBody } from '@/contracts/chat-moderation';
import type { UserRow } from '../account/users-repository';
import { recordModeration } from './audit-repository';
import { parseMessageId, softDeleteMessage, softDeleteMessagesOf } from './messages-repository';
import { moderationErrors, type StaffVerb } from './moderation-errors';
import { storeBan, storeMute } from './sanctions-repository';

export function createModerationService(app: FastifyInstance) {
  const { db } = app.database;

  async function targetOf(actor: UserRow, userId: string, verb: StaffVerb): Promise<UserRow> {
    if (userId === actor.id) throw moderationErrors.self(verb);
    const target = await app.users.findById(userId);
    if (!target) throw moderationErrors.unknownPlayer();
    return target;
  }

  return {
    /** Hides one message for everyone; a moderator may remove their own lines too. */
    async deleteMessage(actor: UserRow, id: string): Promise<{ id: string }> {
      const messageId = parseMessageId(id);
      if (messageId === null) throw moderationErrors.unknownMessage();
      await db.transaction(async (tx) => {
        // Null also when another moderator deleted it a moment before.
        const senderId = await softDeleteMessage(tx, messageId, actor.id);
        if (senderId === null) throw moderationErrors.unknownMessage();
        await recordModeration(tx, {
          actorId: actor.id,
          targetUserId: senderId,
          action: 'delete',
          messageId,
        });
      });
      app.realtime.broadcast('delete_message', id);
      return { id };
    },

    /** Silences a player until now + seconds; their sends are refused with that time. */
    async mute(
      actor: UserRow,
      body: ChatMuteBody,
    ): Promise<{ userId: string; mutedUntil: string }> {
      const target = await targetOf(actor, body.userId, 'mute');
      const until = new Date(Date.now() + body.seconds * 1000);
      await db.transaction(async (tx) => {
        await storeMute(tx, target.id, until, body.reason);
        await recordModeration(tx, {
          actorId: actor.id,
          targetUserId: target.id,
          action: 'mute',
          reason: body.reason,
          until,
        });
      });
      return { userId: target.id, mutedUntil: until.toISOString() };
    },

    /** Bars a player from the chat and removes every message of theirs still shown. */
    async ban(actor: UserRow, body: ChatBanBody): Promise<{ userId: string }> {
      const target = await targetOf(actor, body.userId, 'ban');
      await db.transaction(async (tx) => {
        await storeBan(tx, target.id, body.reason);
        await softDeleteMessagesOf(tx, target.id, actor.id);
        await recordModeration(tx, {
          actorId: actor.id,
          targetUserId: target.id,
          action: 'ban',
          reason: body.reason,
        });
      });
      app.realtime.broadcast('delete_all_messages', target.id);
      return { userId: target.id };
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
