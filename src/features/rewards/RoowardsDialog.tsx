/**
 * The `roowards` dialog (needs sign-in). The server records no wagers yet, so the list has no
 * rewards and shows its empty state; the rewards issue passes the fetched rewards, the loading
 * flag and the claim call to the same list.
 */
import { Trans } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
import { RewardList } from './RewardList';

export function RoowardsDialog(_: DialogBodyProps<'roowards'>) {
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        <Trans>
          Roowards pay you back for playing: daily, weekly and monthly rewards that grow with your
          level as you wager.
        </Trans>
      </Text>
      <RewardList rewards={[]} loading={false} totalWagered={0} />
    </Stack>
  );
}
