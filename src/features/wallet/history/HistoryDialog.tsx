/**
 * The `history` dialog (needs sign-in): the player's ledger by tab — bets, deposits,
 * withdrawals, tips, bonuses, all — the tab kept in the address; `expanded` starts with the
 * extended columns shown. The bonuses tab also shows the player's deposit bonuses.
 */
import { useLingui } from '@lingui/react/macro';
import { Stack, Switch, Tabs } from '@mantine/core';
import { HISTORY_TABS } from '@/contracts/history-types';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
import { useModal } from '@/shared/lib/modal-navigation';
import { DepositBonusSection } from '../bonus/DepositBonusSection';
import { HistoryTable } from './HistoryTable';
import { DEFAULT_HISTORY_TAB, HISTORY_TAB_LABELS } from './history-columns';

export function HistoryDialog({ params }: DialogBodyProps<'history'>) {
  const { i18n, t } = useLingui();
  const modal = useModal();
  // Both live in the address (spec part 1 §2.7: history {tab, expanded}), so a reload or a
  // shared link shows the same view.
  const expanded = params.expanded === true;
  const tab = params.tab ?? DEFAULT_HISTORY_TAB;
  const show = (next: typeof params) => modal.open('history', next, { replace: true });

  return (
    <Stack gap="md">
      <Tabs
        value={tab}
        keepMounted={false}
        onChange={(value) => {
          const next = HISTORY_TABS.find((h) => h === value);
          if (next) show({ ...params, tab: next });
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
            <Stack gap="lg">
              {h === 'bonuses' ? <DepositBonusSection /> : null}
              <HistoryTable tab={h} expanded={expanded} />
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      <Switch
        label={t`Show all columns`}
        checked={expanded}
        onChange={(e) => show({ ...params, expanded: e.currentTarget.checked })}
      />
    </Stack>
  );
}
