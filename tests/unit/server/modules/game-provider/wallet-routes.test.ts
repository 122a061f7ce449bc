// @vitest-environment node
/**
 * The seamless wallet over HTTP, as an outside provider calls it: only bodies signed with the
 * shared wallet key are read, amounts travel as decimal strings, and a refusal is an answer
 * (200 with its status) that moved nothing.
 */
import { randomUUID } from 'node:crypto';
import { signBody } from '@server/modules/payments/signature';
import { createTestContext, type TestContext } from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund, registerPlayer } from '../account/session-client';
import { SLOT, startGameOn, visitor } from './games';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('game-wallet-routes');
  app = await ctx.app();
}, 60_000);
afterAll(() => ctx?.close());

function call(action: string, payload: object, secret = app.gameProvider.walletSecret) {
  const raw = JSON.stringify(payload);
  return app.inject({
    method: 'POST',
    url: `/api/game-provider/wallet/${action}`,
    headers: {
      'content-type': 'application/json',
      'x-game-wallet-signature': signBody(secret, raw),
    },
    payload: raw,
  });
}

async function realToken(amount: string) {
  const player = await registerPlayer(app);
  await fund(app, player.name, 'cash', amount);
  const started = await startGameOn(app)(
    { gameIdentifier: SLOT.identifier, mode: 'real', gameCurrency: 'cash' },
    { ...visitor, userId: player.id },
  );
  return started.token;
}

describe('the wallet routes', () => {
  it('take a signed stake and pay a signed win, answering decimal balances', async () => {
    const token = await realToken('10');
    const roundId = randomUUID();
    const bet = await call('bet', { token, roundId, amount: '2.5' });
    expect(bet.statusCode).toBe(200);
    expect(bet.json()).toEqual({ status: 'OK', balance: '7.5', currency: 'cash', moved: true });
    const win = await call('win', { token, roundId, amount: '0' });
    expect(win.json()).toEqual({ status: 'OK', balance: '7.5', currency: 'cash', moved: false });
    const rollback = await call('rollback', { token, roundId });
    expect(rollback.json()).toMatchObject({ status: 'OK', balance: '10', moved: true });
  });

  it('refuse an unsigned, wrongly signed or altered body with 401, reading nothing', async () => {
    const token = await realToken('10');
    const body = { token, roundId: randomUUID(), amount: '1' };
    expect((await call('bet', body, 'not-the-key')).statusCode).toBe(401);
    const raw = JSON.stringify(body);
    const altered = await app.inject({
      method: 'POST',
      url: '/api/game-provider/wallet/bet',
      headers: {
        'content-type': 'application/json',
        'x-game-wallet-signature': signBody(app.gameProvider.walletSecret, raw),
      },
      payload: raw.replace('"1"', '"9"'),
    });
    expect(altered.statusCode).toBe(401);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/game-provider/wallet/balance',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ token }),
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await call('balance', { token })).json()).toMatchObject({ balance: '10' });
  });

  it('answer a refusal with its status and a bad body with 400', async () => {
    const token = await realToken('1');
    const short = await call('bet', { token, roundId: randomUUID(), amount: '5' });
    expect(short.statusCode).toBe(200);
    expect(short.json()).toMatchObject({ status: 'INSUFFICIENT_FUNDS' });
    expect((await call('bet', { token, roundId: randomUUID(), amount: '-1' })).statusCode).toBe(
      400,
    );
    expect((await call('balance', { token: 'forged.token' })).json()).toMatchObject({
      status: 'INVALID_TOKEN',
    });
  });
});
