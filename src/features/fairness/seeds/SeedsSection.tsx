/** The /fair page's section for the player's own seeds: the active pair, rotate, the past pairs. */
import { Trans } from '@lingui/react/macro';
import { Group, Paper, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { SeedPairPanel } from './SeedPairPanel';

export function SeedsSection() {
  return (
    <Paper component="section" p={{ base: 'md', sm: 'xl' }} radius="lg" bg="dark.6" withBorder>
      <Group gap="sm" mb="lg">
        <IconKey size={24} color="var(--mantine-color-emerald-5)" aria-hidden />
        <Title order={2} fz="h3">
          <Trans>Your seeds</Trans>
        </Title>
      </Group>
      <SeedPairPanel withPrevious />
    </Paper>
  );
}
