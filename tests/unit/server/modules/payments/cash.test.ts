// @vitest-environment node
/**
 * Cash deposits through the sandbox hosted checkout: a session for a player who may use cash
 * (the operator's flag and their own setting) and at least the minimum of 10; the provider's
 * page (server-rendered, two forms, no script) pays or cancels through the signed callback and
 * sends the player back to the cashier; a paid session credits once.
 */

import { users } from '@server/db/schema';
import { checkoutEvent } from '@server/modules/payments/sandbox-checkout';
import { dollars } from '@server/modules/wallet/money';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startedDepositSchema } from '@/contracts/payments';
import {
  operatorCall,
  postWithKey,
  registerPlayer,
  type TestPlayer,
} from '../account/session-client';
import { balanceOf, depositsOf, paymentsEnv, paymentsSuite, signedPost } from './payments-support';

const suite = paymentsSuite('payments-cash', { cashEnabled: true });

async function checkout(player: TestPlayer, amount: string | number) {
  const response = await postWithKey(player, '/api/payments/cash', { amount });
  expect(response.statusCode, response.body).toBe(200);
  const started = startedDepositSchema.parse(response.json());
  if (!started.checkoutUrl) throw new Error('no checkout URL');
  return { deposit: started.deposit, url: started.checkoutUrl };
}

/** A press of one of the page's buttons: a same-origin form post, as the browser sends it. */
function press(url: string, button: 'pay' | 'cancel', origin = 'http://localhost:8080') {
  return suite.app.inject({
    method: 'POST',
    url: `${url}/${button}`,
    headers: {
      host: 'localhost:8080',
      origin,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: '',
  });
}

describe('the hosted checkout', () => {
  it('shows the amount with Pay and Cancel forms and no script', async () => {
    const player = await registerPlayer(suite.app);
    const { url, deposit } = await checkout(player, '12.5');
    expect(url).toMatch(/^\/sandbox\/checkout\/cs_[A-Za-z0-9_-]+$/);
    expect(deposit).toMatchObject({ method: 'cash', status: 'pending', amount: 12.5 });
    const page = await suite.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('12.5 USD');
    expect(page.body).toContain(`action="${url}/pay"`);
    expect(page.body).toContain(`action="${url}/cancel"`);
    expect(page.body).not.toMatch(/<script|onclick=/i);
  });

  it('pays: the signed callback credits the player, who is sent back to the cashier', async () => {
    const player = await registerPlayer(suite.app);
    const { url, deposit } = await checkout(player, 25);
    const paid = await press(url, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('/?modal=cashier&tab=deposit');
    expect(await balanceOf(suite.ctx, player, 'cash')).toBe(dollars(25));
    expect((await depositsOf(player))[0]).toMatchObject({ id: deposit.id, status: 'confirmed' });
    // Back, then Pay again: the session is over and nothing more moves.
    expect((await press(url, 'pay')).statusCode).toBe(303);
    expect(await balanceOf(suite.ctx, player, 'cash')).toBe(dollars(25));
    const over = await suite.app.inject({ method: 'GET', url });
    expect(over.body).toContain('This checkout is over');
    expect(
      suite.events.filter((e) => e.userId === player.id && e.event === 'newDeposit'),
    ).toHaveLength(1);
  });

  it('cancels: nothing moves', async () => {
    const player = await registerPlayer(suite.app);
    const { url } = await checkout(player, 10);
    expect((await press(url, 'cancel')).statusCode).toBe(303);
    expect((await depositsOf(player))[0]).toMatchObject({ status: 'cancelled' });
    expect(await balanceOf(suite.ctx, player, 'cash')).toBe(0n);
  });

  it('ignores a button pressed from another site', async () => {
    const player = await registerPlayer(suite.app);
    const { url } = await checkout(player, 10);
    expect((await press(url, 'pay', 'https://evil.example')).statusCode).toBe(403);
    expect((await depositsOf(player))[0]?.status).toBe('pending');
  });

  it('keeps the origin on its form posts, and trusts Sec-Fetch-Site when a browser hides it', async () => {
    const player = await registerPlayer(suite.app);
    const { url } = await checkout(player, 10);
    const page = await suite.app.inject({ method: 'GET', url });
    expect(page.headers['referrer-policy']).toBe('same-origin');
    const post = (site: string) =>
      suite.app.inject({
        method: 'POST',
        url: `${url}/cancel`,
        headers: {
          origin: 'null',
          'sec-fetch-site': site,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: '',
      });
    expect((await post('cross-site')).statusCode).toBe(403);
    expect((await depositsOf(player))[0]?.status).toBe('pending');
    expect((await post('same-origin')).statusCode).toBe(303);
    expect((await depositsOf(player))[0]?.status).toBe('cancelled');
  });

  it('answers 404 for an unknown session', async () => {
    const response = await suite.app.inject({
      method: 'GET',
      url: '/sandbox/checkout/cs_AAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('starting a cash deposit', () => {
  it('needs at least 10', async () => {
    const player = await registerPlayer(suite.app);
    const below = await postWithKey(player, '/api/payments/cash', { amount: '9.99' });
    expect(below.statusCode).toBe(400);
    expect(below.json().error.message).toBe('The minimum deposit is 10 USD');
    expect(await depositsOf(player)).toEqual([]);
  });

  it('needs both the operator’s cash flag and the player’s cash setting', async () => {
    const player = await registerPlayer(suite.app);
    await operatorCall(suite.app, 'PATCH', '/api/operator/settings', {
      flags: { cashEnabled: false },
    });
    expect((await postWithKey(player, '/api/payments/cash', { amount: 10 })).statusCode).toBe(403);
    await operatorCall(suite.app, 'PATCH', '/api/operator/settings', {
      flags: { cashEnabled: true },
    });
    await suite.ctx.database.db
      .update(users)
      .set({ systemSettings: { cashOptions: { enabled: false } } })
      .where(eq(users.id, player.id));
    expect((await postWithKey(player, '/api/payments/cash', { amount: 10 })).statusCode).toBe(403);
    expect(await depositsOf(player)).toEqual([]);
  });
});

describe('the checkout callback', () => {
  it('credits a completed session once when replayed, and needs a signature', async () => {
    const player = await registerPlayer(suite.app);
    const { url } = await checkout(player, 30);
    const session = { sessionId: url.split('/').pop() ?? '', amount: '30' };
    const event = checkoutEvent(session, 'completed');
    const unsigned = await suite.app.inject({
      method: 'POST',
      url: '/api/payments/callbacks/cash',
      payload: event,
    });
    expect(unsigned.statusCode).toBe(401);
    await Promise.all(
      [1, 2, 3].map(() => signedPost(suite.app, '/api/payments/callbacks/cash', event)),
    );
    await signedPost(
      suite.app,
      '/api/payments/callbacks/cash',
      checkoutEvent(session, 'completed'),
    );
    expect(await balanceOf(suite.ctx, player, 'cash')).toBe(dollars(30));
  });

  it('the operator can complete or fail a session in the provider’s place', async () => {
    const player = await registerPlayer(suite.app);
    const first = await checkout(player, 11);
    const second = await checkout(player, 12);
    const done = await operatorCall(
      suite.app,
      'POST',
      `/api/operator/payments/${first.deposit.id}/complete`,
    );
    expect(done.json()).toMatchObject({ deposit: { status: 'confirmed' } });
    const failed = await operatorCall(
      suite.app,
      'POST',
      `/api/operator/payments/${second.deposit.id}/fail`,
    );
    expect(failed.json()).toMatchObject({ deposit: { status: 'failed' } });
    expect(await balanceOf(suite.ctx, player, 'cash')).toBe(dollars(11));
  });
});

describe('a restricted region', () => {
  it('gets error 1002 on starting a deposit or asking for an address', async () => {
    const regional = await suite.ctx.app(
      paymentsEnv({ COUNTRY_HEADER: 'x-country', RESTRICTED_COUNTRIES: 'US' }),
    );
    const player = await registerPlayer(regional);
    const headers = { 'x-country': 'US', 'idempotency-key': 'k'.repeat(32) };
    const cash = await player.client.request(
      'POST',
      '/api/payments/cash',
      { amount: 20 },
      { headers },
    );
    expect(cash.json().error.code).toBe(1002);
    const address = await player.client.request('GET', '/api/payments/addresses/xrp', undefined, {
      headers,
    });
    expect(address.json().error.code).toBe(1002);
    expect(await depositsOf(player)).toEqual([]);
  });
});
