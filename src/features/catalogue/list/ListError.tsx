/** What a list shows when the catalogue could not be loaded: the reason and a retry. */
import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { EmptyCard } from '@/shared/ui/EmptyCard';

export function ListError({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyCard
      icon={<IconCloudOff size={28} />}
      title={<Trans>The games could not be loaded</Trans>}
      description={<Trans>Check your connection and try again.</Trans>}
      actions={
        <Button variant="default" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      }
      data-testid="games-error"
    />
  );
}
