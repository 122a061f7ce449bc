/** A Mission Uncrossable road as the game shows it: every lane, the one whose traffic hits. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Group, Stack, Text } from '@mantine/core';
import {
  LINEARMINES_DIFFICULTIES,
  type LinearminesOutcome,
  type LinearminesParams,
} from '@/contracts/originals';

export function LaneOutcome({
  params,
  outcome,
}: {
  params: LinearminesParams;
  outcome: LinearminesOutcome;
}) {
  const { t } = useLingui();
  const lanes = LINEARMINES_DIFFICULTIES.find((d) => d.id === params.difficulty)?.lanes ?? 0;
  const hitLane = outcome.hitLane === null ? null : outcome.hitLane + 1;
  return (
    <Stack gap="sm">
      <Text fw={700} data-testid="verifier-lane-result">
        {hitLane === null ? (
          <Trans>The road is clear: every lane can be crossed.</Trans>
        ) : (
          <Trans>Lane {hitLane} is hit: lanes before it are safe.</Trans>
        )}
      </Text>
      <Group gap={4} data-testid="verifier-road">
        {Array.from({ length: lanes }, (_, lane) => {
          const number = lane + 1;
          const hit = lane === outcome.hitLane;
          const after = outcome.hitLane !== null && lane > outcome.hitLane;
          return (
            <Box
              // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its position on the board.
              key={lane}
              role="img"
              aria-label={hit ? t`Lane ${number}: hit` : t`Lane ${number}`}
              data-testid={hit ? 'verifier-lane-hit' : 'verifier-lane'}
              bg={hit ? 'red.9' : after ? 'dark.6' : 'dark.4'}
              w={28}
              h={44}
              style={{
                borderRadius: 'var(--mantine-radius-sm)',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <Text size="xs" c={hit ? 'white' : 'dimmed'}>
                {number}
              </Text>
            </Box>
          );
        })}
      </Group>
    </Stack>
  );
}
