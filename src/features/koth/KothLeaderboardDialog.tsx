/**
 * The `kothLeaderboard` dialog: the standings of the running King of the Hill contest. The
 * server runs no contests yet, so there is nothing to rank and the empty state says so.
 */
import { Trans } from '@lingui/react/macro';
import { Button, EmptyState, Stack } from '@mantine/core';
import { IconTrophyOff } from '@tabler/icons-react';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
import { useModal } from '@/shared/lib/modal-navigation';

export function KothLeaderboardDialog(_: DialogBodyProps<'kothLeaderboard'>) {
  const modal = useModal();
  return (
    <Stack gap="md">
      <EmptyState
        icon={<IconTrophyOff size={32} />}
        title={<Trans>No contest is running</Trans>}
        description={
          <Trans>The leaderboard lists players while a King of the Hill contest runs.</Trans>
        }
        data-testid="koth-empty"
      />
      <Button variant="default" onClick={() => modal.open('koth', {}, { replace: true })}>
        <Trans>How King of the Hill works</Trans>
      </Button>
    </Stack>
  );
}
