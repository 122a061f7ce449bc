/** What the details dialog shows of one entry: its facts, the movement's legs, and its meta. */
import { Trans, useLingui } from '@lingui/react/macro';
import { DataList, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { HistoryDetails } from '@/contracts/wallet-history';
import { formatAmount } from '@/shared/lib/money';
import { balanceLabel } from '../balance-label';
import { accountLabel, HISTORY_TYPE_LABELS } from './history-columns';
import { formatSignedAmount, formatTime } from './history-format';

function Fact({
  label,
  children,
  testId,
}: {
  label: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

/** Meta values are facts the server recorded (a name, an id, a status): shown as they are. */
function metaText(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  return JSON.stringify(value);
}

export function EntryFacts({ details }: { details: HistoryDetails }) {
  const { i18n } = useLingui();
  const { entry, legs } = details;
  const meta = Object.entries(entry.meta);
  return (
    <Stack gap="lg" data-testid="history-details">
      <DataList size="sm">
        <Fact label={<Trans>Type</Trans>} testId="history-details-type">
          {i18n._(HISTORY_TYPE_LABELS[entry.type])}
        </Fact>
        <Fact label={<Trans>Time</Trans>}>{formatTime(i18n, entry.createdAt)}</Fact>
        <Fact label={<Trans>Amount</Trans>} testId="history-details-amount">
          {formatSignedAmount(entry.amount)} {balanceLabel(i18n, entry.balanceType)}
        </Fact>
        <Fact label={<Trans>Balance after</Trans>}>{formatAmount(entry.balanceAfter)}</Fact>
        <Fact label={<Trans>Reference</Trans>}>{entry.reference ?? '—'}</Fact>
        <Fact label={<Trans>Transaction ID</Trans>} testId="history-details-transaction">
          {entry.transactionId}
        </Fact>
        <Fact label={<Trans>Entry ID</Trans>}>{entry.id}</Fact>
      </DataList>
      <Stack gap={6}>
        <Title order={5}>
          <Trans>Movement</Trans>
        </Title>
        {legs.map((leg, index) => {
          const label = accountLabel(leg.account, leg.own);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: legs are listed in ledger order and never reorder.
            <Group key={index} justify="space-between" data-testid="history-details-leg">
              <Text size="sm" fw={leg.own ? 700 : 400}>
                {typeof label === 'string' ? label : i18n._(label)}
              </Text>
              <Text size="sm">{formatSignedAmount(leg.amount)}</Text>
            </Group>
          );
        })}
      </Stack>
      {meta.length > 0 ? (
        <Stack gap={6}>
          <Title order={5}>
            <Trans>Details</Trans>
          </Title>
          <DataList size="sm">
            {meta.map(([key, value]) => (
              <Fact key={key} label={key}>
                {metaText(value)}
              </Fact>
            ))}
          </DataList>
        </Stack>
      ) : null}
    </Stack>
  );
}
