/**
 * A Roowards reward as the rewards endpoint will return it (spec part 1 §3 'Reward'). The
 * rewards issue moves this into contracts/ with its schema; the card is built against it now.
 */
export type RewardType = 'd' | 'w' | 'm';

export interface Reward {
  /** Daily, weekly or monthly. */
  type: RewardType;
  /** 0 to 10; level 0 cannot be claimed. */
  level: number;
  /** null at the top level. */
  nextLevel: { level: number; wagerRequired: number } | null;
  /** ISO time of the last claim, or null if never claimed. */
  lastClaimed: string | null;
  /** Seconds until the reward can be claimed; 0 or less means now. */
  secondsRemaining: number;
  info: { days: number } | null;
}
