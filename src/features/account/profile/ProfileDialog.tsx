/**
 * The `profile` dialog (`?modal=profile&user={name}`, needs sign-in): the player's name and
 * their public statistics. The server keeps no bets or wagers yet, so it says plainly that
 * there are none to show rather than showing zeros that look like real figures.
 */
import { Trans } from '@lingui/react/macro';
import { Avatar, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';

export function ProfileDialog({ params }: DialogBodyProps<'profile'>) {
  const name = params.user?.trim();
  if (!name) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>No player was named in the link, so there is no profile to show.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap">
        <Avatar size="lg" radius="xl" color="emerald" name={name} />
        <Title order={3} data-testid="profile-name" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Title>
      </Group>
      <EmptyState
        size="sm"
        icon={<IconChartBar size={28} />}
        title={<Trans>No public statistics yet</Trans>}
        description={
          <Trans>
            No bets, wagers or wins have been recorded for {name}, so there are no statistics to
            show.
          </Trans>
        }
      />
    </Stack>
  );
}
