/**
 * The operator's bonus offers (under the operator API's token): create a fixed or match
 * offer, list offers, disable or re-enable one. Disabling stops new claims; bonuses already
 * claimed run their course.
 */

import { apiErrors } from '@server/http/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { amountSchema } from '@/contracts/money';
import { toUnits } from '../wallet/money';
import {
  createOffer,
  listOffers,
  type NewOffer,
  type OfferRow,
  offerView,
  setOfferEnabled,
} from './offers-repository';

const common = {
  name: z.string().trim().min(2).max(80),
  minDeposit: amountSchema,
  wagerMultiple: z.number().int().min(0).max(1000),
  /** Up to a year. */
  expiryHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 366),
};

const offerBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixed'), ...common, fixedAmount: amountSchema }),
  z.object({
    kind: z.literal('match'),
    ...common,
    matchPercent: z.number().int().min(1).max(1000),
    maxAmount: amountSchema,
  }),
]);

const paramsSchema = z.object({ offerId: z.uuid() });

function operatorView(row: OfferRow) {
  return { ...offerView(row), enabled: row.enabled, createdAt: row.createdAt.toISOString() };
}

export const bonusOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get('/operator/bonuses', async () => ({ offers: (await listOffers(db)).map(operatorView) }));

  app.post('/operator/bonuses', { schema: { body: offerBodySchema } }, async (request) => {
    const body = request.body;
    const base = {
      name: body.name,
      minDeposit: toUnits(body.minDeposit),
      wagerMultiple: body.wagerMultiple,
      expiryHours: body.expiryHours,
    };
    const offer: NewOffer =
      body.kind === 'fixed'
        ? { ...base, kind: 'fixed', fixedAmount: toUnits(body.fixedAmount) }
        : {
            ...base,
            kind: 'match',
            matchPercent: body.matchPercent,
            maxAmount: toUnits(body.maxAmount),
          };
    return { offer: operatorView(await createOffer(db, offer)) };
  });

  for (const [action, enabled] of [
    ['disable', false],
    ['enable', true],
  ] as const) {
    app.post(
      `/operator/bonuses/:offerId/${action}`,
      { schema: { params: paramsSchema } },
      async (request) => {
        const { offerId } = request.params;
        const row = await setOfferEnabled(db, offerId, enabled);
        if (!row) throw apiErrors.notFound('No such bonus offer');
        return { offer: operatorView(row) };
      },
    );
  }
};
