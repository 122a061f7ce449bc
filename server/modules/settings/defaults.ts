/**
 * Module settings: the operator's site settings (flags, features, maintenance, banner) and
 * GET /api/settings/get. These are the first-start values; flags or features added in a later
 * release take their default here until the operator changes them.
 */
import type { Feature, SettingsFlag } from '@/contracts/settings';

export const DEFAULT_FLAGS: Readonly<Record<SettingsFlag, boolean>> = {
  cashEnabled: true,
  mpesaEnabled: true,
  cardPaymentsAllowed: true,
  recommendedSort: false,
  seasonalMode: false,
  sportsbookEnabled: true,
};

export const DEFAULT_FEATURES: Readonly<Record<Feature, boolean>> = {
  chat: true,
  rain: true,
  rewards: true,
  koth: true,
  raffle: true,
  kadi: true,
  sports: true,
  vip: true,
};

export const DEFAULT_DISABLED_APP = false;
