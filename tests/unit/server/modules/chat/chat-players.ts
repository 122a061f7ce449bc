/**
 * What the chat tests share: players (with permission strings granted the operator's way),
 * a message stored through the chat service, sockets on a listening app, and `chat_send`
 * answered through its acknowledgement.
 */
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { expect } from 'vitest';
import type { ChatMessage } from '@/contracts/chat';
import type { ChatRule, ChatSend } from '@/contracts/chat-moderation';
import type { ClientToServerEvents, ServerToClientEvents } from '@/contracts/socket-events';
import { operatorCall, registerPlayer, type TestPlayer } from '../account/session-client';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

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

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

export async function openSocket(base: string, opened: ClientSocket[]): Promise<ClientSocket> {
  const socket: ClientSocket = connect(base, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
  });
  opened.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** `chat_send` as the client sends it; resolves with the ack's answer. */
export function send(socket: ClientSocket, payload: ChatSend): Promise<string | null> {
  return socket.timeout(5000).emitWithAck('chat_send', payload);
}

/** Resolves with the next `chat_message` a socket receives. */
export function nextMessage(socket: ClientSocket): Promise<ChatMessage> {
  return new Promise((resolve) => socket.once('chat_message', resolve));
}
