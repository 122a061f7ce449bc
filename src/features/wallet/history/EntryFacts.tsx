/** What the details dialog shows of one entry: its facts, the movement's legs, and its meta. */
import { Trans, useLingui } from '@lingui/react/macro';
import { DataList, Group, Stack, Text, Title } from '@mantine/core';
import type { HistoryDetails } from '@/contracts/wallet-history';
import { formatAmount } from '@/shared/lib/money';
import { DataFact } from '@/shared/ui/DataFact';
import { balanceLabel } from '../balance-label';
import { accountLabel, HISTORY_TYPE_LABELS } from './history-columns';
import { formatSignedAmount, formatTime } from './history-format';

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
        <DataFact label={<Trans>Type</Trans>} testId="history-details-type">
          {i18n._(HISTORY_TYPE_LABELS[entry.type])}
        </DataFact>
        <DataFact label={<Trans>Time</Trans>}>{formatTime(i18n, entry.createdAt)}</DataFact>
        <DataFact label={<Trans>Amount</Trans>} testId="history-details-amount">
          {formatSignedAmount(entry.amount)} {balanceLabel(i18n, entry.balanceType)}
        </DataFact>
        <DataFact label={<Trans>Balance after</Trans>}>{formatAmount(entry.balanceAfter)}</DataFact>
        <DataFact label={<Trans>Reference</Trans>}>{entry.reference ?? '—'}</DataFact>
        <DataFact label={<Trans>Transaction ID</Trans>} testId="history-details-transaction">
          {entry.transactionId}
        </DataFact>
        <DataFact label={<Trans>Entry ID</Trans>}>{entry.id}</DataFact>
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
              <DataFact key={key} label={key}>
                {metaText(value)}
              </DataFact>
            ))}
          </DataList>
        </Stack>
      ) : null}
    </Stack>
  );
}
