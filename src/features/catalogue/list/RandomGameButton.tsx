/** The random game button (spec part 1 §2.9): a game for this device, picked by the server. */
import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconArrowsShuffle } from '@tabler/icons-react';
import { useFeelingLucky } from '../data/use-feeling-lucky';

export function RandomGameButton({ onNavigate }: { onNavigate?: () => void }) {
  const lucky = useFeelingLucky(onNavigate);
  return (
    <Button
      variant="light"
      leftSection={<IconArrowsShuffle size={16} />}
      loading={lucky.isPending}
      onClick={() => lucky.mutate()}
      data-testid="random-game"
    >
      <Trans>Random game</Trans>
    </Button>
  );
}
