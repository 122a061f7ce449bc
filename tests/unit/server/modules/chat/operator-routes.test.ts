// @vitest-environment node
/**
 * The operator's chat calls (what `npm run operator -- chat ...` sends): granting and revoking
 * permission strings (only CHAT_RULES values; the player's apps are told to refetch, and the
 * new rules open or close the staff calls at once), lifting a chat mute or ban, and a player's
 * chat standing. Each change is audited with the operator as the actor.
 */

import { chatModerationActions, users } from '@server/db/schema';
import { createTestContext, type TestContext } from '@tests/support/app';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userSchema } from '@/contracts/user';
import { operatorCall } from '../account/session-client';
import { chatPlayer, storedMessage } from './chat-players';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('chat-operator');
  app = await ctx.app();
}, 60_000);
afterAll(() => ctx?.close());
afterEach(() => {
  vi.restoreAllMocks();
});

async function auditOf(targetUserId: string) {
  return ctx.database.db
    .select()
    .from(chatModerationActions)
    .where(eq(chatModerationActions.targetUserId, targetUserId));
}

async function rulesOf(player: { client: { get(url: string): Promise<{ json(): unknown }> } }) {
  return userSchema.parse((await player.client.get('/api/account/get')).json()).rules;
}

describe('chat rules', () => {
  it('grants and revokes permission strings, keeping other rules, and tells the player', async () => {
    const player = await chatPlayer(app);
    await ctx.database.db
      .update(users)
      .set({ rules: ['rain:host'] })
      .where(eq(users.id, player.id));
    const toUser = vi.spyOn(app.realtime, 'toUser');

    const granted = await operatorCall(app, 'POST', '/api/operator/chat/grant', {
      userName: player.name.toUpperCase(),
      rules: ['chat:delete', 'chat:mute'],
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject({
      userName: player.name,
      rules: ['chat:delete', 'chat:mute'],
      mutedUntil: null,
      bannedAt: null,
    });
    // Granting again adds nothing twice.
    await operatorCall(app, 'POST', '/api/operator/chat/grant', {
      userName: player.name,
      rules: ['chat:mute'],
    });
    expect(await rulesOf(player)).toEqual(['rain:host', 'chat:delete', 'chat:mute']);
    expect(toUser).toHaveBeenCalledWith(player.id, 'refreshRequired');

    const revoked = await operatorCall(app, 'POST', '/api/operator/chat/revoke', {
      userName: player.name,
      rules: ['chat:delete'],
    });
    expect(revoked.statusCode).toBe(200);
    expect(await rulesOf(player)).toEqual(['rain:host', 'chat:mute']);
    expect(await auditOf(player.id)).toMatchObject([
      { actorId: null, action: 'grant', rules: ['chat:delete', 'chat:mute'] },
      { actorId: null, action: 'grant', rules: ['chat:mute'] },
      { actorId: null, action: 'revoke', rules: ['chat:delete'] },
    ]);
  });

  it('opens and closes the staff calls at once', async () => {
    const [staff, author] = await Promise.all([chatPlayer(app), chatPlayer(app)]);
    const message = await storedMessage(app, author, 'hello');
    expect((await staff.client.post('/api/chat/delete', { id: message.id })).statusCode).toBe(403);
    await operatorCall(app, 'POST', '/api/operator/chat/grant', {
      userName: staff.name,
      rules: ['chat:delete'],
    });
    expect((await staff.client.post('/api/chat/delete', { id: message.id })).statusCode).toBe(200);
    await operatorCall(app, 'POST', '/api/operator/chat/revoke', {
      userName: staff.name,
      rules: ['chat:delete'],
    });
    const other = await storedMessage(app, author, 'again');
    expect((await staff.client.post('/api/chat/delete', { id: other.id })).statusCode).toBe(403);
  });

  it('accepts only the chat rules, for a known player, with the operator token', async () => {
    const player = await chatPlayer(app);
    for (const body of [
      { userName: player.name, rules: ['admin'] },
      { userName: player.name, rules: [] },
      { userName: player.name },
      { rules: ['chat:ban'] },
    ]) {
      const response = await operatorCall(app, 'POST', '/api/operator/chat/grant', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknown = await operatorCall(app, 'POST', '/api/operator/chat/grant', {
      userName: 'nobody-here',
      rules: ['chat:ban'],
    });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/operator/chat/grant',
      payload: { userName: player.name, rules: ['chat:ban'] },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await rulesOf(player)).toEqual([]);
    expect(await auditOf(player.id)).toEqual([]);
  });
});

describe('lifting a mute or a ban', () => {
  it('unmutes a chat-muted player, and refuses when there is no mute', async () => {
    const [moderator, target] = await Promise.all([
      chatPlayer(app, ['chat:mute']),
      chatPlayer(app),
    ]);
    const none = await operatorCall(app, 'POST', '/api/operator/chat/unmute', {
      userName: target.name,
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe(`${target.name} is not muted in the chat`);

    await moderator.client.post('/api/chat/mute', { userId: target.id, seconds: 600, reason: 'x' });
    const shown = await operatorCall(app, 'GET', `/api/operator/chat/${target.name}`);
    expect(shown.json()).toMatchObject({ muteReason: 'x', bannedAt: null });
    expect(shown.json().mutedUntil).not.toBeNull();

    const lifted = await operatorCall(app, 'POST', '/api/operator/chat/unmute', {
      userName: target.name,
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json()).toMatchObject({ mutedUntil: null, muteReason: null });
    expect((await auditOf(target.id)).map((row) => [row.action, row.actorId])).toEqual([
      ['mute', moderator.id],
      ['unmute', null],
    ]);
  });

  it('unbans a banned player, whose new messages show again (the removed ones stay removed)', async () => {
    const [moderator, target] = await Promise.all([chatPlayer(app, ['chat:ban']), chatPlayer(app)]);
    const old = await storedMessage(app, target, 'before the ban');
    const none = await operatorCall(app, 'POST', '/api/operator/chat/unban', {
      userName: target.name,
    });
    expect(none.statusCode).toBe(409);

    await moderator.client.post('/api/chat/ban', { userId: target.id, reason: 'abuse' });
    const lifted = await operatorCall(app, 'POST', '/api/operator/chat/unban', {
      userName: target.name,
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json()).toMatchObject({ bannedAt: null, banReason: null });
    const fresh = await storedMessage(app, target, 'after the ban');
    const ids = ((await target.client.get('/api/chat/latest')).json() as { id: string }[]).map(
      (message) => message.id,
    );
    expect(ids).toContain(fresh.id);
    expect(ids).not.toContain(old.id);
    expect((await auditOf(target.id)).map((row) => row.action)).toEqual(['ban', 'unban']);

    const unknown = await operatorCall(app, 'POST', '/api/operator/chat/unban', {
      userName: 'nobody-here',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
