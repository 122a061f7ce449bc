/** Local play (/kadi/local): Kadi face to face, one device passed around the table. */
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowsExchange,
  IconCards,
  IconDeviceMobile,
  IconEyeOff,
  IconUsers,
} from '@tabler/icons-react';
import type { InfoItem } from '@/shared/lib/info-item';
import { PageContainer } from '@/shared/ui/PageContainer';
import { RouterButton } from '@/shared/ui/router-links';
import { QuickMatchButton, RulesButton } from './KadiActions';
import { KadiBanner } from './KadiBanner';
import { StepList } from './StepList';

const STEPS: readonly InfoItem[] = [
  {
    id: 'gather',
    Icon: IconUsers,
    title: msg`Gather round one device`,
    text: msg`Two or more players sit together around one phone, tablet or computer.`,
  },
  {
    id: 'pass',
    Icon: IconArrowsExchange,
    title: msg`Play and pass`,
    text: msg`On your turn, take the device, make your move, then hand it to the next player.`,
  },
  {
    id: 'private',
    Icon: IconEyeOff,
    title: msg`Keep your hand private`,
    text: msg`Look away while the others play: everyone looks at the screen only on their own turn.`,
  },
  {
    id: 'rules',
    Icon: IconCards,
    title: msg`Same rules as online`,
    text: msg`Power cards, question cards and calling "Niko Kadi" all work exactly as at an online table.`,
  },
];

export function KadiLocalPage() {
  return (
    <PageContainer>
      <Stack gap="lg" data-testid="kadi-local">
        <KadiBanner
          Icon={IconDeviceMobile}
          title={<Trans>Local play</Trans>}
          description={
            <Trans>
              Pass-and-play Kadi for friends in the same room: one device, passed from player to
              player, turn by turn.
            </Trans>
          }
          actions={<RulesButton variant="white" color="dark" />}
        />
        <Title order={2} fz="h3">
          <Trans>How pass-and-play works</Trans>
        </Title>
        <StepList steps={STEPS} />
        <Paper p="lg" radius="lg" bg="dark.6" withBorder>
          <Group justify="space-between" gap="md">
            <Stack gap={2}>
              <Text fw={800}>
                <Trans>Friends not in the same room?</Trans>
              </Text>
              <Text size="sm" c="dimmed">
                <Trans>
                  Play them online at a private table, or join a quick match with other players.
                </Trans>
              </Text>
            </Stack>
            <Group gap="sm">
              <RouterButton to="/kadi" search={{ visibility: 'Private' }} variant="default">
                <Trans>Private tables</Trans>
              </RouterButton>
              <QuickMatchButton color="gold" c="dark.9" />
            </Group>
          </Group>
        </Paper>
      </Stack>
    </PageContainer>
  );
}
