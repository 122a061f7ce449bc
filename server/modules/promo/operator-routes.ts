/**
 * The operator's promo-code calls (under the operator API's token): create a code (amount,
 * balance type, total uses, optional expiry), list every code with its uses and status, and
 * disable one (players then get 'no longer active'; its past redemptions stay).
 */

import { apiErrors } from '@server/http/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BALANCE_TYPES } from '@/contracts/balances';
import { amountSchema } from '@/contracts/money';
import { normalizePromoCode, PROMO_CODE_PATTERN } from '@/contracts/promo';
import { toUnits } from '../wallet/money';
import { promoErrors } from './promo-errors';
import { createPromoCode, disablePromoCode, listPromoCodes, operatorView } from './repository';

const codeSchema = z
  .string()
  .transform(normalizePromoCode)
  .pipe(
    z
      .string()
      .regex(
        PROMO_CODE_PATTERN,
        '3 to 64 letters, digits, - or _, starting with a letter or digit',
      ),
  );

const createBodySchema = z.object({
  code: codeSchema,
  amount: amountSchema,
  balanceType: z.enum(BALANCE_TYPES),
  uses: z.coerce.number().int().min(1).max(10_000_000),
  expiresAt: z.iso
    .datetime({ offset: true })
    .or(z.iso.date())
    .transform((value) => new Date(value))
    .refine((date) => date.getTime() > Date.now(), 'The expiry must be in the future')
    .optional(),
  createdBy: z.string().trim().min(1).max(64).default('operator'),
});

export const promoOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get('/operator/promo', async () => ({
    codes: (await listPromoCodes(db)).map(operatorView),
  }));

  app.post('/operator/promo', { schema: { body: createBodySchema } }, async (request, reply) => {
    const body = request.body;
    const row = await createPromoCode(db, {
      code: body.code,
      amount: toUnits(body.amount),
      balanceType: body.balanceType,
      totalUses: body.uses,
      expiresAt: body.expiresAt ?? null,
      createdBy: body.createdBy,
    });
    if (!row) throw promoErrors.taken(body.code);
    reply.code(201);
    return { code: operatorView(row) };
  });

  app.post(
    '/operator/promo/:code/disable',
    { schema: { params: z.object({ code: codeSchema }) } },
    async (request) => {
      const { code } = request.params;
      const row = await disablePromoCode(db, code);
      if (!row) throw apiErrors.notFound(`No promo code "${code}"`);
      return { code: operatorView(row) };
    },
  );
};
