/**
 * What a page or dialog of a switched-off feature says: one title per feature that has a
 * page or dialog of its own (the others only lose their entry points), one explanation.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GatedFeature } from '@/contracts/settings';

export type PlacedFeature = Extract<
  GatedFeature,
  'rewards' | 'koth' | 'raffle' | 'kadi' | 'sportsbook' | 'vip'
>;

export const FEATURE_OFF_TITLES: Record<PlacedFeature, MessageDescriptor> = {
  rewards: msg`Roowards are switched off`,
  koth: msg`King of the Hill is switched off`,
  raffle: msg`Raffles are switched off`,
  kadi: msg`Kadi is switched off`,
  sportsbook: msg`The sportsbook is switched off`,
  vip: msg`The VIP club is switched off`,
};

export const FEATURE_OFF_DESCRIPTION = msg`This part of KadiBet is switched off for now. Everything else works as usual.`;
