/**
 * The `koth` dialog: King of the Hill explained — a contest over a set period in which the top
 * player wins a prize — with the way to its leaderboard.
 */
import { Trans } from '@lingui/react/macro';
import { Button, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCrown, IconTrophy } from '@tabler/icons-react';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
import { useModal } from '@/shared/lib/modal-navigation';

export function KothDialog(_: DialogBodyProps<'koth'>) {
  const modal = useModal();
  return (
    <Stack gap="md">
      <Stack gap="xs" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gold">
          <IconCrown size={30} />
        </ThemeIcon>
        <Text>
          <Trans>
            King of the Hill is a contest: over a set period, the player at the top of the
            leaderboard wins the prize.
          </Trans>
        </Text>
      </Stack>
      <Text fw={700}>
        <Trans>How it works</Trans>
      </Text>
      <List type="ordered" size="sm" spacing={6}>
        <List.Item>
          <Trans>Each contest announces its period, its prize and how players are ranked.</Trans>
        </List.Item>
        <List.Item>
          <Trans>While it runs, the leaderboard shows the players at the top.</Trans>
        </List.Item>
        <List.Item>
          <Trans>When the period ends, the player in first place wins the prize.</Trans>
        </List.Item>
        <List.Item>
          <Trans>The prize is credited to the winner's balance and shows in their history.</Trans>
        </List.Item>
      </List>
      <Button
        leftSection={<IconTrophy size={18} />}
        onClick={() => modal.open('kothLeaderboard', {}, { replace: true })}
      >
        <Trans>View leaderboard</Trans>
      </Button>
    </Stack>
  );
}
