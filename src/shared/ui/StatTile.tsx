/** One labelled figure in a bordered tile (a profile's bets, a referral period's earnings). */
import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function StatTile({
  label,
  value,
  testId,
}: {
  label: ReactNode;
  value: string;
  testId: string;
}) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}
