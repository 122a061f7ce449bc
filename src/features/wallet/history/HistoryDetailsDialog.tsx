/**
 * The `historyDetails` dialog (`tabKey`, `row` = a ledger entry id): one entry of the player's
 * history with its references — type, time, amount, balance after, reference, transaction,
 * the accounts on the other side of the movement and its facts — and the way back to the tab.
 * An Original's bet also shows its bet record (fairness feature), with the way to verify it.
 */
import { Trans } from '@lingui/react/macro';
import { Alert, Button, EmptyState, Skeleton, Stack } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { historyEntryIdSchema } from '@/contracts/wallet-history';
import { BetRecordPanel } from '@/features/fairness';
import { ApiError } from '@/shared/api/api-error';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
import { useModal } from '@/shared/lib/modal-navigation';
import { EntryFacts } from './EntryFacts';
import { DEFAULT_HISTORY_TAB } from './history-columns';
import { originalRoundIdOf } from './original-round';
import { historyEntryQuery } from './queries';

function NotFound() {
  return (
    <EmptyState
      size="sm"
      icon={<IconListDetails size={28} />}
      title={<Trans>Entry not found</Trans>}
      description={<Trans>This entry is not in your history.</Trans>}
      data-testid="history-details-missing"
    />
  );
}

function EntryDetails({ entryId }: { entryId: string }) {
  const query = useQuery(historyEntryQuery(entryId));
  if (query.isPending) {
    return (
      <Stack gap="xs" data-testid="history-details-loading">
        {Array.from({ length: 6 }, (_, line) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else.
          <Skeleton key={line} height={14} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (query.error) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
    return (
      <Alert color="red" variant="light" title={<Trans>The entry could not be loaded.</Trans>}>
        <Button size="xs" variant="default" mt="xs" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  }
  const roundId = originalRoundIdOf(query.data.entry);
  return (
    <Stack gap="lg">
      <EntryFacts details={query.data} />
      {roundId ? <BetRecordPanel roundId={roundId} /> : null}
    </Stack>
  );
}

export function HistoryDetailsDialog({ params }: DialogBodyProps<'historyDetails'>) {
  const modal = useModal();
  const tab = params.tabKey ?? DEFAULT_HISTORY_TAB;
  const entryId = historyEntryIdSchema.safeParse(params.row);
  return (
    <Stack gap="md">
      {entryId.success ? <EntryDetails entryId={entryId.data} /> : <NotFound />}
      <Button variant="default" onClick={() => modal.open('history', { tab }, { replace: true })}>
        <Trans>Back to history</Trans>
      </Button>
    </Stack>
  );
}
