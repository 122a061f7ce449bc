/**
 * The operator's coin price calls (under the operator API's token): every price with its age,
 * and setting one by hand (`wallet price <coin> <usd>`), which the sandbox market then trades
 * at until it is set again. Stablecoins are always 1 USD and cannot be set.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRICE_COINS } from '@/contracts/coin-prices';
import { amountSchema } from '@/contracts/money';
import { formatUnits, toUnits } from '../wallet/money';

const paramsSchema = z.object({
  coin: z.preprocess((value) => String(value).toLowerCase(), z.enum(PRICE_COINS)),
});
const bodySchema = z.object({ usd: amountSchema });

export const coinPricesOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/operator/coin-prices', async () => ({ prices: await app.coinPrices.list() }));

  app.put(
    '/operator/coin-prices/:coin',
    { schema: { params: paramsSchema, body: bodySchema } },
    async (request) => {
      const { coin } = request.params;
      const { usd } = request.body;
      const quote = await app.coinPrices.set(coin, toUnits(usd));
      return {
        coin,
        usd: formatUnits(quote.price),
        updatedAt: quote.quotedAt.toISOString(),
        prices: await app.coinPrices.list(),
      };
    },
  );
};
