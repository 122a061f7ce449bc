/** What a list says when its games exist but the search or provider filter leaves none. */
import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { EmptyCard } from '@/shared/ui/EmptyCard';

export function NoMatches({ onClear }: { onClear: () => void }) {
  return (
    <EmptyCard
      icon={<IconSearchOff size={28} />}
      title={<Trans>No games match</Trans>}
      description={<Trans>Try another spelling or fewer providers.</Trans>}
      actions={
        <Button variant="default" onClick={onClear}>
          <Trans>Clear search and filters</Trans>
        </Button>
      }
      data-testid="games-no-matches"
    />
  );
}
