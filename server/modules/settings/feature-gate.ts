/**
 * Feature gating on the server (the contract's FEATURE_GATES): the switches a gate reads, the
 * error a call to a switched-off feature gets, and a route hook that refuses such calls.
 * Hiding an entry point is not a control, so every API of a gated capability checks here
 * (spec part 1 §5, §6).
 */

import { ApiError } from '@server/http/api-error';
import type { FastifyRequest } from 'fastify';
import { API_ERROR_CODES } from '@/contracts/api-error';
import { FEATURES, type GatedFeature, type SettingsSwitches } from '@/contracts/settings';
import type { StoredSettings } from './schemas';

/** Player-facing, like every API error message. */
const OFF_MESSAGES: Record<GatedFeature, string> = {
  chat: 'The chat is switched off at the moment',
  rewards: 'Roowards are switched off at the moment',
  koth: 'King of the Hill is switched off at the moment',
  raffle: 'Raffles are switched off at the moment',
  kadi: 'Kadi is switched off at the moment',
  sportsbook: 'The sportsbook is switched off at the moment',
  vip: 'The VIP club is switched off at the moment',
  cashPayments: 'Cash payments are switched off at the moment',
  mpesaPayments: 'M-Pesa payments are switched off at the moment',
  cardPayments: 'Card payments are switched off at the moment',
  recommendedSort: 'The recommended sort is switched off at the moment',
};

/** The stored name -> on/off maps as the gates (and the settings answer) read them. */
export function switchesOf(stored: Pick<StoredSettings, 'flags' | 'features'>): SettingsSwitches {
  return {
    flags: stored.flags,
    features: FEATURES.filter((feature) => stored.features[feature]),
  };
}

export function featureOffError(feature: GatedFeature): ApiError {
  return new ApiError(403, API_ERROR_CODES.featureOff, OFF_MESSAGES[feature], undefined, {
    feature,
  });
}

/** A preHandler refusing the route's calls while `feature` is switched off. */
export function requireFeature(feature: GatedFeature) {
  return async (request: FastifyRequest): Promise<void> => {
    await request.server.settings.assertFeatureOn(feature);
  };
}
