/** The placeholder of one reward card while rewards load (spec: three of them). */
import { Card, Group, Skeleton, Stack } from '@mantine/core';

export function RewardCardSkeleton() {
  return (
    <Card withBorder radius="lg" p="md" data-testid="reward-card-skeleton" aria-hidden>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Skeleton circle height={84} />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton height={16} width="55%" />
          <Skeleton height={12} width="90%" />
          <Skeleton height={12} width="70%" />
        </Stack>
      </Group>
      <Skeleton height={36} mt="md" radius="md" />
    </Card>
  );
}
