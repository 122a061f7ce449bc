/**
 * The hotkeys every stepped Original shares: space bets or cashes out, another key (R by
 * default) takes the game's step (a random pick, the next lane). Space is left to a focused button, which it already presses, so one
 * key press never acts twice.
 */
import { useHotkeys } from '@mantine/hooks';

export function useRoundHotkeys({
  betOrCashOut,
  step,
  stepKey = 'r',
}: {
  betOrCashOut: () => void;
  step: () => void;
  /** A Mantine hotkey name: 'r', 'ArrowRight'. */
  stepKey?: string;
}): void {
  useHotkeys([['space', betOrCashOut]], ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON']);
  useHotkeys([[stepKey, step]]);
}
