/** A dice bet as the game shows it: the roll, the target it had to beat, won or lost. */
import { Trans } from '@lingui/react/macro';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconDice5 } from '@tabler/icons-react';
import type { DiceOutcome, DiceParams } from '@/contracts/originals';

export function DiceRollOutcome({
  params,
  outcome,
  won,
}: {
  params: DiceParams;
  outcome: DiceOutcome;
  won: boolean;
}) {
  const roll = outcome.roll.toFixed(2);
  const target = params.target.toFixed(2);
  return (
    <Group gap="lg" wrap="nowrap" align="center">
      <IconDice5 size={44} stroke={1.4} color="var(--mantine-color-emerald-5)" aria-hidden />
      <Stack gap={4}>
        <Text size="sm" c="dimmed" fw={700}>
          <Trans>Dice roll</Trans>
        </Text>
        <Text fz={40} fw={900} lh={1} data-testid="verifier-roll">
          {roll}
        </Text>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {params.condition === 'over' ? (
              <Trans>Roll over {target}</Trans>
            ) : (
              <Trans>Roll under {target}</Trans>
            )}
          </Text>
          <Badge color={won ? 'emerald' : 'red'} variant="light" data-testid="verifier-dice-result">
            {won ? <Trans>Win</Trans> : <Trans>Loss</Trans>}
          </Badge>
        </Group>
      </Stack>
    </Group>
  );
}
