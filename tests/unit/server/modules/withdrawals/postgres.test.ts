// @vitest-environment node
/**
 * Payments under real concurrency, on PostgreSQL (PGlite runs one transaction at a time):
 * racing decisions on one withdrawal take exactly one, parallel requests never overdraw, one
 * key sent at once many times holds the funds once, and parallel callbacks credit once.
 */

import { stkCallbackBody } from '@server/modules/payments/sandbox-mpesa';
import { balanceUnitsOf } from '@server/modules/wallet/balances-repository';
import { dollars } from '@server/modules/wallet/money';
import { appOnPostgres } from '@tests/support/postgres-app';
import { describe, expect, it } from 'vitest';
import { startedDepositSchema } from '@/contracts/payments';
import { withdrawalSchema } from '@/contracts/withdrawals';
import {
  fund,
  newKey,
  operatorCall,
  postWithKey,
  registerPlayer,
  type TestPlayer,
} from '../account/session-client';
import {
  expectHealthyLedger,
  paymentsEnv,
  providerRefOf,
  signedPost,
} from '../payments/payments-support';

// The phone never answers by itself here (numbers ending in 9): the test decides.
const pg = appOnPostgres('payments-pg', {
  env: paymentsEnv(),
  beforeClose: (_database) => expectHealthyLedger(pg.database.db),
});

const XRP_ADDRESS = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';

async function balance(player: TestPlayer): Promise<bigint> {
  return (await balanceUnitsOf(pg.database.db, player.id)).get('xrp') ?? 0n;
}

function withdraw(player: TestPlayer, amount: number, key = newKey()) {
  return postWithKey(
    player,
    '/api/withdrawals',
    { balanceType: 'xrp', amount, destination: { address: XRP_ADDRESS } },
    key,
  );
}

describe('withdrawals on PostgreSQL', () => {
  it('take one decision of many racing ones', async () => {
    const player = await registerPlayer(pg.app, 'pgwd');
    await fund(pg.app, player.name, 'xrp', '100');
    const { id } = withdrawalSchema.parse((await withdraw(player, 40)).json());
    const url = `/api/operator/withdrawals/${id}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2
          ? operatorCall(pg.app, 'POST', `${url}/approve`)
          : operatorCall(pg.app, 'POST', `${url}/decline`, { reason: 'racing' }),
      ),
    );
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
    const status = withdrawalSchema.parse(won[0]?.json()).status;
    expect(await balance(player)).toBe(status === 'approved' ? dollars(60) : dollars(100));
  });

  it('never overdraw: 10 parallel requests of 25 against 50 leave 0, two pending', async () => {
    const player = await registerPlayer(pg.app, 'pgod');
    await fund(pg.app, player.name, 'xrp', '50');
    // The minimum is 20, so 25 each: exactly two fit.
    const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw(player, 25)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    expect(
      answers.filter((a) => a.statusCode === 400 && a.json().error.code === 1011),
    ).toHaveLength(8);
    expect(await balance(player)).toBe(0n);
  });

  it('hold the funds once for one key sent 10 times at once', async () => {
    const player = await registerPlayer(pg.app, 'pgkey');
    await fund(pg.app, player.name, 'xrp', '100');
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw(player, 30, key)));
    const ids = new Set(answers.map((a) => withdrawalSchema.parse(a.json()).id));
    expect(ids.size).toBe(1);
    expect(await balance(player)).toBe(dollars(70));
  });
});

describe('deposits on PostgreSQL', () => {
  it('credit once for 10 parallel copies of the provider’s callback', async () => {
    const player = await registerPlayer(pg.app, 'pgdep');
    const started = await postWithKey(player, '/api/payments/mpesa', {
      phone: '254712345679',
      amount: 12,
    });
    const { deposit } = startedDepositSchema.parse(started.json());
    const ref = await providerRefOf(pg.app, deposit.id);
    const body = stkCallbackBody(
      { phone: '254712345679', amount: '12', checkoutRequestId: ref, merchantRequestId: 'm' },
      'paid',
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => signedPost(pg.app, '/api/payments/callbacks/mpesa', body)),
    );
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    expect((await balanceUnitsOf(pg.database.db, player.id)).get('mpesa')).toBe(dollars(12));
  });

  it('credit only what fits a deposit limit when two payments settle at once', async () => {
    const player = await registerPlayer(pg.app, 'pglim');
    const limit = await player.client.request('PUT', '/api/responsible-gambling/limits', {
      limits: [{ kind: 'deposit', period: 'day', amount: '20' }],
    });
    expect(limit.statusCode, limit.body).toBe(200);
    // Both start while nothing is deposited; together they would exceed the limit.
    const refs: string[] = [];
    for (const phone of ['254712345679', '254712345689']) {
      const started = await postWithKey(player, '/api/payments/mpesa', { phone, amount: 15 });
      expect(started.statusCode, started.body).toBe(200);
      const { deposit } = startedDepositSchema.parse(started.json());
      refs.push(await providerRefOf(pg.app, deposit.id));
    }
    const answers = await Promise.all(
      refs.map((ref, i) =>
        signedPost(
          pg.app,
          '/api/payments/callbacks/mpesa',
          stkCallbackBody(
            {
              phone: i === 0 ? '254712345679' : '254712345689',
              amount: '15',
              checkoutRequestId: ref,
              merchantRequestId: `m${i}`,
            },
            'paid',
          ),
        ),
      ),
    );
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    expect((await balanceUnitsOf(pg.database.db, player.id)).get('mpesa')).toBe(dollars(15));
    const mine = await player.client.get('/api/payments/deposits');
    const statuses = (mine.json() as { deposits: Array<{ status: string }> }).deposits
      .map((d) => d.status)
      .sort();
    expect(statuses).toEqual(['confirmed', 'refused']);
  });
});
