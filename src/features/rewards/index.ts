/**
 * Rewards: Roowards — the rewards dialog (in ./dialogs), its reward card, and the rules of
 * progress and claiming (spec part 1 §2.10, §4.5–4.7).
 */
export {
  CLAIM_GRACE_SECONDS,
  CLAIMED_BANNER_MS,
  MAX_REWARD_LEVEL,
  REWARD_PERIOD_SECONDS,
  wagerTotalWithBonus,
} from './reward-rules';
export type { Reward, RewardType } from './types';
