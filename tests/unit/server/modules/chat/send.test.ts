// @vitest-environment node
/**
 * `chat_send` through a real socket.io client: who may write (the socketToken's player, not a
 * forged token, not a muted or banned one, not while the chat is off), what a message may be
 * (trimmed, 1 to 120 characters, HTML-escaped, '/shake'), the pace, and that whatever arrives
 * the handler answers through the ack (or, without one, simply carries on).
 */

import { chatMessages } from '@server/db/schema';
import { sendErrors } from '@server/modules/chat/send-errors';
import { createTestContext, type TestContext } from '@tests/support/app';
import { type ClientSocket, listenLocally, openConnected } from '@tests/support/sockets';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatLatestSchema } from '@/contracts/chat-moderation';
import { operatorCall } from '../account/session-client';
import { type ChatPlayer, chatPlayer, nextMessage, send } from './chat-players';

let ctx: TestContext;
let app: FastifyInstance;
let base: string;
let socket: ClientSocket;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  ctx = await createTestContext('chat-send');
  app = await ctx.app({ HOST: '127.0.0.1', PORT: '0' });
  base = await listenLocally(app);
  socket = await openConnected(base, sockets);
}, 60_000);
afterAll(async () => {
  for (const open of sockets) open.disconnect();
  await ctx?.close();
});

const say = (player: ChatPlayer, message: string, userStatus: string | null = null) =>
  send(socket, { socketToken: player.socketToken, message, userStatus });

async function storedCount(player: { id: string }): Promise<number> {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(chatMessages)
    .where(eq(chatMessages.userId, player.id));
  return row?.n ?? 0;
}

describe('sending', () => {
  it('stores a message and broadcasts it to every socket, visitors included', async () => {
    const amina = await chatPlayer(app);
    const reader = await openConnected(base, sockets);
    const received = nextMessage(reader);
    expect(await say(amina, '  habari zenu  ', '🎃')).toBeNull();
    const message = await received;
    expect(message).toMatchObject({
      userId: amina.id,
      user: { name: amina.name, hasChatModBadge: false, hasChatDevBadge: false },
      message: 'habari zenu',
      type: 'normal',
      userStatus: '🎃',
      amount: null,
    });
    const latest = chatLatestSchema.parse((await amina.client.get('/api/chat/latest')).json());
    expect(latest.at(-1)).toEqual(message);
  });

  it('escapes HTML, so markup reaches readers as text', async () => {
    const baraka = await chatPlayer(app);
    const received = nextMessage(socket);
    expect(await say(baraka, `<script>alert("x")</script> & 'y'`, '<b>')).toBeNull();
    const message = await received;
    expect(message.message).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    );
    expect(message.userStatus).toBe('&lt;b&gt;');
  });

  it('refuses an empty, invisible or too long message and stores nothing', async () => {
    const player = await chatPlayer(app);
    expect(await say(player, '')).toBe(sendErrors.empty);
    expect(await say(player, ' \n\t ')).toBe(sendErrors.empty);
    expect(await say(player, '\u200B\u202E\u2066\uFE0F\u3164')).toBe(sendErrors.invisible);
    expect(await say(player, 'x'.repeat(121))).toBe(sendErrors.tooLong);
    // Past the payload's own ceiling too: still 'too long', not 'could not be read'.
    expect(await say(player, 'x'.repeat(5000))).toBe(sendErrors.tooLong);
    expect(await storedCount(player)).toBe(0);
    // 120 characters once trimmed is the most there may be (and refusals did not count).
    expect(await say(player, `  ${'x'.repeat(120)}  `)).toBeNull();
    expect(await storedCount(player)).toBe(1);
  });

  it('types /shake as a shake', async () => {
    const player = await chatPlayer(app);
    const received = nextMessage(socket);
    expect(await say(player, '/shake')).toBeNull();
    expect(await received).toMatchObject({ type: 'shake', message: '/shake' });
  });

  it('allows one message per second per player', async () => {
    const [fast, other] = await Promise.all([chatPlayer(app), chatPlayer(app)]);
    expect(await say(fast, 'one')).toBeNull();
    expect(await say(fast, 'two')).toBe(sendErrors.slowDown);
    // Someone else's pace is their own.
    expect(await say(other, 'hello')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1050));
    expect(await say(fast, 'three')).toBeNull();
    const texts = chatLatestSchema
      .parse((await fast.client.get('/api/chat/latest')).json())
      .filter((message) => message.userId === fast.id)
      .map((message) => message.message);
    expect(texts).toEqual(['one', 'three']);
  });
});

describe('who may send', () => {
  it('refuses a forged or unknown socketToken', async () => {
    const forged = { id: 'nobody', socketToken: 'A'.repeat(43) } as ChatPlayer;
    expect(await say(forged, 'hi')).toBe(sendErrors.signedOut);
    expect(await say({ ...forged, socketToken: 'short' }, 'hi')).toBe(sendErrors.signedOut);
  });

  it('refuses a signed-out session', async () => {
    const player = await chatPlayer(app);
    await player.client.get('/api/auth/logout');
    expect(await say(player, 'still here?')).toBe(sendErrors.signedOut);
    expect(await storedCount(player)).toBe(0);
  });

  it('tells a chat-muted player until when, and a banned one that they are banned', async () => {
    const moderator = await chatPlayer(app, ['chat:mute', 'chat:ban']);
    const [muted, banned] = await Promise.all([chatPlayer(app), chatPlayer(app)]);
    const mute = await moderator.client.post('/api/chat/mute', {
      userId: muted.id,
      seconds: 300,
      reason: 'spam',
    });
    expect(mute.statusCode, mute.body).toBe(200);
    const until = new Date(mute.json().mutedUntil);
    expect(await say(muted, 'let me talk')).toBe(sendErrors.mutedUntil(until));
    expect(sendErrors.mutedUntil(until)).toContain(
      `${until.toISOString().slice(0, 19).replace('T', ' ')} UTC`,
    );

    const ban = await moderator.client.post('/api/chat/ban', {
      userId: banned.id,
      reason: 'abuse',
    });
    expect(ban.statusCode, ban.body).toBe(200);
    expect(await say(banned, 'hello?')).toBe(sendErrors.banned);
    expect(await storedCount(muted)).toBe(0);
    expect(await storedCount(banned)).toBe(0);
  });

  it('refuses everyone while the operator has the chat switched off', async () => {
    const player = await chatPlayer(app);
    const off = await operatorCall(app, 'PATCH', '/api/operator/settings', {
      features: { chat: false },
    });
    expect(off.statusCode).toBe(200);
    try {
      expect(await say(player, 'anyone?')).toBe(sendErrors.chatOff);
    } finally {
      await operatorCall(app, 'PATCH', '/api/operator/settings', { features: { chat: true } });
    }
    expect(await storedCount(player)).toBe(0);
  });
});

describe('malformed sends', () => {
  it('answers a malformed payload with an error and keeps serving the socket', async () => {
    const raw = socket.timeout(5000);
    expect(await raw.emitWithAck('chat_send', 42 as never)).toBe(sendErrors.malformed);
    expect(await raw.emitWithAck('chat_send', { message: 'no token' } as never)).toBe(
      sendErrors.malformed,
    );
    const player = await chatPlayer(app);
    expect(
      await send(socket, {
        socketToken: player.socketToken,
        message: 'x',
        userStatus: 'x'.repeat(17),
      }),
    ).toBe(sendErrors.malformed);
    expect(await say(player, 'still works')).toBeNull();
  });

  it('answers a failure of its own with a retry text instead of throwing', async () => {
    const player = await chatPlayer(app);
    const lookup = vi
      .spyOn(app.sessions, 'findBySocketToken')
      .mockRejectedValueOnce(new Error('database unavailable'));
    try {
      expect(await say(player, 'hello')).toBe(sendErrors.failed);
    } finally {
      lookup.mockRestore();
    }
    expect(await storedCount(player)).toBe(0);
    expect(await say(player, 'hello again')).toBeNull();
  });

  it('handles a send without an acknowledgement', async () => {
    const player = await chatPlayer(app);
    const received = nextMessage(socket);
    const emitWithoutAck = socket.emit.bind(socket) as (event: string, payload: unknown) => void;
    emitWithoutAck('chat_send', 'garbage');
    emitWithoutAck('chat_send', {
      socketToken: player.socketToken,
      message: 'no ack',
      userStatus: null,
    });
    expect((await received).message).toBe('no ack');
  });
});
