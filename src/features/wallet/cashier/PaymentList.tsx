/**
 * A short list of the player's newest payments (their deposits, or their withdrawals) under a
 * title: a skeleton while loading, the error, the empty text, or the first few rows.
 */
import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { usePaymentErrorText } from './error-text';

const SHOWN = 5;

export interface PaymentListProps<T extends { id: string }> {
  title: ReactNode;
  empty: ReactNode;
  testId: string;
  query: UseQueryResult<T[]>;
  row: (item: T) => ReactNode;
}

export function PaymentList<T extends { id: string }>({
  title,
  empty,
  testId,
  query,
  row,
}: PaymentListProps<T>) {
  const errorText = usePaymentErrorText();
  return (
    <Paper withBorder p="sm" radius="md" data-testid={testId}>
      <Text size="sm" fw={700} mb="xs">
        {title}
      </Text>
      {query.isPending ? (
        <Skeleton h={40} />
      ) : query.isError ? (
        <Text size="sm" c="red">
          {errorText(query.error)}
        </Text>
      ) : query.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack gap="xs">{query.data.slice(0, SHOWN).map(row)}</Stack>
      )}
    </Paper>
  );
}
