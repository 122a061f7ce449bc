/**
 * The `historyDetails` dialog (`tabKey` and `row` name one history entry). The server keeps no
 * history yet, so there is no entry to look up: the dialog names what was asked for, says
 * there are no details, and leads back to the history tab it came from.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, DataList, EmptyState, Stack } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { HISTORY_TABS } from '@/contracts/modals';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
import { useModal } from '@/shared/lib/modal-navigation';
import { HISTORY_TAB_LABELS } from './history-columns';

export function HistoryDetailsDialog({ params }: DialogBodyProps<'historyDetails'>) {
  const { i18n } = useLingui();
  const modal = useModal();
  const tab = HISTORY_TABS.find((h) => h === params.tabKey);
  return (
    <Stack gap="md">
      {params.row || tab ? (
        <DataList size="sm">
          {tab ? (
            <DataList.Item>
              <DataList.ItemLabel>
                <Trans>Section</Trans>
              </DataList.ItemLabel>
              <DataList.ItemValue>{i18n._(HISTORY_TAB_LABELS[tab])}</DataList.ItemValue>
            </DataList.Item>
          ) : null}
          {params.row ? (
            <DataList.Item>
              <DataList.ItemLabel>
                <Trans>Entry</Trans>
              </DataList.ItemLabel>
              <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>
                {params.row}
              </DataList.ItemValue>
            </DataList.Item>
          ) : null}
        </DataList>
      ) : null}
      <EmptyState
        size="sm"
        icon={<IconListDetails size={28} />}
        title={<Trans>No details to show</Trans>}
        description={<Trans>Your history has no entries yet, so this entry has no details.</Trans>}
      />
      <Button
        variant="default"
        onClick={() => modal.open('history', { tab: tab ?? 'bets' }, { replace: true })}
      >
        <Trans>Back to history</Trans>
      </Button>
    </Stack>
  );
}
