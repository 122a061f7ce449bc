/** An Original's bet record fetched by its round id, for the history and the game pages. */
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { BetRecordView } from './BetRecordView';
import { betRecordQuery } from './queries';

export function BetRecordPanel({ roundId }: { roundId: string }) {
  const query = useQuery(betRecordQuery(roundId));
  if (query.isPending) {
    return (
      <Stack gap="xs" data-testid="bet-record-loading">
        {Array.from({ length: 5 }, (_, line) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else.
          <Skeleton key={line} height={14} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (query.error) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Alert color="red" variant="light" data-testid="bet-record-error">
        {missing ? (
          <Trans>This bet cannot be found.</Trans>
        ) : (
          <Stack gap="xs" align="flex-start">
            <Trans>The bet could not be loaded.</Trans>
            <Button size="xs" variant="default" onClick={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </Stack>
        )}
      </Alert>
    );
  }
  return <BetRecordView record={query.data} />;
}
