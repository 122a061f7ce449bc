/** The bet slip beside the events: empty until the player picks odds. */
import { Trans } from '@lingui/react/macro';
import { EmptyState, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { RouterAnchor } from '@/shared/ui/router-links';

export function BetSlip() {
  return (
    <Paper p="lg" radius="lg" bg="dark.6" withBorder component="aside" data-testid="bet-slip">
      <Group gap="sm" mb="md">
        <ThemeIcon variant="light" radius="md">
          <IconReceipt size={18} />
        </ThemeIcon>
        <Text fw={800}>
          <Trans>Bet slip</Trans>
        </Text>
      </Group>
      <EmptyState
        size="sm"
        title={<Trans>Your bet slip is empty</Trans>}
        description={<Trans>Pick the odds of an event to add a selection.</Trans>}
      />
      <Text size="xs" c="dimmed" ta="center" mt="md">
        <Trans>
          Bets are settled under our{' '}
          <RouterAnchor to="/sportsbook-policy" inherit>
            sportsbook policy
          </RouterAnchor>
          .
        </Trans>
      </Text>
    </Paper>
  );
}
