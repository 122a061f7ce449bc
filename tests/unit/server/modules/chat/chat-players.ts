/**
 * What the chat tests share: players (with permission strings granted the operator's way),
 * a message stored through the chat service, and `chat_send` answered through its
 * acknowledgement (sockets: tests/support/sockets.ts).
 */

import type { ClientSocket } from '@tests/support/sockets';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ChatMessage } from '@/contracts/chat';
import type { ChatRule, ChatSend } from '@/contracts/chat-moderation';
import { operatorCall, registerPlayer, type TestPlayer } from '../account/session-client';

export interface ChatPlayer extends TestPlayer {
  socketToken: string;
}

export async function chatPlayer(
  app: FastifyInstance,
  rules: ChatRule[] = [],
): Promise<ChatPlayer> {
  const player = await registerPlayer(app, 'chat');
  if (rules.length > 0) {
    const granted = await operatorCall(app, 'POST', '/api/operator/chat/grant', {
      userName: player.name,
      rules,
    });
    expect(granted.statusCode, granted.body).toBe(200);
  }
  const me = (await player.client.get('/api/account/get')).json() as { socketToken: string };
  return { ...player, socketToken: me.socketToken };
}

/** A normal message of `player` in the store (and broadcast), as a send would leave it. */
export async function storedMessage(app: FastifyInstance, player: { id: string }, text: string) {
  const sender = await app.users.findById(player.id);
  if (!sender) throw new Error(`no player ${player.id}`);
  return app.chat.messages.publish(sender, { type: 'normal', message: text });
}

/** `chat_send` as the client sends it; resolves with the ack's answer. */
export function send(socket: ClientSocket, payload: ChatSend): Promise<string | null> {
  return socket.timeout(5000).emitWithAck('chat_send', payload);
}

/** Resolves with the next `chat_message` a socket receives. */
export function nextMessage(socket: ClientSocket): Promise<ChatMessage> {
  return new Promise((resolve) => socket.once('chat_message', resolve));
}
