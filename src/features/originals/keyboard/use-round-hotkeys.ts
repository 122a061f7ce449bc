/**
 * The hotkeys every stepped Original shares: space bets or cashes out, R takes the game's step
 * (a random pick, a lane). Space is left to a focused button, which it already presses, so one
 * key press never acts twice.
 */
import { useHotkeys } from '@mantine/hooks';

export function useRoundHotkeys({
  betOrCashOut,
  step,
}: {
  betOrCashOut: () => void;
  step: () => void;
}): void {
  useHotkeys([['space', betOrCashOut]], ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON']);
  useHotkeys([['r', step]]);
}
