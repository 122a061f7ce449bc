// @vitest-environment node
/**
 * Races on real PostgreSQL, where requests truly run at once (PGlite runs one at a time):
 * players racing for a code's last uses get exactly as many redemptions as there are uses,
 * one player redeeming twice at once is paid once, and opposite tips between two players at
 * once neither deadlock nor lose money.
 */

import { appOnPostgres } from '@tests/support/postgres-app';
import { describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../captcha/solve';
import { balanceOf, fund, newKey, operatorCall, registerPlayer, tip } from '../tips/players';

const pg = appOnPostgres('promo-pg');

describe('on PostgreSQL', () => {
  it('gives a code with 3 uses to exactly 3 of 6 players racing for it', async () => {
    const code = `race${Date.now().toString(36)}`;
    const created = await operatorCall(pg.app, 'POST', '/api/operator/promo', {
      code,
      amount: '1',
      balanceType: 'usdt',
      uses: 3,
    });
    expect(created.statusCode).toBe(201);
    const players = await Promise.all([1, 2, 3, 4, 5, 6].map(() => registerPlayer(pg.app, 'race')));
    const captchas = await Promise.all(players.map(() => solvedCaptcha(pg.app)));
    const answers = await Promise.all(
      players.map((player, i) =>
        player.client.post('/api/promo/redeemCode', { code, recaptcha: captchas[i] }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(3);
    const balances = await Promise.all(players.map((p) => balanceOf(p, 'usdt')));
    expect(balances.reduce((sum, b) => sum + b, 0)).toBe(3);
    const list = await operatorCall(pg.app, 'GET', '/api/operator/promo');
    const row = list.json().codes.find((c: { code: string }) => c.code === code);
    expect(row).toMatchObject({ uses: 3, totalUses: 3, status: 'usedUp' });
  }, 120_000);

  it('pays one player once for the same code sent four times at once', async () => {
    const code = `twice${Date.now().toString(36)}`;
    await operatorCall(pg.app, 'POST', '/api/operator/promo', {
      code,
      amount: '2',
      balanceType: 'xrp',
      uses: 100,
    });
    const player = await registerPlayer(pg.app, 'race');
    const captchas = await Promise.all([1, 2, 3, 4].map(() => solvedCaptcha(pg.app)));
    const answers = await Promise.all(
      captchas.map((recaptcha) => player.client.post('/api/promo/redeemCode', { code, recaptcha })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await balanceOf(player, 'xrp')).toBe(2);
  }, 120_000);

  it('moves opposite tips between two players at once without deadlock or loss', async () => {
    const a = await registerPlayer(pg.app, 'race');
    const b = await registerPlayer(pg.app, 'race');
    await fund(pg.app, a.name, 'xrp', '10');
    await fund(pg.app, b.name, 'xrp', '10');
    const body = (to: string) => ({
      username: to,
      amount: '1',
      isPrivate: true,
      balanceType: 'xrp',
    });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 === 0 ? tip(a, body(b.name), newKey()) : tip(b, body(a.name), newKey()),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(await balanceOf(a, 'xrp')).toBe(10);
    expect(await balanceOf(b, 'xrp')).toBe(10);
  }, 120_000);
});
