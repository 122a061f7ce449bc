/**
 * The deposit bonus as the player reads it (spec part 1 §4.9, §5): a label for every state,
 * wager progress as a percentage (wagered ÷ requirement, like the rewards' wager progress),
 * which bonus to show, and what can still be done with it.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MantineColor } from '@mantine/core';
import { type BonusState, OPEN_BONUS_STATES, type PlayerBonus } from '@/contracts/bonuses';

export const BONUS_STATE_LABELS: Record<BonusState, MessageDescriptor> = {
  waiting: msg`Waiting for deposit`,
  matched: msg`Matched`,
  active: msg`Active`,
  completed: msg`Completed`,
  forfeited: msg`Forfeited`,
  expired: msg`Expired`,
};

export const BONUS_STATE_COLORS: Record<BonusState, MantineColor> = {
  waiting: 'blue',
  matched: 'cyan',
  active: 'gold',
  completed: 'teal',
  forfeited: 'gray',
  expired: 'gray',
};

export function isOpenBonus(state: BonusState): boolean {
  return (OPEN_BONUS_STATES as readonly BonusState[]).includes(state);
}

export interface BonusProgress {
  /** 0–100. */
  percent: number;
  /** Still to wager before withdrawals unlock. */
  remaining: number;
}

export function bonusProgress(
  bonus: Pick<PlayerBonus, 'state' | 'wagered' | 'wagerRequirement'>,
): BonusProgress {
  if (bonus.state === 'completed') return { percent: 100, remaining: 0 };
  const required = bonus.wagerRequirement;
  if (required <= 0) return { percent: 0, remaining: 0 };
  const percent = Math.min(100, Math.max(0, (bonus.wagered / required) * 100));
  return { percent, remaining: Math.max(0, required - bonus.wagered) };
}

/** The bonus in progress if there is one, else the latest (so an ended one still shows). */
export function currentBonus(bonuses: readonly PlayerBonus[]): PlayerBonus | null {
  return bonuses.find((b) => isOpenBonus(b.state)) ?? bonuses[0] ?? null;
}

/** A time limit in the player's language, from the browser's own unit names ('7 days'). */
export function formatDuration(hours: number, locale: string): string {
  const days = hours % 24 === 0;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: days ? 'day' : 'hour',
    unitDisplay: 'long',
  }).format(days ? hours / 24 : hours);
}
