/**
 * Module chat: the message store and sending. Every message (a player's, a public tip's) is
 * stored first and then broadcast as `chat_message`, so GET /chat/latest shows the same lines a
 * connected reader saw. A player sends through the socket (`chat_send`, socket.ts); each send
 * is checked here in order (payload, socketToken, account, chat switched on, ban, mute, text,
 * pace) and answered with the refusal text or null, never by throwing.
 */
import type { FastifyInstance } from 'fastify';
import type { ChatMessage } from '@/contracts/chat';
import { chatSendSchema } from '@/contracts/chat-moderation';
import { socketTokenOwner } from '../account/socket-token-owner';
import { isAccountClosed, type UserRow } from '../account/users-repository';
import { type ChatLine, insertMessage, latestMessages } from './messages-repository';
import { activeMute, sanctionOf } from './sanctions-repository';
import { composeMessage, sendErrors } from './send-errors';
import { createSendThrottle, type SendThrottle } from './send-throttle';

/** How many messages GET /chat/latest hands out. */
export const CHAT_LATEST_LIMIT = 100;

/** A pasted wall of text fails the schema's own ceiling: it is still just too long. */
function isOnlyTooLong(issues: readonly { path: PropertyKey[]; code: string }[]): boolean {
  return issues.every((issue) => issue.path[0] === 'message' && issue.code === 'too_big');
}

export function createChatService(
  app: FastifyInstance,
  throttle: SendThrottle = createSendThrottle(),
) {
  const { db } = app.database;

  async function publish(sender: UserRow, line: ChatLine): Promise<ChatMessage> {
    const stored = await insertMessage(db, sender, line);
    app.realtime.broadcast('chat_message', stored);
    return stored;
  }

  /** The player a socketToken belongs to (an active session), or null. */
  async function playerOf(socketToken: string): Promise<UserRow | null> {
    const userId = await socketTokenOwner(app.sessions, socketToken);
    return userId === null ? null : app.users.findById(userId);
  }

  /** Why `user` may not write now, or null. */
  async function refusalFor(user: UserRow, now: Date): Promise<string | null> {
    if (user.mustSetName) return sendErrors.mustSetName;
    if (isAccountClosed(user, now)) return sendErrors.closed;
    if (!(await app.settings.featureOn('chat'))) return sendErrors.chatOff;
    const sanction = await sanctionOf(db, user.id);
    if (sanction?.bannedAt) return sendErrors.banned;
    const mutedUntil = activeMute(sanction, now);
    return mutedUntil ? sendErrors.mutedUntil(mutedUntil) : null;
  }

  return {
    /** The newest messages, oldest first, without those of players `readerId` muted. */
    latest(readerId: string | null): Promise<ChatMessage[]> {
      return latestMessages(db, CHAT_LATEST_LIMIT, readerId);
    },

    /** Stores a message and sends it to every reader (tips announce themselves this way). */
    publish,

    /** A player's `chat_send`: the refusal text, or null once the message went out. */
    async send(payload: unknown): Promise<string | null> {
      const parsed = chatSendSchema.safeParse(payload);
      if (!parsed.success)
        return isOnlyTooLong(parsed.error.issues) ? sendErrors.tooLong : sendErrors.malformed;
      const user = await playerOf(parsed.data.socketToken);
      if (!user) return sendErrors.signedOut;
      const refusal = await refusalFor(user, new Date());
      if (refusal) return refusal;
      const composed = composeMessage(parsed.data.message, parsed.data.userStatus);
      if ('error' in composed) return composed.error;
      if (!throttle.take(user.id)) return sendErrors.slowDown;
      await publish(user, composed);
      return null;
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
