// @vitest-environment node
/**
 * The coin price service on its own, with a clock the test moves: the sandbox market's
 * opening prices, a price fresh until the age limit and stale after it (quote answers null,
 * requireQuote refuses with 1014), stablecoins always 1, the operator's price standing in the
 * sandbox market, bad prices refused, and a failing feed keeping the old prices.
 */

import { ApiError } from '@server/http/api-error';
import type { CoinPriceFeed } from '@server/modules/coin-prices/price-feed';
import { createSandboxFeed } from '@server/modules/coin-prices/sandbox-market';
import { createCoinPrices } from '@server/modules/coin-prices/service';
import { dollars } from '@server/modules/wallet/money';
import { createTestContext, type TestContext } from '@tests/support/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorCall } from '../account/session-client';

const MAX_AGE_MS = 60_000;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext('coin-prices');
}, 60_000);
afterAll(async () => ctx.close());

function servicedAt(clock: { now: number }, feed?: CoinPriceFeed) {
  const db = ctx.database.db;
  return createCoinPrices({
    db,
    feed: feed ?? createSandboxFeed(db),
    maxAgeMs: MAX_AGE_MS,
    now: () => clock.now,
  });
}

describe('the coin price service', () => {
  it('quotes the sandbox market, fresh until the age limit and stale after it', async () => {
    const clock = { now: Date.now() };
    const prices = servicedAt(clock);
    const quoted = await prices.refresh();
    expect(quoted).toEqual(expect.arrayContaining(['btc', 'eth', 'xrp']));
    expect(quoted).not.toContain('usdt');
    const fresh = await prices.quote('xrp');
    expect(fresh?.price).toBe(dollars('2.2'));

    clock.now += MAX_AGE_MS + 5_000;
    expect(await prices.quote('xrp')).toBeNull();
    const refusal = await prices.requireQuote('xrp').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ statusCode: 503, code: 1014, details: { coin: 'xrp' } });
    expect((await prices.list()).find((p) => p.coin === 'xrp')?.stale).toBe(true);
    // Stablecoins are worth a dollar whatever the feed does.
    expect((await prices.requireQuote('usdc')).price).toBe(dollars(1));

    // The feed quotes again: fresh again.
    clock.now = Date.now();
    await prices.refresh();
    expect((await prices.requireQuote('xrp')).price).toBe(dollars('2.2'));
  });

  it('keeps the operator’s price in the sandbox market and tells listeners', async () => {
    const clock = { now: Date.now() };
    const prices = servicedAt(clock);
    const heard: string[][] = [];
    prices.onUpdated((coins) => heard.push(coins));
    await prices.set('doge', dollars('0.25'));
    await prices.refresh();
    expect((await prices.requireQuote('doge')).price).toBe(dollars('0.25'));
    expect(heard[0]).toEqual(['doge']);
    expect(heard[1]).toContain('doge');
    await expect(prices.set('usdt', dollars(2))).rejects.toMatchObject({ statusCode: 400 });
  });

  it('leaves prices another process re-quoted within the period alone', async () => {
    const clock = { now: Date.now() };
    const prices = servicedAt(clock);
    const heard: string[][] = [];
    prices.onUpdated((coins) => heard.push(coins));
    await prices.refresh();
    expect(await prices.refreshUnlessRecent(30_000)).toEqual([]);
    expect(heard).toHaveLength(1);
    clock.now += 40_000;
    expect(await prices.refreshUnlessRecent(30_000)).toContain('xrp');
    expect(heard).toHaveLength(2);
  });

  it('keeps the old prices when the feed fails, and they go stale', async () => {
    const clock = { now: Date.now() };
    const failing: CoinPriceFeed = {
      name: 'down',
      latest: () => Promise.reject(new Error('feed unreachable')),
    };
    const prices = servicedAt(clock, failing);
    await expect(prices.refresh()).rejects.toThrow('feed unreachable');
    expect(await prices.quote('btc')).not.toBeNull();
    clock.now += MAX_AGE_MS + 1;
    expect(await prices.quote('btc')).toBeNull();
  });
});

describe('the operator’s price calls', () => {
  it('set a price, list every price, and refuse bad input without changing anything', async () => {
    const app = await ctx.app();
    const set = await operatorCall(app, 'PUT', '/api/operator/coin-prices/LTC', { usd: '88.5' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ coin: 'ltc', usd: '88.5' });
    for (const [coin, usd] of [
      ['ltc', '-1'],
      ['ltc', '0'],
      ['ltc', 'abc'],
      ['ltc', '1.123456789'],
      ['sol', '150'],
    ]) {
      const bad = await operatorCall(app, 'PUT', `/api/operator/coin-prices/${coin}`, { usd });
      expect(bad.statusCode, `${coin} ${usd}`).toBe(400);
    }
    expect(
      (await operatorCall(app, 'PUT', '/api/operator/coin-prices/usdt', { usd: '1.01' }))
        .statusCode,
    ).toBe(400);
    const listed = await app.inject({ method: 'GET', url: '/api/wallet/prices' });
    const prices = (listed.json() as { prices: Array<{ coin: string; usd: string }> }).prices;
    expect(prices.find((p) => p.coin === 'ltc')?.usd).toBe('88.5');
    expect(prices.find((p) => p.coin === 'usdt')?.usd).toBe('1');
  });
});
