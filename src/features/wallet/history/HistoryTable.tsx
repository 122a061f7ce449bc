/**
 * One history tab's table: sortable headings (the server sorts), skeleton rows while a page
 * loads, 'No results found' when the tab is empty, pagination of 10 rows, and each row opening
 * its details (`historyDetails`, tabKey and row = entry id).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  EmptyState,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Table,
} from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import type { HistoryTab } from '@/contracts/history-types';
import { useModal } from '@/shared/lib/modal-navigation';
import { HistoryCell } from './HistoryCell';
import { HISTORY_EMPTY, visibleHistoryColumns } from './history-columns';
import { SortableHeading } from './SortableHeading';
import { pageCountOf, useHistoryTable } from './table-state';

export function HistoryTable({ tab, expanded }: { tab: HistoryTab; expanded: boolean }) {
  const { i18n } = useLingui();
  const modal = useModal();
  const table = useHistoryTable(tab);
  const columns = visibleHistoryColumns(expanded);
  const openDetails = (entryId: string) =>
    modal.open('historyDetails', { tabKey: tab, row: entryId }, { replace: true });

  if (table.error) {
    return (
      <Alert color="red" variant="light" title={<Trans>The history could not be loaded.</Trans>}>
        <Button size="xs" variant="default" mt="xs" onClick={table.retry}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={560}>
        <Table
          fz="sm"
          highlightOnHover
          data-testid={`history-table-${tab}`}
          aria-busy={table.loading}
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <SortableHeading
                  key={column.id}
                  column={column}
                  orderBy={table.orderBy}
                  order={table.order}
                  onSort={table.sortBy}
                />
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {table.loading ? (
              Array.from({ length: table.pageSize }, (_, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else.
                <Table.Tr key={row} data-testid="history-skeleton-row">
                  {columns.map((column) => (
                    <Table.Td key={column.id}>
                      <Skeleton height={12} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            ) : table.rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <EmptyState
                    size="sm"
                    py="xl"
                    icon={<IconReceipt size={28} />}
                    title={i18n._(HISTORY_EMPTY)}
                    data-testid="history-empty"
                  />
                </Table.Td>
              </Table.Tr>
            ) : (
              table.rows.map((entry) => (
                <Table.Tr
                  key={entry.id}
                  data-testid="history-row"
                  data-entry-id={entry.id}
                  style={{ cursor: 'pointer' }}
                  onClick={() => openDetails(entry.id)}
                >
                  {columns.map((column) => (
                    <Table.Td key={column.id} ta={column.numeric ? 'end' : undefined}>
                      <HistoryCell
                        column={column.id}
                        entry={entry}
                        onOpen={() => openDetails(entry.id)}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="center">
        <Pagination
          total={pageCountOf(table.rowCount, table.pageSize)}
          value={table.page}
          onChange={table.setPage}
          hideWithOnePage
          size="sm"
          data-testid="history-pagination"
        />
      </Group>
    </Stack>
  );
}
