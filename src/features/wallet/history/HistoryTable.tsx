/**
 * One history tab's table: its column headings and, while there are no rows, the empty text
 * in place of the body. The wallet issue adds the rows and paging (10 per page).
 */
import { useLingui } from '@lingui/react/macro';
import { EmptyState, Table } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { HISTORY_EMPTY, type HistoryTab, visibleHistoryColumns } from './history-columns';

export function HistoryTable({ tab, expanded }: { tab: HistoryTab; expanded: boolean }) {
  const { i18n } = useLingui();
  const columns = visibleHistoryColumns(tab, expanded);
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table fz="sm" data-testid={`history-table-${tab}`}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.id}>{i18n._(column.label)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td colSpan={columns.length}>
              <EmptyState
                size="sm"
                py="xl"
                icon={<IconReceipt size={28} />}
                title={i18n._(HISTORY_EMPTY[tab])}
              />
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
