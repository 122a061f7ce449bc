/** The player's latest deposits with their status, kept live by `depositUpdated`. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Deposit } from '@/contracts/payments';
import { PaymentList } from './PaymentList';
import { formatPaymentAmount } from './payment-amount';
import {
  DEPOSIT_METHOD_LABELS,
  DEPOSIT_STATUS_COLORS,
  DEPOSIT_STATUS_LABELS,
} from './payment-messages';
import { depositsQuery } from './payments-api';

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
  const query = useQuery(depositsQuery());
  return (
    <PaymentList
      title={<Trans>Recent deposits</Trans>}
      empty={<Trans>No deposits yet.</Trans>}
      testId="recent-deposits"
      query={query}
      row={(deposit) => <DepositRow key={deposit.id} deposit={deposit} />}
    />
  );
}
