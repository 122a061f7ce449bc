/** The mines board a new round starts with (spec part 2 §9: 3 mines on 25 tiles). */
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconLayoutGrid } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { MINES_DEFAULTS } from './game-settings';
import { InfoCard } from './InfoCard';

const { gridCount, minesCount } = MINES_DEFAULTS;
const safeTiles = gridCount - minesCount;
const side = Math.round(Math.sqrt(gridCount));
const TILE_IDS = Array.from({ length: gridCount }, (_, n) => `tile-${n}`);

function Stat({ value, label }: { value: string; label: ReactNode }) {
  return (
    <Box>
      <Text fz={28} fw={900} lh={1.1}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Box>
  );
}

export function MinesDefaults() {
  const { i18n } = useLingui();
  const firstPickSafe = i18n.number(safeTiles / gridCount, { style: 'percent' });
  return (
    <InfoCard title={<Trans>Starting board</Trans>} icon={<IconLayoutGrid size={20} />}>
      <Group gap="xl" align="center" wrap="wrap">
        {/* A picture of the default board's size only: tiles carry no mines or results. */}
        <SimpleGrid cols={side} spacing={4} w={150} aria-hidden data-testid="mines-board">
          {TILE_IDS.map((id) => (
            <Box key={id} h={26} bg="dark.4" style={{ borderRadius: 6 }} />
          ))}
        </SimpleGrid>
        <Stack gap="md">
          <Group gap="xl">
            <Stat value={i18n.number(gridCount)} label={<Trans>tiles</Trans>} />
            <Stat value={i18n.number(minesCount)} label={<Trans>mines by default</Trans>} />
            <Stat value={firstPickSafe} label={<Trans>chance the first pick is safe</Trans>} />
          </Group>
          <Text size="sm" c="dimmed" maw={420}>
            <Trans>
              Change the number of mines before a round: more mines make every safe tile pay more.
            </Trans>
          </Text>
        </Stack>
      </Group>
    </InfoCard>
  );
}
