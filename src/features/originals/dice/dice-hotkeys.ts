/**
 * Dice's keyboard shortcuts (issue 19): Space or B bets, Q halves and W doubles the amount,
 * E flips over/under. Ignored while typing in a field (Mantine's useHotkeys does that).
 */
import { type HotkeyItem, useHotkeys } from '@mantine/hooks';

export type DiceHotkeyAction = 'bet' | 'half' | 'double' | 'flip';

export const DICE_HOTKEYS: readonly { keys: readonly string[]; action: DiceHotkeyAction }[] = [
  { keys: ['Space', 'B'], action: 'bet' },
  { keys: ['Q'], action: 'half' },
  { keys: ['W'], action: 'double' },
  { keys: ['E'], action: 'flip' },
];

/**
 * Space on a focused button presses that button (on key up): were it also a hotkey, Space on
 * the focused Bet button would bet twice.
 */
function spacePressesTarget(key: string, target: EventTarget | null): boolean {
  return (
    key === 'Space' &&
    target instanceof Element &&
    target.closest('button, a, [role="button"], [role="radio"], [role="switch"]') !== null
  );
}

export function useDiceHotkeys(
  enabled: boolean,
  handlers: Record<DiceHotkeyAction, () => void>,
): void {
  const items: HotkeyItem[] = enabled
    ? DICE_HOTKEYS.flatMap(({ keys, action }) =>
        keys.map(
          (key): HotkeyItem => [
            key.toLowerCase(),
            (event) => {
              if (!spacePressesTarget(key, event.target)) handlers[action]();
            },
          ],
        ),
      )
    : [];
  useHotkeys(items);
}
