/**
 * One row of a payment list (PaymentList): the amount, a dimmed line under it (how and when),
 * the status badge with any action beside it (cancel), and the reason of a failure or decline
 * in red below. Deposits, withdrawals and card purchases all look like this.
 */
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PaymentRowProps {
  testId: string;
  status: string;
  amount: string;
  details: ReactNode;
  /** Cut the details line to one (a withdrawal's long destination address). */
  truncateDetails?: boolean;
  badge: { label: string; color: string };
  /** Shown before the badge (a pending withdrawal's cancel button). */
  action?: ReactNode;
  /** Why it failed or was declined; nothing when null. */
  reason?: string | null;
}

export function PaymentRow({
  testId,
  status,
  amount,
  details,
  truncateDetails = false,
  badge,
  action,
  reason,
}: PaymentRowProps) {
  return (
    <Stack gap={2} data-testid={testId} data-status={status}>
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {amount}
          </Text>
          <Text size="xs" c="dimmed" truncate={truncateDetails ? 'end' : undefined}>
            {details}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {action}
          <Badge color={badge.color} variant="light">
            {badge.label}
          </Badge>
        </Group>
      </Group>
      {reason ? (
        <Text size="xs" c="red">
          {reason}
        </Text>
      ) : null}
    </Stack>
  );
}
