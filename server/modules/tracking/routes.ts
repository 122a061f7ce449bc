/**
 * POST /crm/ref, /account/setPostback and /crm/setUTMVariables (spec part 1 §7): the signed-in
 * player's app hands over what it captured from the address they arrived with. Bodies are
 * parsed first (bad input: 400, nothing written), then the 60-minute window is checked (403).
 */

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  crmRefBodySchema,
  setPostbackBodySchema,
  setUtmBodySchema,
  type TrackingResult,
  trackingResultSchema,
} from '@/contracts/tracking';
import type { UserRow } from '../account/users-repository';
import { createTrackingService } from './service';

const TRACKING_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tracking = createTrackingService(app.database.db, app.users);
  const write = { preHandler: app.requireUser, onRequest: app.rateLimit(TRACKING_RATE_LIMIT) };
  const tracked = { 200: trackingResultSchema };

  function newPlayerOf(request: FastifyRequest): UserRow {
    const { user } = app.accounts.signedIn(request);
    tracking.assertWithinWindow(user);
    return user;
  }

  app.post(
    '/crm/ref',
    { ...write, schema: { body: crmRefBodySchema, response: tracked } },
    async (request): Promise<TrackingResult> => {
      const body = request.body;
      const user = newPlayerOf(request);
      const referred = body.affiliateName
        ? await tracking.linkReferrer(user, body.affiliateName)
        : false;
      const stored = await tracking.storeOnce(user, {
        affiliateName: body.affiliateName,
        cxd: body.cxd,
        cxAffId: body.cxAffId,
      });
      return { ok: true, stored: stored || referred };
    },
  );

  app.post(
    '/account/setPostback',
    { ...write, schema: { body: setPostbackBodySchema, response: tracked } },
    async (request): Promise<TrackingResult> => {
      const { transactionId, transactionSource, subId } = request.body;
      const user = newPlayerOf(request);
      const postback = { transactionId, transactionSource, ...(subId ? { subId } : {}) };
      return { ok: true, stored: await tracking.storeOnce(user, { postback }) };
    },
  );

  app.post(
    '/crm/setUTMVariables',
    { ...write, schema: { body: setUtmBodySchema, response: tracked } },
    async (request): Promise<TrackingResult> => {
      const body = request.body;
      const user = newPlayerOf(request);
      const stored = await tracking.storeOnce(user, {
        utmSource: body.utm_source,
        utmMedium: body.utm_medium,
        utmCampaign: body.utm_campaign,
      });
      return { ok: true, stored };
    },
  );
};
