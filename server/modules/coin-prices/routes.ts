/** GET /wallet/prices: every coin's USD price, for the cashier's conversions (public data). */
import type { FastifyPluginAsync } from 'fastify';
import type { CoinPriceList } from '@/contracts/coin-prices';

export const coinPriceRoutes: FastifyPluginAsync = async (app) => {
  app.get('/wallet/prices', async (_request, reply): Promise<CoinPriceList> => {
    reply.header('cache-control', 'no-store');
    return { prices: await app.coinPrices.list() };
  });
};
