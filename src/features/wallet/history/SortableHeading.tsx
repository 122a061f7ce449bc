/**
 * A column heading of the history table: a button that asks the server to sort by it (again
 * to flip the order), with `aria-sort` on the sorted one. Other headings are plain text.
 */
import { useLingui } from '@lingui/react/macro';
import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { HistoryOrder, HistoryOrderBy } from '@/contracts/wallet-history';
import type { HistoryColumn } from './history-columns';

interface Props {
  column: HistoryColumn;
  orderBy: HistoryOrderBy;
  order: HistoryOrder;
  onSort: (orderBy: HistoryOrderBy) => void;
}

export function SortableHeading({ column, orderBy, order, onSort }: Props) {
  const { i18n } = useLingui();
  const label = i18n._(column.label);
  const align = column.numeric ? 'end' : undefined;
  const { sortBy } = column;
  if (!sortBy) return <Table.Th ta={align}>{label}</Table.Th>;
  const sorted = orderBy === sortBy;
  const Icon = !sorted ? IconSelector : order === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th
      ta={align}
      aria-sort={sorted ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
      data-testid={`history-sort-${sortBy}`}
    >
      <UnstyledButton onClick={() => onSort(sortBy)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap" justify={column.numeric ? 'flex-end' : undefined}>
          {label}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
