/** One cell of a history row: the type opens the details, amounts are signed, times local. */
import { useLingui } from '@lingui/react/macro';
import { Anchor, Text } from '@mantine/core';
import type { HistoryEntry } from '@/contracts/wallet';
import { formatAmount } from '@/shared/lib/money';
import { balanceLabel } from '../balance-label';
import { HISTORY_TYPE_LABELS, type HistoryColumnId } from './history-columns';
import { formatSignedAmount, formatTime } from './history-format';

interface Props {
  column: HistoryColumnId;
  entry: HistoryEntry;
  onOpen: () => void;
}

export function HistoryCell({ column, entry, onOpen }: Props) {
  const { i18n } = useLingui();
  switch (column) {
    case 'type':
      return (
        <Anchor
          component="button"
          type="button"
          fz="sm"
          c="inherit"
          fw={600}
          ta="start"
          style={{ whiteSpace: 'nowrap' }}
          onClick={(event) => {
            // The row opens the details too; one navigation is enough.
            event.stopPropagation();
            onOpen();
          }}
        >
          {i18n._(HISTORY_TYPE_LABELS[entry.type])}
        </Anchor>
      );
    case 'time':
      return (
        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatTime(i18n, entry.createdAt)}
        </Text>
      );
    case 'amount':
      return (
        <Text
          fz="sm"
          fw={600}
          c={entry.amount < 0 ? 'red.4' : 'teal.4'}
          data-testid="history-amount"
        >
          {formatSignedAmount(entry.amount)}
        </Text>
      );
    case 'balanceType':
      return <Text fz="sm">{balanceLabel(i18n, entry.balanceType)}</Text>;
    case 'balance':
      return <Text fz="sm">{formatAmount(entry.balanceAfter)}</Text>;
    case 'reference':
      return (
        <Text fz="sm" maw={220} truncate="end" title={entry.reference ?? undefined}>
          {entry.reference ?? '—'}
        </Text>
      );
    case 'transactionId':
      return (
        <Text fz="sm" ff="monospace">
          {entry.transactionId}
        </Text>
      );
  }
}
