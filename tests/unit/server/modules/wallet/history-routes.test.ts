// @vitest-environment node
/**
 * The history endpoints over the ledger: a player's own entries only, tabs as sets of types,
 * server-side sorting and paging that never skip or repeat a row, 400 for bad parameters and
 * 404 for an entry that is not the player's.
 */

import { dollars } from '@server/modules/wallet/money';
import { createTestContext, type TestContext } from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryType } from '@/contracts/history-types';
import { historyDetailsSchema, historyPageSchema } from '@/contracts/wallet-history';
import { type SessionClient, sessionClient } from '../account/session-client';
import { signUp } from '../tracking/signed-up';

let ctx: TestContext;
let app: FastifyInstance;
let keys = 0;

beforeAll(async () => {
  ctx = await createTestContext('wallet-history');
  app = await ctx.app();
}, 60_000);
afterAll(() => ctx?.close());

const player = () => signUp(app, 'hist');

function credit(userId: string, type: HistoryType, amount: string, reference?: string) {
  keys += 1;
  return app.ledger.post({
    type,
    idempotencyKey: `history-test:${keys}`,
    balanceType: 'usdt',
    reference,
    legs: [
      { account: type === 'deposit' ? 'payments' : 'promotions', amount: -dollars(amount) },
      { account: 'player', userId, amount: dollars(amount) },
    ],
  });
}

function bet(userId: string, amount: string) {
  keys += 1;
  return app.ledger.post({
    type: 'bet',
    idempotencyKey: `history-test:${keys}`,
    balanceType: 'usdt',
    legs: [
      { account: 'player', userId, amount: -dollars(amount) },
      { account: 'house', amount: dollars(amount) },
    ],
  });
}

async function page(client: SessionClient, query: string) {
  const response = await client.get(`/api/wallet/history?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return historyPageSchema.parse(response.json());
}

describe('GET /api/wallet/history', () => {
  let alice: { client: SessionClient; id: string };
  let bob: { client: SessionClient; id: string };

  beforeAll(async () => {
    alice = await player();
    bob = await player();
    await credit(alice.id, 'deposit', '100', 'dep-1');
    await bet(alice.id, '2.5');
    await credit(alice.id, 'promo', '5', 'welcome');
    await bet(alice.id, '7');
    await credit(alice.id, 'deposit', '20', 'dep-2');
    await credit(bob.id, 'deposit', '55');
  });

  it('refuses a visitor', async () => {
    const visitor = sessionClient(app, '10.7.1.1');
    expect((await visitor.get('/api/wallet/history')).statusCode).toBe(401);
  });

  it("lists only the player's own entries, newest first by default, with the total", async () => {
    const all = await page(alice.client, '');
    expect(all.rowCount).toBe(5);
    expect(all.rows.map((r) => [r.type, r.amount])).toEqual([
      ['deposit', 20],
      ['bet', -7],
      ['promo', 5],
      ['bet', -2.5],
      ['deposit', 100],
    ]);
    expect(all.rows[0]).toMatchObject({
      balanceAfter: 115.5,
      reference: 'dep-2',
      balanceType: 'usdt',
    });
    const theirs = await page(bob.client, 'tab=all');
    expect(theirs.rows.map((r) => r.amount)).toEqual([55]);
  });

  it('filters by tab, and an empty tab has no rows and a count of 0', async () => {
    const deposits = await page(alice.client, 'tab=deposits');
    expect(deposits.rowCount).toBe(2);
    expect(deposits.rows.every((r) => r.type === 'deposit')).toBe(true);
    const bets = await page(alice.client, 'tab=bets');
    expect(bets.rows.map((r) => r.amount)).toEqual([-7, -2.5]);
    expect((await page(alice.client, 'tab=bonuses')).rows.map((r) => r.type)).toEqual(['promo']);
    expect(await page(alice.client, 'tab=withdrawals')).toEqual({ rows: [], rowCount: 0 });
    expect(await page(alice.client, 'tab=tips')).toEqual({ rows: [], rowCount: 0 });
  });

  it('sorts by amount and by type, both ways', async () => {
    const up = await page(alice.client, 'orderBy=amount&order=asc');
    expect(up.rows.map((r) => r.amount)).toEqual([-7, -2.5, 5, 20, 100]);
    const down = await page(alice.client, 'orderBy=amount&order=desc');
    expect(down.rows.map((r) => r.amount)).toEqual([100, 20, 5, -2.5, -7]);
    const types = await page(alice.client, 'orderBy=type&order=asc');
    expect(types.rows.map((r) => r.type)).toEqual(['bet', 'bet', 'deposit', 'deposit', 'promo']);
  });

  it('pages without skipping or repeating a row, even where sort keys tie', async () => {
    const seen: string[] = [];
    for (let p = 1; p <= 3; p += 1) {
      const result = await page(alice.client, `orderBy=type&order=desc&pageSize=2&page=${p}`);
      expect(result.rowCount).toBe(5);
      seen.push(...result.rows.map((r) => r.id));
    }
    const all = await page(alice.client, 'pageSize=100');
    expect(seen).toHaveLength(5);
    expect(new Set(seen)).toEqual(new Set(all.rows.map((r) => r.id)));
    expect(await page(alice.client, 'pageSize=2&page=4')).toEqual({ rows: [], rowCount: 5 });
  });

  it('defaults to pages of 10', async () => {
    const many = await player();
    for (let i = 1; i <= 12; i += 1) await credit(many.id, 'deposit', String(i));
    const first = await page(many.client, '');
    expect(first.rows).toHaveLength(10);
    expect(first.rowCount).toBe(12);
    expect((await page(many.client, 'page=2')).rows.map((r) => r.amount)).toEqual([2, 1]);
  });

  it.each([
    'tab=everything',
    'page=0',
    'page=abc',
    'pageSize=0',
    'pageSize=101',
    'pageSize=2.5',
    'orderBy=balance',
    'order=up',
  ])('answers 400 to %s', async (query) => {
    const response = await alice.client.get(`/api/wallet/history?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(1000);
  });
});

describe('GET /api/wallet/history/:entryId', () => {
  it('shows the entry, its balance after and the legs, other players anonymous', async () => {
    const alice = await player();
    const bob = await player();
    await credit(alice.id, 'deposit', '10');
    keys += 1;
    const tip = await app.ledger.post({
      type: 'tip',
      idempotencyKey: `history-test:${keys}`,
      balanceType: 'usdt',
      reference: 'for luck',
      meta: { to: 'bob' },
      legs: [
        { account: 'player', userId: alice.id, amount: -dollars('3') },
        { account: 'player', userId: bob.id, amount: dollars('3') },
      ],
    });
    const mine = tip.entries.find((e) => e.userId === alice.id);
    const theirs = tip.entries.find((e) => e.userId === bob.id);
    const response = await alice.client.get(`/api/wallet/history/${mine?.id}`);
    expect(response.statusCode).toBe(200);
    const details = historyDetailsSchema.parse(response.json());
    expect(details.entry).toMatchObject({
      type: 'tip',
      amount: -3,
      balanceAfter: 7,
      reference: 'for luck',
      meta: { to: 'bob' },
      transactionId: tip.transactionId.toString(),
    });
    expect(details.legs).toEqual([
      { account: 'player', own: true, amount: -3 },
      { account: 'player', own: false, amount: 3 },
    ]);
    expect(response.body).not.toContain(bob.id);

    // Bob's leg of the same tip is not Alice's entry.
    expect((await alice.client.get(`/api/wallet/history/${theirs?.id}`)).statusCode).toBe(404);
    expect((await bob.client.get(`/api/wallet/history/${theirs?.id}`)).statusCode).toBe(200);
  });

  it('names the house account on the other side', async () => {
    const alice = await player();
    const posted = await credit(alice.id, 'deposit', '12.34');
    const entry = posted.entries.find((e) => e.account === 'player');
    const details = historyDetailsSchema.parse(
      (await alice.client.get(`/api/wallet/history/${entry?.id}`)).json(),
    );
    expect(details.legs).toEqual([
      { account: 'payments', own: false, amount: -12.34 },
      { account: 'player', own: true, amount: 12.34 },
    ]);
  });

  it('answers 400 to a malformed id and 404 to an unknown one', async () => {
    const alice = await player();
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      expect((await alice.client.get(`/api/wallet/history/${bad}`)).statusCode).toBe(400);
    }
    expect((await alice.client.get('/api/wallet/history/999999999')).statusCode).toBe(404);
  });
});
