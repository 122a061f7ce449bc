/**
 * Dice's odds as the bet panel needs them (issue 19, 1% edge): the rules' own win chance,
 * multiplier and target (`@/games`, so the panel shows what the rules pay), and the bounds a
 * chance the player types is kept within.
 */
import { DICE_MAX_CHANCE, DICE_MIN_CHANCE } from '@/contracts/originals';

export {
  diceChanceForMultiplier,
  diceMultiplier,
  diceTargetFor,
  diceWinChance,
} from '@/games';

/** A chance within the game's bounds (0.01–98 %), to 2 decimals. */
export function clampDiceChance(chance: number): number {
  if (!Number.isFinite(chance)) return DICE_MIN_CHANCE;
  const bounded = Math.min(Math.max(chance, DICE_MIN_CHANCE), DICE_MAX_CHANCE);
  return Math.round(bounded * 100) / 100;
}
