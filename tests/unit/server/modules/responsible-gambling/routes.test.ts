// @vitest-environment node
/**
 * The player's and the operator's responsible-gambling calls over HTTP: input parsed before
 * anything changes, limits and their pending increases, the refusal a deposit gets, a break
 * with the password (1008 without, 1009 wrong) that still lets the player sign in, the status
 * on the user, the reality-check setting and session numbers, and the operator's show/lift.
 */

import { rgExclusions } from '@server/db/schema';
import { dollars } from '@server/modules/wallet/money';
import { createTestContext, TEST_OPERATOR_TOKEN, type TestContext } from '@tests/support/app';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@/contracts/api-error';
import {
  limitsSchema,
  responsibleGamblingStatusSchema,
  sessionSummarySchema,
} from '@/contracts/responsible-gambling';
import { userSchema } from '@/contracts/user';
import {
  newPlayer,
  type SessionClient,
  sessionClient,
  signUpThroughApi,
} from '../account/session-client';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('rg-routes');
  app = await ctx.app();
}, 60_000);
afterAll(() => ctx?.close());

let ip = 0;
async function player() {
  ip += 1;
  const client = sessionClient(app, `10.7.0.${ip}`);
  const body = newPlayer('rg');
  expect((await signUpThroughApi(app, client, body)).statusCode).toBeLessThan(300);
  const me = userSchema.parse((await client.get('/api/account/get')).json());
  return { client, id: me.id, name: body.username, password: body.password };
}

const status = async (client: SessionClient) =>
  responsibleGamblingStatusSchema.parse((await client.get('/api/responsible-gambling')).json());

const me = async (client: SessionClient) =>
  userSchema.parse((await client.get('/api/account/get')).json());

function operator(method: 'GET' | 'POST', url: string, body?: unknown) {
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

let keys = 0;
async function credit(userId: string, type: 'deposit' | 'bet' | 'payout', amount: number) {
  keys += 1;
  const units = type === 'bet' ? -dollars(amount) : dollars(amount);
  await app.ledger.post({
    type,
    idempotencyKey: `rg-routes:${keys}`,
    balanceType: 'usdt',
    legs: [
      { account: 'player', userId, amount: units },
      { account: type === 'deposit' ? 'payments' : 'house', amount: -units },
    ],
  });
}

it('refuses visitors', async () => {
  const visitor = sessionClient(app, '10.7.1.1');
  for (const url of ['/api/responsible-gambling', '/api/responsible-gambling/session']) {
    expect((await visitor.get(url)).statusCode).toBe(401);
  }
  expect(
    (await visitor.request('PUT', '/api/responsible-gambling/limits', { limits: [] })).statusCode,
  ).toBe(401);
});

describe('limits', () => {
  it('starts with no limits, no exclusion and the reality check off', async () => {
    const { client } = await player();
    const rg = await status(client);
    expect(rg.limits).toHaveLength(9);
    expect(rg.limits.every((l) => l.amount === null && l.pending === null && l.used === 0)).toBe(
      true,
    );
    expect(rg.exclusion).toBeNull();
    expect(rg.realityCheck).toEqual({ intervalMinutes: null });
    expect((await me(client)).responsibleGambling).toEqual({
      exclusion: null,
      realityCheckMinutes: null,
    });
  });

  it('refuses bad input and changes nothing', async () => {
    const { client } = await player();
    const bad = [
      { limits: [] },
      { limits: [{ kind: 'deposit', period: 'day', amount: '-5' }] },
      { limits: [{ kind: 'deposit', period: 'day', amount: '0' }] },
      { limits: [{ kind: 'deposit', period: 'year', amount: '5' }] },
      { limits: [{ kind: 'bonus', period: 'day', amount: '5' }] },
      { limits: [{ kind: 'deposit', period: 'day', amount: '1.123456789' }] },
      {
        limits: [
          { kind: 'deposit', period: 'day', amount: '5' },
          { kind: 'deposit', period: 'day', amount: '6' },
        ],
      },
    ];
    for (const body of bad) {
      const response = await client.request('PUT', '/api/responsible-gambling/limits', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe(API_ERROR_CODES.validation);
    }
    expect((await status(client)).limits.every((l) => l.amount === null)).toBe(true);
  });

  it('sets a limit at once, holds an increase, and refuses a deposit over it', async () => {
    const { client, id } = await player();
    const set = await client.request('PUT', '/api/responsible-gambling/limits', {
      limits: [{ kind: 'deposit', period: 'day', amount: '100' }],
    });
    expect(set.statusCode).toBe(200);
    const day = limitsSchema.parse(set.json()).limits.find((l) => l.period === 'day');
    expect(day).toMatchObject({ kind: 'deposit', amount: 100, pending: null });

    const before = Date.now();
    const raised = await client.request('PUT', '/api/responsible-gambling/limits', {
      limits: [{ kind: 'deposit', period: 'day', amount: 250 }],
    });
    const pending = limitsSchema
      .parse(raised.json())
      .limits.find((l) => l.kind === 'deposit' && l.period === 'day');
    expect(pending?.amount).toBe(100);
    expect(pending?.pending?.amount).toBe(250);
    const appliesAt = Date.parse(pending?.pending?.appliesAt ?? '');
    expect(appliesAt - before).toBeGreaterThanOrEqual(24 * 3_600_000 - 1_000);
    expect(appliesAt - before).toBeLessThan(24 * 3_600_000 + 5_000);

    await credit(id, 'deposit', 70);
    const ok = await client.get('/api/responsible-gambling/check?action=deposit&amount=30');
    expect(ok.statusCode).toBe(200);
    const refused = await client.get('/api/responsible-gambling/check?action=deposit&amount=30.5');
    expect(refused.statusCode).toBe(403);
    const { error } = refused.json();
    expect(error.code).toBe(API_ERROR_CODES.limitReached);
    expect(error.message).toMatch(
      /^This deposit would exceed your daily deposit limit of \$100\.00 \(\$30\.00 left in the last 24 hours\)\. It resets at \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/,
    );
    expect(error.details).toMatchObject({
      reason: 'limitReached',
      kind: 'deposit',
      period: 'day',
      limit: 100,
      used: 70,
      remaining: 30,
    });
    expect((await status(client)).limits.find((l) => l.kind === 'deposit')?.used).toBe(70);
  });
});

describe('a break', () => {
  it('needs the password: 1008 without it, 1009 when wrong, 1000 without the tick', async () => {
    const { client } = await player();
    const url = '/api/responsible-gambling/break';
    const missing = await client.post(url, { period: '24h', confirm: true });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error.code).toBe(API_ERROR_CODES.reauthRequired);
    const wrong = await client.post(url, {
      period: '24h',
      confirm: true,
      password: 'not it at all',
    });
    expect(wrong.json().error.code).toBe(API_ERROR_CODES.invalidCredentials);
    const unticked = await client.post(url, { period: '24h', password: 'x' });
    expect(unticked.json().error.code).toBe(API_ERROR_CODES.validation);
    const unknown = await client.post(url, { period: '3h', confirm: true, password: 'x' });
    expect(unknown.json().error.code).toBe(API_ERROR_CODES.validation);
    expect((await status(client)).exclusion).toBeNull();
  });

  it('blocks play at once, shows on the user, and still lets the player sign in', async () => {
    const { client, name, password } = await player();
    const taken = await client.post('/api/responsible-gambling/break', {
      period: '24h',
      password,
      confirm: true,
    });
    expect(taken.statusCode).toBe(200);
    const { exclusion } = taken.json();
    expect(exclusion.kind).toBe('break');
    expect(Date.parse(exclusion.until) - Date.parse(exclusion.startedAt)).toBe(24 * 3_600_000);
    expect((await me(client)).responsibleGambling.exclusion).toEqual(exclusion);

    for (const action of ['deposit', 'bet', 'tip', 'rain']) {
      const refused = await client.get(`/api/responsible-gambling/check?action=${action}&amount=1`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatchObject({
        code: API_ERROR_CODES.selfExcluded,
        details: { reason: 'selfExcluded', kind: 'break', until: exclusion.until },
      });
      expect(refused.json().error.message).toMatch(
        /^You are taking a break until .* UTC: you can sign in and withdraw/,
      );
    }

    // Unlike a closed account, sign-in still works (to withdraw).
    const again = sessionClient(app, `10.7.2.${ip}`);
    const signIn = await again.post('/api/auth/login', { identifier: name, password });
    expect(signIn.statusCode).toBe(200);
    expect((await me(again)).responsibleGambling.exclusion?.kind).toBe('break');
  });

  it('becomes a self-exclusion the player cannot undo', async () => {
    const { client, password } = await player();
    await client.post('/api/responsible-gambling/break', { period: '1w', password, confirm: true });
    const shorter = await client.post('/api/responsible-gambling/break', {
      period: '24h',
      password,
      confirm: true,
    });
    expect(shorter.statusCode).toBe(409);
    expect(shorter.json().error.message).toMatch(
      /^You are already taking a break until .* UTC\. It cannot be shortened; choose a longer period to extend it\.$/,
    );
    const excluded = await client.post('/api/responsible-gambling/self-exclusion', {
      period: '6m',
      password,
      confirm: true,
    });
    expect(excluded.statusCode).toBe(200);
    expect((await status(client)).exclusion?.kind).toBe('selfExclusion');
    const back = await client.post('/api/responsible-gambling/break', {
      period: '6w',
      password,
      confirm: true,
    });
    expect(back.statusCode).toBe(409);
  });
});

describe('reality check', () => {
  it('is off by default, takes the offered intervals only, and shows on the user', async () => {
    const { client } = await player();
    const url = '/api/responsible-gambling/reality-check';
    for (const intervalMinutes of [7, 0, '30', -15]) {
      expect((await client.request('PUT', url, { intervalMinutes })).statusCode).toBe(400);
    }
    expect((await client.get(url)).json()).toEqual({ intervalMinutes: null });
    expect((await client.request('PUT', url, { intervalMinutes: 30 })).statusCode).toBe(200);
    expect((await client.get(url)).json()).toEqual({ intervalMinutes: 30 });
    expect((await me(client)).responsibleGambling.realityCheckMinutes).toBe(30);
    await client.request('PUT', url, { intervalMinutes: null });
    expect((await me(client)).responsibleGambling.realityCheckMinutes).toBeNull();
  });

  it("sums this session's play: stakes, wins and the net result", async () => {
    const { client, id } = await player();
    await credit(id, 'deposit', 100);
    await credit(id, 'bet', 10);
    await credit(id, 'payout', 4.5);
    await credit(id, 'bet', 2);
    const summary = sessionSummarySchema.parse(
      (await client.get('/api/responsible-gambling/session')).json(),
    );
    expect(summary).toMatchObject({ staked: 12, won: 4.5, net: -7.5 });
    expect(Date.parse(summary.serverTime)).toBeGreaterThanOrEqual(Date.parse(summary.startedAt));

    // A new sign-in starts a new session: its numbers start again.
    const { name, password } = { name: (await me(client)).name, password: newPlayer().password };
    const fresh = sessionClient(app, `10.7.3.${ip}`);
    await fresh.post('/api/auth/login', { identifier: name, password });
    const second = sessionSummarySchema.parse(
      (await fresh.get('/api/responsible-gambling/session')).json(),
    );
    expect(second).toMatchObject({ staked: 0, won: 0, net: 0 });
    expect(second.sessionId).not.toBe(summary.sessionId);
  });
});

describe('the operator', () => {
  it('shows a player and refuses to lift a break', async () => {
    const { client, name, password } = await player();
    await client.request('PUT', '/api/responsible-gambling/limits', {
      limits: [{ kind: 'loss', period: 'week', amount: '40' }],
    });
    await client.post('/api/responsible-gambling/break', {
      period: '72h',
      password,
      confirm: true,
    });
    const shown = await operator('GET', `/api/operator/rg/${name}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      userName: name,
      exclusion: { kind: 'break', period: '72h', liftedAt: null },
      liftableFrom: null,
      limits: [{ kind: 'loss', period: 'week', amount: 40 }],
    });
    const lift = await operator('POST', '/api/operator/rg/lift', {
      userName: name,
      reason: 'asked',
    });
    expect(lift.statusCode).toBe(409);
    expect(lift.json().error.message).toMatch(/^A break cannot be lifted; it ends on its own at /);
    expect((await operator('POST', '/api/operator/rg/lift', { userName: name })).statusCode).toBe(
      400,
    );
    expect((await operator('GET', '/api/operator/rg/nobody-here')).statusCode).toBe(404);
  });

  it('lifts an indefinite self-exclusion after 6 months, with 24 hours before play', async () => {
    const { client, id, name, password } = await player();
    await client.post('/api/responsible-gambling/self-exclusion', {
      period: 'indefinite',
      password,
      confirm: true,
    });
    const early = await operator('POST', '/api/operator/rg/lift', {
      userName: name,
      reason: 'asked by phone',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(
      /can be lifted from .* \(6 months after it began\)$/,
    );

    // Seven months ago, as far as the records go.
    await ctx.database.db
      .update(rgExclusions)
      .set({ startedAt: new Date(Date.now() - 213 * 24 * 3_600_000) })
      .where(eq(rgExclusions.userId, id));
    const lifted = await operator('POST', '/api/operator/rg/lift', {
      userName: name,
      reason: 'asked by phone, identity checked',
    });
    expect(lifted.statusCode).toBe(200);
    const resumes = Date.parse(lifted.json().playResumesAt);
    expect(resumes - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    expect((await me(client)).responsibleGambling.exclusion?.until).toBe(
      new Date(resumes).toISOString(),
    );
    const refused = await client.get('/api/responsible-gambling/check?action=bet&amount=1');
    expect(refused.json().error.code).toBe(API_ERROR_CODES.selfExcluded);
  });
});
