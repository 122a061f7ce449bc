/**
 * The rules of Roowards that need no server (spec part 1 §4.5, §5, §9): wager progress, what
 * blocks a claim, the wager total with the Roowards bonus, and the timings after a claim.
 */
import type { Reward, RewardType } from './types';

export const MAX_REWARD_LEVEL = 10;
export const REWARD_PERIOD_SECONDS: Record<RewardType, number> = {
  d: 86_400,
  w: 604_800,
  m: 2_592_000,
};
/** Added to the period after a claim so the next one does not open a moment too early. */
export const CLAIM_GRACE_SECONDS = 10;
export const CLAIMED_BANNER_MS = 3_000;
/** A Roowards bonus of `true` counts as this much extra wager. */
export const TRUE_BONUS_WAGER = 1_000;

export interface WagerProgress {
  /** 0–100. */
  percent: number;
  /** At level 10 or with no next level: 'max level reached'. */
  maxLevel: boolean;
  /** Wager still needed for the next level. */
  remaining: number;
}

export function wagerProgress(
  totalWagered: number,
  reward: Pick<Reward, 'level' | 'nextLevel'>,
): WagerProgress {
  if (reward.level >= MAX_REWARD_LEVEL || !reward.nextLevel) {
    return { percent: 100, maxLevel: true, remaining: 0 };
  }
  const required = reward.nextLevel.wagerRequired;
  if (required <= 0) return { percent: 100, maxLevel: false, remaining: 0 };
  const percent = Math.min(100, Math.max(0, (totalWagered / required) * 100));
  return { percent, maxLevel: false, remaining: Math.max(0, required - totalWagered) };
}

/** The player's wager total as rewards count it: `true` adds 1000, a number above 1 adds itself. */
export function wagerTotalWithBonus(
  hiddenTotalBet: number,
  roowardsBonus: boolean | number | null | undefined,
): number {
  if (roowardsBonus === true) return hiddenTotalBet + TRUE_BONUS_WAGER;
  if (typeof roowardsBonus === 'number' && roowardsBonus > 1) return hiddenTotalBet + roowardsBonus;
  return hiddenTotalBet;
}

export type ClaimBlocker = 'locked' | 'mustReachLevel1' | 'alreadyClaimed';

/** Why a click on claim must not call the server, checked in the spec's order. */
export function claimBlocker(
  reward: Pick<Reward, 'level'>,
  state: { secondsLeft: number; claimedThisSession: boolean },
): ClaimBlocker | null {
  if (state.secondsLeft > 0) return 'locked';
  if (reward.level <= 0) return 'mustReachLevel1';
  if (state.claimedThisSession) return 'alreadyClaimed';
  return null;
}

/** Seconds until the next claim, right after a successful one. */
export function secondsAfterClaim(type: RewardType): number {
  return REWARD_PERIOD_SECONDS[type] + CLAIM_GRACE_SECONDS;
}
