/** The player's latest deposits with their status, kept live by `depositUpdated`. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Deposit } from '@/contracts/payments';
import { usePaymentErrorText } from './error-text';
import { formatPaymentAmount } from './payment-amount';
import {
  DEPOSIT_METHOD_LABELS,
  DEPOSIT_STATUS_COLORS,
  DEPOSIT_STATUS_LABELS,
} from './payment-messages';
import { depositsQuery } from './payments-api';

const SHOWN = 5;

function DepositRow({ deposit }: { deposit: Deposit }) {
  const { i18n, t } = useLingui();
  const amount = formatPaymentAmount(i18n, deposit.amount, deposit.balanceType);
  const when = i18n.date(new Date(deposit.createdAt), { dateStyle: 'medium', timeStyle: 'short' });
  const waiting =
    deposit.status === 'pending' && deposit.requiredConfirmations !== null
      ? t`${deposit.confirmations ?? 0} of ${deposit.requiredConfirmations} confirmations`
      : null;
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      data-testid="deposit-row"
      data-status={deposit.status}
    >
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {amount}
        </Text>
        <Text size="xs" c="dimmed">
          {i18n._(DEPOSIT_METHOD_LABELS[deposit.method])} · {when}
          {waiting ? ` · ${waiting}` : ''}
        </Text>
      </Stack>
      <Badge color={DEPOSIT_STATUS_COLORS[deposit.status]} variant="light">
        {i18n._(DEPOSIT_STATUS_LABELS[deposit.status])}
      </Badge>
    </Group>
  );
}

export function RecentDeposits() {
  const errorText = usePaymentErrorText();
  const { data, error, isPending } = useQuery(depositsQuery());
  return (
    <Paper withBorder p="sm" radius="md" data-testid="recent-deposits">
      <Text size="sm" fw={700} mb="xs">
        <Trans>Recent deposits</Trans>
      </Text>
      {isPending ? (
        <Skeleton h={40} />
      ) : error ? (
        <Text size="sm" c="red">
          {errorText(error)}
        </Text>
      ) : data.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No deposits yet.</Trans>
        </Text>
      ) : (
        <Stack gap="xs">
          {data.slice(0, SHOWN).map((deposit) => (
            <DepositRow key={deposit.id} deposit={deposit} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
