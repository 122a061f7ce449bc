/**
 * Module coin-prices: puts `app.coinPrices` on the instance, backed by the sandbox market
 * feed. The feed is asked once when the app is ready (so a server that was stopped for a
 * while does not start on stale prices) and, once it listens, every quarter of the price's
 * age limit, so prices stay fresh while the feed answers. Every process runs that timer; a
 * tick finding the prices re-quoted within half a period (by another process) does nothing.
 */
import fp from 'fastify-plugin';
import { createSandboxFeed } from './sandbox-market';
import { type CoinPrices, createCoinPrices } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    coinPrices: CoinPrices;
  }
}

export const coinPricesPlugin = fp(
  async (app) => {
    const { db } = app.database;
    const maxAgeMs = app.config.payments.coinPriceMaxAgeMs;
    const prices = createCoinPrices({ db, feed: createSandboxFeed(db), maxAgeMs });
    app.decorate('coinPrices', prices);

    const periodMs = Math.max(1000, Math.floor(maxAgeMs / 4));
    const refresh = (run: () => Promise<unknown>) =>
      run().catch((error: unknown) => {
        // The old prices stay and go stale: deposits then wait, withdrawals are refused.
        app.log.error({ err: error }, 'the coin price feed did not answer');
        return [];
      });
    let timer: ReturnType<typeof setInterval> | null = null;
    app.addHook('onReady', async () => {
      await refresh(() => prices.refresh());
    });
    app.addHook('onListen', async () => {
      timer = setInterval(() => refresh(() => prices.refreshUnlessRecent(periodMs / 2)), periodMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  },
  { name: 'coin-prices' },
);
