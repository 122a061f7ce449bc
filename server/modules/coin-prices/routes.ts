/** GET /wallet/prices: every coin's USD price, for the cashier's conversions (public data). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CoinPriceList, coinPriceListSchema } from '@/contracts/coin-prices';

export const coinPriceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wallet/prices',
    { schema: { response: { 200: coinPriceListSchema } } },
    async (_request, reply): Promise<CoinPriceList> => {
      reply.header('cache-control', 'no-store');
      return { prices: await app.coinPrices.list() };
    },
  );
};
