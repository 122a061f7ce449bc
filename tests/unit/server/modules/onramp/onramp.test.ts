// @vitest-environment node
/**
 * Buying crypto with a card through the sandbox on-ramp partner: an order within the limits
 * fixes the price, the fee and the coins; the partner's hosted page (no script) takes a test
 * card — 4242… is charged and the coins travel on the sandbox chain to the player's own
 * deposit address, credited there in dollars like any transfer; …0002 is declined; a card the
 * form refuses changes nothing; only the first answer to an order acts.
 */

import { dollars } from '@server/modules/wallet/money';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type OnrampOrder,
  onrampOrderListSchema,
  startedOnrampOrderSchema,
} from '@/contracts/onramp';
import {
  operatorCall,
  postWithKey,
  registerPlayer,
  type TestPlayer,
} from '../account/session-client';
import {
  balanceOf,
  depositsOf,
  paymentsSuite,
  signedPost,
  whileOnABreak,
} from '../payments/payments-support';

const suite = paymentsSuite('onramp');

beforeAll(async () => {
  const set = await operatorCall(suite.app, 'PUT', '/api/operator/coin-prices/xrp', { usd: '0.5' });
  expect(set.statusCode).toBe(200);
});

async function buy(player: TestPlayer, body: Record<string, unknown>) {
  const response = await postWithKey(player, '/api/onramp/orders', body);
  expect(response.statusCode, response.body).toBe(200);
  const started = startedOnrampOrderSchema.parse(response.json());
  if (!started.checkoutUrl) throw new Error('no checkout page');
  return { order: started.order, url: started.checkoutUrl };
}

/** The card form's Pay (or the Cancel button), posted from the partner's own page. */
function press(url: string, button: 'pay' | 'cancel', card = '') {
  return suite.app.inject({
    method: 'POST',
    url: `${url}/${button}`,
    headers: {
      host: 'localhost:8080',
      origin: 'http://localhost:8080',
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: card,
  });
}

const card = (number: string, expiry = '12/39', cvc = '123') =>
  new URLSearchParams({ number, expiry, cvc }).toString();

async function ordersOf(player: TestPlayer): Promise<OnrampOrder[]> {
  return onrampOrderListSchema.parse((await player.client.get('/api/onramp/orders')).json()).orders;
}

describe('starting a purchase', () => {
  it('fixes the price, the fee and the coins, bound for the player’s own address', async () => {
    const player = await registerPlayer(suite.app);
    const { order, url } = await buy(player, { coin: 'xrp', amount: '50' });
    // 50 USD, 3.5 % fee (1.75), 48.25 USD of XRP at 0.5 USD: 96.5 XRP.
    expect(order).toMatchObject({
      coin: 'xrp',
      amount: 50,
      fee: 1.75,
      coinPrice: 0.5,
      coinAmount: 96.5,
      status: 'pending',
      txHash: null,
    });
    expect(url).toBe(`/sandbox/onramp/${order.id}`);
    const page = await suite.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('96.5 XRP');
    expect(page.body).toContain('1.75 USD');
    expect(page.body).not.toMatch(/<script|onclick=/i);
    const address = (await player.client.get('/api/payments/addresses/xrp')).json() as {
      address: string;
      tag: number;
    };
    expect(page.body).toContain(`${address.address} (tag ${address.tag})`);
    expect(await ordersOf(player)).toEqual([order]);
  });

  it('refuses amounts outside the limits, unknown coins and a missing key, writing nothing', async () => {
    const player = await registerPlayer(suite.app);
    for (const body of [
      { coin: 'xrp', amount: '19.99' },
      { coin: 'xrp', amount: '2000.01' },
      { coin: 'btc', amount: '50' },
      { coin: 'cash', amount: '50' },
      { coin: 'xrp', amount: '-50' },
    ]) {
      const response = await postWithKey(player, '/api/onramp/orders', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const low = await postWithKey(player, '/api/onramp/orders', { coin: 'xrp', amount: '5' });
    expect(low.json().error.message).toBe('Buy between 20 and 2000 USD of crypto at a time');
    const keyless = await postWithKey(
      player,
      '/api/onramp/orders',
      { coin: 'xrp', amount: '50' },
      null,
    );
    expect(keyless.statusCode).toBe(400);
    expect(await ordersOf(player)).toEqual([]);
  });

  it('is gated like a deposit: a player on a break starts nothing', async () => {
    const player = await registerPlayer(suite.app);
    const response = await whileOnABreak(suite.app, player, () =>
      postWithKey(player, '/api/onramp/orders', { coin: 'xrp', amount: '50' }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({ code: 1013 });
    expect(await ordersOf(player)).toEqual([]);
  });

  it('answers a retry with the same order, and refuses the key for another purchase', async () => {
    const player = await registerPlayer(suite.app);
    const key = 'onramp-retry-key-0000000001';
    const first = await postWithKey(
      player,
      '/api/onramp/orders',
      { coin: 'xrp', amount: '30' },
      key,
    );
    const again = await postWithKey(
      player,
      '/api/onramp/orders',
      { coin: 'xrp', amount: '30' },
      key,
    );
    expect(again.json()).toEqual(first.json());
    const other = await postWithKey(
      player,
      '/api/onramp/orders',
      { coin: 'xrp', amount: '40' },
      key,
    );
    expect(other.statusCode).toBe(409);
    expect(await ordersOf(player)).toHaveLength(1);
  });
});

describe('the partner’s card page', () => {
  it('charges 4242…: the coins arrive on chain and are credited at their dollar value', async () => {
    const player = await registerPlayer(suite.app);
    const { order, url } = await buy(player, { coin: 'xrp', amount: '50' });
    const paid = await press(url, 'pay', card('4242 4242 4242 4242'));
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('/?modal=cashier&tab=buy');

    const [completed] = await ordersOf(player);
    expect(completed).toMatchObject({ id: order.id, status: 'completed' });
    expect(completed?.txHash).toMatch(/^[0-9A-F]{64}$/);
    // 96.5 XRP at 0.5 USD.
    expect(await balanceOf(suite.ctx, player, 'xrp')).toBe(dollars('48.25'));
    expect((await depositsOf(player))[0]).toMatchObject({
      method: 'chain',
      status: 'confirmed',
      coinAmount: 96.5,
      amount: 48.25,
      reference: completed?.txHash,
    });
    const updates = suite.events.filter(
      (e) => e.userId === player.id && e.event === 'onrampOrderUpdated',
    );
    expect(updates.map((e) => (e.payload as OnrampOrder).status)).toEqual(['completed']);

    // Back, then Pay again: the order is over, no second transfer.
    expect((await press(url, 'pay', card('4242 4242 4242 4242'))).statusCode).toBe(303);
    expect(await balanceOf(suite.ctx, player, 'xrp')).toBe(dollars('48.25'));
    expect((await suite.app.inject({ method: 'GET', url })).body).toContain(
      'This checkout is over',
    );
  });

  it('declines a card ending 0002: the order fails and nothing is sent', async () => {
    const player = await registerPlayer(suite.app);
    const { url } = await buy(player, { coin: 'xrp', amount: '25' });
    expect((await press(url, 'pay', card('4000 0000 0000 0002'))).statusCode).toBe(303);
    expect((await ordersOf(player))[0]).toMatchObject({
      status: 'failed',
      failureReason: 'Your card was declined',
      txHash: null,
    });
    expect(await depositsOf(player)).toEqual([]);
    expect(await balanceOf(suite.ctx, player, 'xrp')).toBe(0n);
  });

  it('shows a card the form refuses again with the problem, and changes nothing', async () => {
    const player = await registerPlayer(suite.app);
    const { url } = await buy(player, { coin: 'xrp', amount: '25' });
    for (const [bad, problem] of [
      [card('4242 4242 4242 4241'), 'Enter a valid card number'],
      [card('4242 4242 4242 4242', '01/20'), 'Enter the expiry date as MM/YY, not in the past'],
      [card('4242 4242 4242 4242', '12/39', '12'), 'Enter the 3 or 4 digit security code'],
    ] as const) {
      const response = await press(url, 'pay', bad);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(problem);
    }
    expect((await ordersOf(player))[0]?.status).toBe('pending');
    expect((await press(url, 'cancel')).statusCode).toBe(303);
    expect((await ordersOf(player))[0]).toMatchObject({ status: 'cancelled' });
    // Cancelled: a charge afterwards does nothing.
    await press(url, 'pay', card('4242 4242 4242 4242'));
    expect(await depositsOf(player)).toEqual([]);
  });

  it('ignores a button pressed from another site, and unsigned callbacks', async () => {
    const player = await registerPlayer(suite.app);
    const { order, url } = await buy(player, { coin: 'xrp', amount: '25' });
    const forged = await suite.app.inject({
      method: 'POST',
      url: `${url}/pay`,
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: card('4242 4242 4242 4242'),
    });
    expect(forged.statusCode).toBe(403);
    const unsigned = await signedPost(
      suite.app,
      '/api/payments/callbacks/onramp',
      {
        id: 'evt_1',
        type: 'order.completed',
        data: { orderId: order.id, coinAmount: '48.5', txHash: 'AB' },
      },
      'not-the-secret-at-all-000000',
    );
    expect(unsigned.statusCode).toBe(401);
    expect((await ordersOf(player))[0]?.status).toBe('pending');
  });
});
