/** The strip of this session's last dice results, newest first. */
import { useLingui } from '@lingui/react/macro';
import { Badge, Group } from '@mantine/core';
import type { DiceRoll } from './DiceBoard';

export const RECENT_ROLLS = 12;

/** The strip after a new result: it first, at most RECENT_ROLLS. */
export function withRecentRoll(rolls: readonly DiceRoll[], roll: DiceRoll): DiceRoll[] {
  return [roll, ...rolls].slice(0, RECENT_ROLLS);
}

export function RecentRolls({ rolls }: { rolls: readonly DiceRoll[] }) {
  const { t } = useLingui();
  return (
    <Group gap={6} wrap="nowrap" aria-label={t`Last results`} data-testid="dice-recent" mih={22}>
      {rolls.map((roll, index) => (
        <Badge
          // Newest first and never reordered: the position is the result's identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          color={roll.won ? 'green' : 'gray'}
          variant={roll.won ? 'filled' : 'light'}
        >
          {roll.roll.toFixed(2)}
        </Badge>
      ))}
    </Group>
  );
}
