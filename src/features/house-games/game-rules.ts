/** Rules, odds and fairness notes for every house game that has its own page. */
import { INSTANT_GAME_RULES } from './rules-instant';
import { REVEAL_GAME_RULES } from './rules-reveal';
import type { HouseGameRules, PageGameIdentifier } from './types';

export const HOUSE_GAME_RULES: Readonly<Record<PageGameIdentifier, HouseGameRules>> = {
  ...INSTANT_GAME_RULES,
  ...REVEAL_GAME_RULES,
};

/** Return to player in percent, e.g. 99 for a 1% house edge. */
export function rtpOf(rules: HouseGameRules): number {
  return Math.round((100 - rules.houseEdge) * 100) / 100;
}
