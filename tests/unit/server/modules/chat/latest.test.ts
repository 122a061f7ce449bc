// @vitest-environment node
/**
 * GET /chat/latest: anyone may read it; the newest 100 messages, oldest first; deleted ones and
 * those of players banned from the chat left out, and for a signed-in reader also those of the
 * players they muted (only for them).
 */

import { chatMessages, users } from '@server/db/schema';
import { CHAT_LATEST_LIMIT } from '@server/modules/chat/service';
import { createTestContext, type TestContext } from '@tests/support/app';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatLatestSchema } from '@/contracts/chat-moderation';
import { sessionClient } from '../account/session-client';
import { chatPlayer, storedMessage } from './chat-players';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('chat-latest');
  app = await ctx.app();
}, 60_000);
afterAll(() => ctx?.close());

async function latestFor(client = sessionClient(app, '10.60.0.1')) {
  const response = await client.get('/api/chat/latest');
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return chatLatestSchema.parse(response.json());
}

const texts = (messages: { message: string }[]) => messages.map((message) => message.message);

describe('GET /chat/latest', () => {
  it('hands out the newest messages oldest first, with the badges of their senders', async () => {
    const [amina, baraka] = await Promise.all([chatPlayer(app), chatPlayer(app)]);
    await ctx.database.db.update(users).set({ isChatMod: true }).where(eq(users.id, baraka.id));
    const first = await storedMessage(app, amina, 'first');
    await storedMessage(app, baraka, 'second');
    await storedMessage(app, amina, 'third');
    const latest = await latestFor();
    expect(texts(latest.slice(-3))).toEqual(['first', 'second', 'third']);
    expect(latest.at(-3)).toEqual(first);
    expect(latest.at(-2)?.user).toEqual({
      name: baraka.name,
      hasChatModBadge: true,
      hasChatDevBadge: false,
    });
  });

  it(`keeps only the newest ${CHAT_LATEST_LIMIT}`, async () => {
    const talker = await chatPlayer(app);
    for (let n = 1; n <= CHAT_LATEST_LIMIT + 5; n += 1) await storedMessage(app, talker, `n${n}`);
    const latest = await latestFor();
    expect(latest).toHaveLength(CHAT_LATEST_LIMIT);
    expect(latest[0]?.message).toBe('n6');
    expect(latest.at(-1)?.message).toBe(`n${CHAT_LATEST_LIMIT + 5}`);
  });

  it('leaves out deleted messages and those of banned players', async () => {
    const moderator = await chatPlayer(app, ['chat:delete', 'chat:ban']);
    const [amina, baraka] = await Promise.all([chatPlayer(app), chatPlayer(app)]);
    const kept = await storedMessage(app, amina, 'kept');
    const removed = await storedMessage(app, amina, 'removed');
    await storedMessage(app, baraka, 'banned soon');
    expect((await moderator.client.post('/api/chat/delete', { id: removed.id })).statusCode).toBe(
      200,
    );
    const ban = await moderator.client.post('/api/chat/ban', {
      userId: baraka.id,
      reason: 'abuse',
    });
    expect(ban.statusCode).toBe(200);
    const ids = (await latestFor()).map((message) => message.id);
    expect(ids).toContain(kept.id);
    expect(ids).not.toContain(removed.id);
    expect((await latestFor()).filter((message) => message.userId === baraka.id)).toEqual([]);

    // A message a banned player has in the store but not deleted (written before a ban was
    // stored, say) is still left out.
    await ctx.database.db
      .update(chatMessages)
      .set({ deletedAt: null })
      .where(eq(chatMessages.userId, baraka.id));
    expect((await latestFor()).filter((message) => message.userId === baraka.id)).toEqual([]);
  });

  it('drops the messages of players the reader muted, for that reader only', async () => {
    const [reader, muted, other] = await Promise.all([
      chatPlayer(app),
      chatPlayer(app),
      chatPlayer(app),
    ]);
    const set = await reader.client.post('/api/user/mutes/set', { userId: muted.id, muted: true });
    expect(set.statusCode).toBe(200);
    await storedMessage(app, muted, 'from the muted one');
    await storedMessage(app, other, 'from someone else');
    const forReader = texts(await latestFor(reader.client));
    expect(forReader).not.toContain('from the muted one');
    expect(forReader).toContain('from someone else');
    expect(texts(await latestFor(other.client))).toContain('from the muted one');
    expect(texts(await latestFor())).toContain('from the muted one');
  });
});
