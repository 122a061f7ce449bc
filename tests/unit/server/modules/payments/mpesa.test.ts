// @vitest-environment node
/**
 * M-Pesa deposits: the STK push starts a pending deposit only for a player who may use
 * M-Pesa, at least the minimum, to a Kenyan number; the sandbox phone answers by itself (a
 * number ending in 0 declines, in 9 never answers and the operator decides); a signed callback
 * credits once however often it is replayed, a failure moves nothing.
 */

import { users } from '@server/db/schema';
import { ApiError } from '@server/http/api-error';
import { stkCallbackBody } from '@server/modules/payments/sandbox-mpesa';
import { dollars } from '@server/modules/wallet/money';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { type Deposit, startedDepositSchema } from '@/contracts/payments';
import {
  newKey,
  operatorCall,
  postWithKey,
  registerPlayer,
  type TestPlayer,
} from '../account/session-client';
import {
  balanceOf,
  depositsOf,
  paymentsEnv,
  paymentsSuite,
  providerRefOf,
  signedPost,
} from './payments-support';

const suite = paymentsSuite('payments-mpesa', { mpesaEnabled: true });

function start(player: TestPlayer, body: unknown, key?: string) {
  return postWithKey(player, '/api/payments/mpesa', body, key);
}

async function started(
  player: TestPlayer,
  phone: string,
  amount: string | number,
): Promise<Deposit> {
  const response = await start(player, { phone, amount });
  expect(response.statusCode, response.body).toBe(200);
  return startedDepositSchema.parse(response.json()).deposit;
}

const settled = (player: TestPlayer, id: string) =>
  vi.waitUntil(
    async () => {
      const deposit = (await depositsOf(player)).find((d) => d.id === id);
      return deposit && deposit.status !== 'pending' ? deposit : null;
    },
    { timeout: 5_000, interval: 25 },
  );

describe('starting an M-Pesa deposit', () => {
  it('pends, then the sandbox phone pays and the player is credited once', async () => {
    const player = await registerPlayer(suite.app);
    const deposit = await started(player, '+254 712 345 678', '50.5');
    expect(deposit).toMatchObject({
      method: 'mpesa',
      status: 'pending',
      amount: 50.5,
      phone: '2547•••••678',
    });
    expect(await balanceOf(suite.ctx, player, 'mpesa')).toBe(0n);
    const done = await settled(player, deposit.id);
    expect(done.status).toBe('confirmed');
    expect(done.reference).toMatch(/^[A-Z0-9]{10}$/);
    expect(await balanceOf(suite.ctx, player, 'mpesa')).toBe(dollars('50.5'));
    const mine = suite.events.filter((e) => e.userId === player.id);
    expect(mine.filter((e) => e.event === 'newDeposit').map((e) => e.payload)).toEqual([
      { balanceType: 'mpesa', amount: 50.5, depositId: deposit.id },
    ]);
    expect(mine.some((e) => e.event === 'balanceUpdate')).toBe(true);
  });

  it('fails for a phone ending in 0 and moves nothing', async () => {
    const player = await registerPlayer(suite.app);
    const deposit = await started(player, '0712345670', 5);
    const done = await settled(player, deposit.id);
    expect(done).toMatchObject({ status: 'failed', failureReason: 'Request cancelled by user' });
    expect(await balanceOf(suite.ctx, player, 'mpesa')).toBe(0n);
    expect(suite.events.some((e) => e.userId === player.id && e.event === 'newDeposit')).toBe(
      false,
    );
  });

  it('accepts the minimum of 0.385 and refuses less, writing nothing', async () => {
    const player = await registerPlayer(suite.app);
    const below = await start(player, { phone: '254712345671', amount: '0.384' });
    expect(below.statusCode).toBe(400);
    expect(below.json().error.message).toBe('The minimum deposit is 0.385 USD');
    expect(await depositsOf(player)).toEqual([]);
    const exact = await start(player, { phone: '254712345671', amount: '0.385' });
    expect(exact.statusCode).toBe(200);
  });

  it('refuses numbers that are not Kenyan mobile numbers', async () => {
    const player = await registerPlayer(suite.app);
    for (const phone of ['+1 555 010 0000', '25471234567', '254212345678', 'call me']) {
      const response = await start(player, { phone, amount: 1 });
      expect(response.statusCode, phone).toBe(400);
      expect(response.json().error.issues[0].path).toBe('body.phone');
    }
    expect(await depositsOf(player)).toEqual([]);
  });

  it('needs an idempotency key; the same key starts one deposit; another request under it is refused', async () => {
    const player = await registerPlayer(suite.app);
    const noKey = await player.client.post('/api/payments/mpesa', {
      phone: '254712345679',
      amount: 2,
    });
    expect(noKey.statusCode).toBe(400);
    const key = newKey();
    const first = startedDepositSchema.parse(
      (await start(player, { phone: '254712345679', amount: 2 }, key)).json(),
    );
    const again = startedDepositSchema.parse(
      (await start(player, { phone: '254712345679', amount: 2 }, key)).json(),
    );
    expect(again.deposit.id).toBe(first.deposit.id);
    const other = await start(player, { phone: '254712345679', amount: 3 }, key);
    expect(other.statusCode).toBe(409);
    expect(await depositsOf(player)).toHaveLength(1);
  });

  it('is refused while the operator has M-Pesa off, or the player’s M-Pesa setting is off', async () => {
    const player = await registerPlayer(suite.app);
    await operatorCall(suite.app, 'PATCH', '/api/operator/settings', {
      flags: { mpesaEnabled: false },
    });
    const flagOff = await start(player, { phone: '254712345671', amount: 1 });
    expect(flagOff.statusCode).toBe(403);
    await operatorCall(suite.app, 'PATCH', '/api/operator/settings', {
      flags: { mpesaEnabled: true },
    });
    await suite.ctx.database.db
      .update(users)
      .set({ systemSettings: { mpesaOptions: { enabled: false } } })
      .where(eq(users.id, player.id));
    const settingOff = await start(player, { phone: '254712345671', amount: 1 });
    expect(settingOff.statusCode).toBe(403);
    expect(settingOff.json().error.message).toBe(
      'M-Pesa payments are not available for your account',
    );
    expect(await depositsOf(player)).toEqual([]);
  });

  it('asks the responsible-gambling gate before starting and before crediting', async () => {
    const player = await registerPlayer(suite.app);
    const gate = suite.app.responsibleGambling;
    const allowed = gate.assertAllowed;
    const calls: Array<[string, bigint]> = [];
    let refuse = true;
    gate.assertAllowed = async (userId, action, amount) => {
      if (userId !== player.id) return;
      calls.push([action, amount]);
      if (refuse) throw new ApiError(403, 1012, 'Your daily deposit limit of 100 is reached');
    };
    try {
      const refused = await start(player, { phone: '254712345679', amount: 10 });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe(1012);
      expect(await depositsOf(player)).toEqual([]);

      refuse = false;
      const deposit = await started(player, '254712345679', 10);
      refuse = true;
      const answered = await operatorCall(
        suite.app,
        'POST',
        `/api/operator/payments/${deposit.id}/complete`,
      );
      expect(answered.json()).toMatchObject({ deposit: { status: 'refused' } });
      expect(await balanceOf(suite.ctx, player, 'mpesa')).toBe(0n);
      expect(calls).toEqual([
        ['deposit', dollars(10)],
        ['deposit', dollars(10)],
        ['deposit', dollars(10)],
      ]);
    } finally {
      gate.assertAllowed = allowed;
    }
  });
});

describe('the M-Pesa callback', () => {
  it('credits once however often it is replayed, also in parallel', async () => {
    const player = await registerPlayer(suite.app);
    const deposit = await started(player, '254712345679', '7.25');
    const row = { providerRef: await providerRefOf(suite.app, deposit.id) };
    const body = stkCallbackBody(
      {
        phone: '254712345679',
        amount: '7.25',
        checkoutRequestId: row.providerRef,
        merchantRequestId: 'm',
      },
      'paid',
    );
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => signedPost(suite.app, '/api/payments/callbacks/mpesa', body)),
    );
    for (const answer of answers) expect(answer.json()).toMatchObject({ ResultCode: 0 });
    expect((await signedPost(suite.app, '/api/payments/callbacks/mpesa', body)).statusCode).toBe(
      200,
    );
    expect(await balanceOf(suite.ctx, player, 'mpesa')).toBe(dollars('7.25'));
    // A late failure for a confirmed payment changes nothing either.
    const late = stkCallbackBody(
      {
        phone: '254712345679',
        amount: '7.25',
        checkoutRequestId: row.providerRef,
        merchantRequestId: 'm',
      },
      'declined',
    );
    await signedPost(suite.app, '/api/payments/callbacks/mpesa', late);
    expect((await depositsOf(player))[0]?.status).toBe('confirmed');
    expect(
      suite.events.filter((e) => e.userId === player.id && e.event === 'newDeposit'),
    ).toHaveLength(1);
  });

  it('refuses an unsigned callback; a paid amount that differs fails the deposit', async () => {
    const player = await registerPlayer(suite.app);
    const deposit = await started(player, '254712345679', 3);
    const ref = await providerRefOf(suite.app, deposit.id);
    const body = stkCallbackBody(
      { phone: '254712345679', amount: '300', checkoutRequestId: ref, merchantRequestId: 'm' },
      'paid',
    );
    const unsigned = await suite.app.inject({
      method: 'POST',
      url: '/api/payments/callbacks/mpesa',
      payload: body,
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await depositsOf(player))[0]?.status).toBe('pending');
    await signedPost(suite.app, '/api/payments/callbacks/mpesa', body);
    expect((await depositsOf(player))[0]).toMatchObject({ status: 'failed' });
    expect(await balanceOf(suite.ctx, player, 'mpesa')).toBe(0n);
  });

  it('lets the operator decide a request the phone never answers, once', async () => {
    const player = await registerPlayer(suite.app);
    const paid = await started(player, '254712345679', 4);
    const failed = await started(player, '254712345679', 6);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await depositsOf(player)).map((d) => d.status)).toEqual(['pending', 'pending']);
    const complete = await operatorCall(
      suite.app,
      'POST',
      `/api/operator/payments/${paid.id}/complete`,
    );
    expect(complete.json()).toMatchObject({
      deposit: { status: 'confirmed', player: player.name },
    });
    const fail = await operatorCall(suite.app, 'POST', `/api/operator/payments/${failed.id}/fail`);
    expect(fail.json()).toMatchObject({ deposit: { status: 'failed' } });
    const twice = await operatorCall(suite.app, 'POST', `/api/operator/payments/${paid.id}/fail`);
    expect(twice.statusCode).toBe(409);
    expect(await balanceOf(suite.ctx, player, 'mpesa')).toBe(dollars(4));
  });
});

describe('a restart', () => {
  it('lets the sandbox phone answer the requests a stopped server left pending', async () => {
    const slow = await suite.ctx.app(paymentsEnv({ PAYMENTS_SANDBOX_DELAY_MS: '600000' }));
    const player = await registerPlayer(slow);
    const response = await postWithKey(player, '/api/payments/mpesa', {
      phone: '254712345671',
      amount: 8,
    });
    const { deposit } = startedDepositSchema.parse(response.json());
    await slow.close();
    expect(await balanceOf(suite.ctx, player, 'mpesa')).toBe(0n);

    const restarted = await suite.ctx.app(paymentsEnv({ PAYMENTS_SANDBOX_DELAY_MS: '20' }));
    await restarted.listen({ port: 0, host: '127.0.0.1' });
    await vi.waitUntil(async () => (await balanceOf(suite.ctx, player, 'mpesa')) === dollars(8), {
      timeout: 5_000,
      interval: 25,
    });
    const rows = await operatorCall(restarted, 'GET', '/api/operator/payments?limit=200');
    const row = (rows.json() as { deposits: Array<{ id: string; status: string }> }).deposits.find(
      (d) => d.id === deposit.id,
    );
    expect(row?.status).toBe('confirmed');
  });
});
