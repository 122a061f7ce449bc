/**
 * The random game button (spec part 1 §2.9) — I'm-feeling-lucky in the full-screen search
 * (part 2 §2): a game for this device, picked by the server.
 */
import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconArrowsShuffle } from '@tabler/icons-react';
import { useFeelingLucky } from '../data/use-feeling-lucky';

export function RandomGameButton({ lucky: feelingLucky = false }: { lucky?: boolean }) {
  const lucky = useFeelingLucky();
  return (
    <Button
      variant="light"
      leftSection={<IconArrowsShuffle size={16} />}
      loading={lucky.isPending}
      onClick={() => lucky.mutate()}
      data-testid="random-game"
    >
      {feelingLucky ? <Trans>I'm feeling lucky</Trans> : <Trans>Random game</Trans>}
    </Button>
  );
}
