// @vitest-environment node
/**
 * The staff calls POST /chat/delete, /chat/mute and /chat/ban: each allowed with its permission
 * string and refused without it (403, nothing changed, even for a player wearing the moderator
 * badge), never on oneself, 404 for unknown ids, 400 for bad bodies, CSRF and a rate limit like
 * every POST; every action leaves an audit row and tells readers what went.
 */

import { chatMessages, chatModerationActions, chatSanctions, users } from '@server/db/schema';
import { createTestContext, type TestContext } from '@tests/support/app';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_ERROR_CODES } from '@/contracts/api-error';
import {
  CHAT_RULES,
  chatBanResultSchema,
  chatDeleteResultSchema,
  chatMuteResultSchema,
  MAX_MUTE_SECONDS,
} from '@/contracts/chat-moderation';
import { sessionClient } from '../account/session-client';
import { type ChatPlayer, chatPlayer, storedMessage } from './chat-players';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('chat-staff');
  app = await ctx.app();
}, 60_000);
afterAll(() => ctx?.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const db = () => ctx.database.db;

async function auditOf(targetUserId: string) {
  return db()
    .select()
    .from(chatModerationActions)
    .where(eq(chatModerationActions.targetUserId, targetUserId));
}

async function shownMessagesOf(userId: string) {
  return db()
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), isNull(chatMessages.deletedAt)));
}

async function sanctionOf(userId: string) {
  const [row] = await db().select().from(chatSanctions).where(eq(chatSanctions.userId, userId));
  return row ?? null;
}

/** A player with the moderator badge but no permission string: the badge grants nothing. */
async function badgeOnly(): Promise<ChatPlayer> {
  const player = await chatPlayer(app);
  await db().update(users).set({ isChatMod: true }).where(eq(users.id, player.id));
  return player;
}

function broadcasts() {
  const spy = vi.spyOn(app.realtime, 'broadcast');
  return (event: string) => spy.mock.calls.filter(([name]) => name === event).map(([, arg]) => arg);
}

describe('POST /chat/delete', () => {
  it('deletes a message with chat:delete, tells every reader and records it', async () => {
    const [moderator, author] = await Promise.all([
      chatPlayer(app, ['chat:delete']),
      chatPlayer(app),
    ]);
    const message = await storedMessage(app, author, 'rude words');
    const sent = broadcasts();
    const response = await moderator.client.post('/api/chat/delete', { id: message.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(chatDeleteResultSchema.parse(response.json())).toEqual({ id: message.id });
    expect(sent('delete_message')).toEqual([message.id]);
    const [row] = await db()
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, BigInt(message.id)));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.deletedBy).toBe(moderator.id);
    expect(await auditOf(author.id)).toMatchObject([
      { actorId: moderator.id, action: 'delete', messageId: BigInt(message.id), reason: null },
    ]);

    // Gone is gone: a second delete finds nothing to delete.
    const again = await moderator.client.post('/api/chat/delete', { id: message.id });
    expect(again.statusCode).toBe(404);
    expect(await auditOf(author.id)).toHaveLength(1);
  });

  it('refuses without chat:delete (the badge is not enough) and changes nothing', async () => {
    const [wearer, author] = await Promise.all([badgeOnly(), chatPlayer(app)]);
    const muter = await chatPlayer(app, ['chat:mute', 'chat:ban']);
    const message = await storedMessage(app, author, 'still here');
    const sent = broadcasts();
    for (const actor of [wearer, muter]) {
      const response = await actor.client.post('/api/chat/delete', { id: message.id });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject({
        code: API_ERROR_CODES.forbidden,
        message: 'You are not allowed to delete chat messages (needs chat:delete)',
      });
    }
    expect(sent('delete_message')).toEqual([]);
    expect(await shownMessagesOf(author.id)).toHaveLength(1);
    expect(await auditOf(author.id)).toEqual([]);
  });

  it('answers 404 for unknown ids, 400 for bad bodies, 401 signed out, 403 without CSRF', async () => {
    const moderator = await chatPlayer(app, ['chat:delete']);
    for (const id of ['999999999', 'abc', '0', '-1', '1e3']) {
      const response = await moderator.client.post('/api/chat/delete', { id });
      expect(response.statusCode, id).toBe(404);
    }
    for (const body of [{}, { id: '' }, { id: 5 }, { id: 'x'.repeat(65) }]) {
      const response = await moderator.client.post('/api/chat/delete', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe(API_ERROR_CODES.validation);
    }
    const author = await chatPlayer(app);
    const message = await storedMessage(app, author, 'safe');
    const visitor = await sessionClient(app, '10.61.0.1').post('/api/chat/delete', {
      id: message.id,
    });
    expect(visitor.statusCode).toBe(401);
    const forged = await moderator.client.request(
      'POST',
      '/api/chat/delete',
      { id: message.id },
      { csrf: false },
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.code).toBe(API_ERROR_CODES.csrf);
    expect(await shownMessagesOf(author.id)).toHaveLength(1);
  });
});

describe('POST /chat/mute', () => {
  it('mutes with chat:mute until now + seconds, with the reason and the actor recorded', async () => {
    const [moderator, target] = await Promise.all([
      chatPlayer(app, ['chat:mute']),
      chatPlayer(app),
    ]);
    const before = Date.now();
    const response = await moderator.client.post('/api/chat/mute', {
      userId: target.id,
      seconds: 300,
      reason: '  flooding  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = chatMuteResultSchema.parse(response.json());
    expect(result.userId).toBe(target.id);
    const until = new Date(result.mutedUntil).getTime();
    expect(until).toBeGreaterThanOrEqual(before + 300_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 300_000);
    expect(await sanctionOf(target.id)).toMatchObject({
      mutedUntil: new Date(until),
      muteReason: 'flooding',
      bannedAt: null,
    });
    expect(await auditOf(target.id)).toMatchObject([
      { actorId: moderator.id, action: 'mute', reason: 'flooding', until: new Date(until) },
    ]);

    // A new mute replaces the running one (here: shortens it).
    const shorter = await moderator.client.post('/api/chat/mute', {
      userId: target.id,
      seconds: 60,
      reason: 'calmer now',
    });
    expect(shorter.statusCode).toBe(200);
    expect((await sanctionOf(target.id))?.mutedUntil?.getTime()).toBeLessThan(until);
    expect(await auditOf(target.id)).toHaveLength(2);
  });

  it('refuses without chat:mute, oneself, unknown players and bad bodies, changing nothing', async () => {
    const [wearer, target] = await Promise.all([badgeOnly(), chatPlayer(app)]);
    const moderator = await chatPlayer(app, ['chat:mute']);
    const body = { userId: target.id, seconds: 300, reason: 'spam' };
    const refused = await wearer.client.post('/api/chat/mute', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain('chat:mute');

    const self = await moderator.client.post('/api/chat/mute', { ...body, userId: moderator.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe('You cannot mute yourself');

    const unknown = await moderator.client.post('/api/chat/mute', { ...body, userId: 'nobody' });
    expect(unknown.statusCode).toBe(404);

    const bad = [
      { ...body, seconds: 0 },
      { ...body, seconds: -5 },
      { ...body, seconds: 1.5 },
      { ...body, seconds: '300' },
      { ...body, seconds: MAX_MUTE_SECONDS + 1 },
      { ...body, reason: '   ' },
      { ...body, reason: 'x'.repeat(201) },
      { userId: target.id, seconds: 300 },
      { seconds: 300, reason: 'spam' },
    ];
    for (const input of bad) {
      const response = await moderator.client.post('/api/chat/mute', input);
      expect(response.statusCode, JSON.stringify(input)).toBe(400);
    }
    expect(await sanctionOf(target.id)).toBeNull();
    expect(await sanctionOf(moderator.id)).toBeNull();
    expect(await auditOf(target.id)).toEqual([]);
  });
});

describe('POST /chat/ban', () => {
  it("bans with chat:ban, removes the player's messages and tells every reader", async () => {
    const [moderator, target, bystander] = await Promise.all([
      chatPlayer(app, ['chat:ban']),
      chatPlayer(app),
      chatPlayer(app),
    ]);
    await storedMessage(app, target, 'one');
    await storedMessage(app, target, 'two');
    await storedMessage(app, bystander, 'innocent');
    const sent = broadcasts();
    const response = await moderator.client.post('/api/chat/ban', {
      userId: target.id,
      reason: 'hate speech',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(chatBanResultSchema.parse(response.json())).toEqual({ userId: target.id });
    expect(sent('delete_all_messages')).toEqual([target.id]);
    expect(await shownMessagesOf(target.id)).toEqual([]);
    expect(await shownMessagesOf(bystander.id)).toHaveLength(1);
    expect(await sanctionOf(target.id)).toMatchObject({ banReason: 'hate speech' });
    expect((await sanctionOf(target.id))?.bannedAt).toBeInstanceOf(Date);
    expect(await auditOf(target.id)).toMatchObject([
      { actorId: moderator.id, action: 'ban', reason: 'hate speech', until: null },
    ]);
  });

  it('refuses without chat:ban, oneself and unknown players, changing nothing', async () => {
    const [wearer, target] = await Promise.all([badgeOnly(), chatPlayer(app)]);
    const almost = await chatPlayer(
      app,
      CHAT_RULES.filter((rule) => rule !== 'chat:ban'),
    );
    const moderator = await chatPlayer(app, ['chat:ban']);
    await storedMessage(app, target, 'mine');
    const sent = broadcasts();
    for (const actor of [wearer, almost]) {
      const response = await actor.client.post('/api/chat/ban', { userId: target.id, reason: 'x' });
      expect(response.statusCode).toBe(403);
    }
    const self = await moderator.client.post('/api/chat/ban', {
      userId: moderator.id,
      reason: 'x',
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe('You cannot ban yourself');
    const unknown = await moderator.client.post('/api/chat/ban', { userId: 'nobody', reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    const noReason = await moderator.client.post('/api/chat/ban', { userId: target.id });
    expect(noReason.statusCode).toBe(400);
    expect(sent('delete_all_messages')).toEqual([]);
    expect(await shownMessagesOf(target.id)).toHaveLength(1);
    expect(await sanctionOf(target.id)).toBeNull();
    expect(await auditOf(target.id)).toEqual([]);
  });
});

describe('the staff calls', () => {
  it('are rate limited per client', async () => {
    const caller = await chatPlayer(app);
    const statuses: number[] = [];
    for (let n = 0; n < 61; n += 1) {
      statuses.push((await caller.client.post('/api/chat/delete', { id: '1' })).statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 403)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
