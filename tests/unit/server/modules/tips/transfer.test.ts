// @vitest-environment node
/**
 * Tips through the API (POST /account/transfer), rule by rule: what moves, what is refused,
 * and that a refused tip changes nothing while a retried one moves money once.
 */

import { chatMessages, ledgerEntries, ledgerTransactions, users } from '@server/db/schema';
import { ApiError } from '@server/http/api-error';
import { createTestContext, type TestContext } from '@tests/support/app';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_ERROR_CODES } from '@/contracts/api-error';
import {
  fund,
  newKey,
  operatorCall,
  registerPlayer,
  sessionClient,
  type TestPlayer,
} from '../account/session-client';
import { balanceOf, tip, withTotp } from './players';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('tips');
  app = await ctx.app();
}, 60_000);
afterAll(() => ctx?.close());
afterEach(() => {
  vi.restoreAllMocks();
});

async function pair(amount = '10', type: 'xrp' | 'cash' | 'usdt' | 'mpesa' = 'xrp') {
  const sender = await registerPlayer(app);
  const recipient = await registerPlayer(app);
  await fund(app, sender.name, type, amount);
  return { sender, recipient };
}

async function tipRows(userId: string) {
  return ctx.database.db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.type, 'tip')));
}

/** The body of a public tip from the xrp balance, the case most rules are checked on. */
function tipTo(recipient: { name: string }, amount: string | number, extra = {}) {
  return { username: recipient.name, amount, isPrivate: false, balanceType: 'xrp', ...extra };
}

/** Nothing moved: no tip rows, the recipient still empty and the sender, if given, as funded. */
async function expectUnchanged(
  sender: TestPlayer,
  recipient: TestPlayer,
  type: 'xrp' | 'cash',
  senderBalance?: number,
) {
  expect(await balanceOf(recipient, type)).toBe(0);
  expect(await tipRows(sender.id)).toHaveLength(0);
  expect(await tipRows(recipient.id)).toHaveLength(0);
  if (senderBalance !== undefined) expect(await balanceOf(sender, type)).toBe(senderBalance);
}

/** Turns app two-factor on for the player; answers the code of the next time step. */
describe('a tip', () => {
  it('moves the amount from sender to recipient in one tip movement naming both', async () => {
    const { sender, recipient } = await pair('10');
    const broadcast = vi.spyOn(app.realtime, 'broadcast');
    const response = await tip(
      sender,
      tipTo(recipient, '2.5', { username: recipient.name.toUpperCase() }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      ok: true,
      amount: 2.5,
      balanceType: 'xrp',
      toUserName: recipient.name,
      balance: 7.5,
      replayed: false,
    });
    expect(await balanceOf(sender, 'xrp')).toBe(7.5);
    expect(await balanceOf(recipient, 'xrp')).toBe(2.5);

    const [movement] = await ctx.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, BigInt(response.json().transactionId)));
    expect(movement?.type).toBe('tip');
    expect(movement?.meta).toEqual({
      fromUserId: sender.id,
      fromUserName: sender.name,
      toUserId: recipient.id,
      toUserName: recipient.name,
      isPrivate: false,
    });
    expect(await tipRows(sender.id)).toHaveLength(1);
    expect(await tipRows(recipient.id)).toHaveLength(1);

    const chat = broadcast.mock.calls.filter(([event]) => event === 'chat_message');
    expect(chat).toHaveLength(1);
    expect(chat[0]?.[1]).toMatchObject({
      type: 'tip',
      userId: sender.id,
      user: { name: sender.name },
      amount: 2.5,
      balanceType: 'xrp',
      toUserId: recipient.id,
      toUserName: recipient.name,
    });
    // Stored with the chat's messages: a reader who opens the chat later sees the same line.
    const latest = (await recipient.client.get('/api/chat/latest')).json() as unknown[];
    expect(latest.at(-1)).toEqual(chat[0]?.[1]);
  });

  it('announces nothing in chat when private', async () => {
    const { sender, recipient } = await pair('5');
    const broadcast = vi.spyOn(app.realtime, 'broadcast');
    const response = await tip(sender, tipTo(recipient, 1, { isPrivate: true }));
    expect(response.statusCode, response.body).toBe(200);
    expect(broadcast.mock.calls.filter(([event]) => event === 'chat_message')).toHaveLength(0);
    const latest = (await sender.client.get('/api/chat/latest')).json() as { userId: string }[];
    expect(latest.filter((message) => message.userId === sender.id)).toHaveLength(0);
    expect(await balanceOf(recipient, 'xrp')).toBe(1);
  });

  it('still goes through, with no chat line, while the operator has the chat off', async () => {
    const { sender, recipient } = await pair('5');
    const broadcast = vi.spyOn(app.realtime, 'broadcast');
    const off = await operatorCall(app, 'PATCH', '/api/operator/settings', {
      features: { chat: false },
    });
    expect(off.statusCode).toBe(200);
    try {
      const response = await tip(sender, tipTo(recipient, 2));
      expect(response.statusCode, response.body).toBe(200);
    } finally {
      await operatorCall(app, 'PATCH', '/api/operator/settings', { features: { chat: true } });
    }
    expect(await balanceOf(recipient, 'xrp')).toBe(2);
    expect(broadcast.mock.calls.filter(([event]) => event === 'chat_message')).toHaveLength(0);
    const lines = await ctx.database.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(eq(chatMessages.userId, sender.id));
    expect(lines).toHaveLength(0);
  });

  it('tips from the selected balance when the body names none', async () => {
    const { sender, recipient } = await pair('3', 'usdt');
    // New players play with usdt (the users table's default selected balance).
    const response = await tip(sender, {
      username: recipient.name,
      amount: '1.25',
      isPrivate: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().balanceType).toBe('usdt');
    expect(await balanceOf(recipient, 'usdt')).toBe(1.25);
  });

  it('passes the responsible-gambling gate with the amount, and stops when it refuses', async () => {
    const { sender, recipient } = await pair('10');
    const gate = vi
      .spyOn(app.responsibleGambling, 'assertAllowed')
      .mockRejectedValueOnce(
        new ApiError(403, API_ERROR_CODES.selfExcluded, 'You are taking a break'),
      );
    const refused = await tip(sender, tipTo(recipient, '4'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe(API_ERROR_CODES.selfExcluded);
    expect(gate).toHaveBeenCalledWith(sender.id, 'tip', 400_000_000n);
    await expectUnchanged(sender, recipient, 'xrp', 10);
  });
});

describe('refused tips change nothing', () => {
  it('refuses tipping yourself', async () => {
    const { sender, recipient } = await pair('10');
    const response = await tip(sender, tipTo(sender, '1'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('You cannot tip yourself');
    await expectUnchanged(sender, recipient, 'xrp', 10);
  });

  it('refuses the cash balance, named or selected', async () => {
    const { sender, recipient } = await pair('20', 'cash');
    const named = await tip(sender, tipTo(recipient, '1', { balanceType: 'cash' }));
    expect(named.statusCode).toBe(400);
    expect(named.json().error.message).toBe('Your cash balance cannot be tipped');
    await sender.client.post('/api/account/setBalanceField', { balanceField: 'cash' });
    const selected = await tip(sender, { username: recipient.name, amount: '1', isPrivate: false });
    expect(selected.statusCode).toBe(400);
    await expectUnchanged(sender, recipient, 'cash', 20);
  });

  it('refuses an unknown recipient', async () => {
    const { sender } = await pair('10');
    const response = await tip(sender, tipTo({ name: 'nobody_here_42' }, '1'));
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('No player named nobody_here_42');
    expect(await balanceOf(sender, 'xrp')).toBe(10);
  });

  it('refuses a recipient who closed their account', async () => {
    const { sender, recipient } = await pair('10');
    await ctx.database.db
      .update(users)
      .set({ closedAt: new Date(), closedUntil: null })
      .where(eq(users.id, recipient.id));
    const response = await tip(sender, tipTo(recipient, '1'));
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(`${recipient.name} cannot receive tips`);
    expect(await tipRows(sender.id)).toHaveLength(0);
  });

  it('refuses while either player muted the other, and sends once unmuted', async () => {
    const { sender, recipient } = await pair('10');
    const body = tipTo(recipient, '1');

    await recipient.client.post('/api/user/mutes/set', { userId: sender.id, muted: true });
    const mutedBy = await tip(sender, body);
    expect(mutedBy.statusCode).toBe(403);
    expect(mutedBy.json().error.message).toBe(`${recipient.name} does not accept tips from you`);

    await recipient.client.post('/api/user/mutes/set', { userId: sender.id, muted: false });
    await sender.client.post('/api/user/mutes/set', { userId: recipient.id, muted: true });
    const muting = await tip(sender, body);
    expect(muting.statusCode).toBe(403);
    expect(muting.json().error.message).toBe(
      `You muted ${recipient.name}. Unmute them to send a tip.`,
    );
    await expectUnchanged(sender, recipient, 'xrp');

    await sender.client.post('/api/user/mutes/set', { userId: recipient.id, muted: false });
    expect((await tip(sender, body)).statusCode).toBe(200);
    expect(await balanceOf(recipient, 'xrp')).toBe(1);
  });

  it('refuses more than the balance: code 1011, both balances as they were', async () => {
    const { sender, recipient } = await pair('3');
    const response = await tip(sender, tipTo(recipient, '3.00000001'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(API_ERROR_CODES.insufficientFunds);
    await expectUnchanged(sender, recipient, 'xrp', 3);
  });

  it('refuses bad amounts, a missing key and visitors before anything happens', async () => {
    const { sender, recipient } = await pair('10');
    for (const amount of ['0', '-1', '1.000000001', 'ten', 0]) {
      const response = await tip(sender, tipTo(recipient, amount));
      expect(response.statusCode, String(amount)).toBe(400);
      expect(response.json().error.code).toBe(API_ERROR_CODES.validation);
    }
    const keyless = await tip(sender, tipTo(recipient, '1'), null);
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().error.issues[0].path).toBe('headers.idempotency-key');
    const visitor = await sessionClient(app, '10.78.0.1').request(
      'POST',
      '/api/account/transfer',
      { username: recipient.name, amount: '1', isPrivate: false },
      { headers: { 'idempotency-key': newKey() } },
    );
    expect(visitor.statusCode).toBe(401);
    await expectUnchanged(sender, recipient, 'xrp');
  });
});

describe('retries', () => {
  it('moves money once for one key, and refuses the key for a different tip', async () => {
    const { sender, recipient } = await pair('10');
    const key = newKey();
    const body = tipTo(recipient, '2');
    const broadcast = vi.spyOn(app.realtime, 'broadcast');
    const answers = await Promise.all([tip(sender, body, key), tip(sender, body, key)]);
    const again = await tip(sender, body, key);
    for (const answer of [...answers, again]) expect(answer.statusCode, answer.body).toBe(200);
    expect([...answers, again].filter((a) => a.json().replayed)).toHaveLength(2);
    expect(again.json().transactionId).toBe(answers[0]?.json().transactionId);
    expect(await balanceOf(sender, 'xrp')).toBe(8);
    expect(await balanceOf(recipient, 'xrp')).toBe(2);
    expect(broadcast.mock.calls.filter(([event]) => event === 'chat_message')).toHaveLength(1);

    const other = await tip(sender, { ...body, amount: '3' }, key);
    expect(other.statusCode).toBe(409);
    expect(await balanceOf(sender, 'xrp')).toBe(8);
  });
});

describe('two-factor security', () => {
  it('asks for the code, refuses a wrong one, sends with the right one, replays without one', async () => {
    const { sender, recipient } = await pair('10');
    const right = await withTotp(sender);
    const body = tipTo(recipient, '1');

    const missing = await tip(sender, body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({
      code: API_ERROR_CODES.invalidCode,
      message: 'Enter your two-factor code to send a tip',
    });
    const wrong = right === '000000' ? '111111' : '000000';
    const refused = await tip(sender, { ...body, twoFactorToken: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe(API_ERROR_CODES.invalidCode);
    await expectUnchanged(sender, recipient, 'xrp');

    const key = newKey();
    const sent = await tip(sender, { ...body, twoFactorToken: right }, key);
    expect(sent.statusCode, sent.body).toBe(200);
    // The code is spent: a network retry of the same tip replays instead of failing.
    const retry = await tip(sender, { ...body, twoFactorToken: right }, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().replayed).toBe(true);
    // A new tip with the spent code is refused.
    const reuse = await tip(sender, { ...body, twoFactorToken: right });
    expect(reuse.statusCode).toBe(400);
    expect(await balanceOf(recipient, 'xrp')).toBe(1);
  });

  it('does not spend the code on a tip the balance cannot cover', async () => {
    const { sender, recipient } = await pair('1');
    const twoFactorToken = await withTotp(sender);
    expect((await tip(sender, tipTo(recipient, '5', { twoFactorToken }))).json().error.code).toBe(
      API_ERROR_CODES.insufficientFunds,
    );
    const sent = await tip(sender, tipTo(recipient, '0.5', { twoFactorToken }));
    expect(sent.statusCode, sent.body).toBe(200);
    const [{ count } = { count: 0 }] = await ctx.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, recipient.id));
    expect(count).toBe(1);
  });
});
