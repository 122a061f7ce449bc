/**
 * The `history` dialog (needs sign-in): bets, transactions, deposits and withdrawals, the tab
 * kept in the address; `expanded` starts with every column shown.
 */
import { useLingui } from '@lingui/react/macro';
import { Stack, Switch, Tabs } from '@mantine/core';
import { useState } from 'react';
import { HISTORY_TABS } from '@/contracts/modals';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
import { useModal } from '@/shared/lib/modal-navigation';
import { HistoryTable } from './HistoryTable';
import { HISTORY_TAB_LABELS } from './history-columns';

export function HistoryDialog({ params }: DialogBodyProps<'history'>) {
  const { i18n, t } = useLingui();
  const modal = useModal();
  const [expanded, setExpanded] = useState(params.expanded === true);
  const tab = params.tab ?? 'bets';

  return (
    <Stack gap="md">
      <Tabs
        value={tab}
        onChange={(value) => {
          const next = HISTORY_TABS.find((h) => h === value);
          if (next) modal.open('history', { ...params, tab: next, expanded }, { replace: true });
        }}
      >
        <Tabs.List mb="md">
          {HISTORY_TABS.map((h) => (
            <Tabs.Tab key={h} value={h}>
              {i18n._(HISTORY_TAB_LABELS[h])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {HISTORY_TABS.map((h) => (
          <Tabs.Panel key={h} value={h}>
            <HistoryTable tab={h} expanded={expanded} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <Switch
        label={t`Show all columns`}
        checked={expanded}
        onChange={(e) => setExpanded(e.currentTarget.checked)}
      />
    </Stack>
  );
}
