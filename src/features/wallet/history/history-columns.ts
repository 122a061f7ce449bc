/**
 * The history dialog's tables (spec part 1 §3 'Table state', 'History types'): each tab's
 * columns and its empty text. Extended columns show only in the expanded view.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HISTORY_TABS } from '@/contracts/modals';

export type HistoryTab = (typeof HISTORY_TABS)[number];

export interface HistoryColumn {
  id: string;
  label: MessageDescriptor;
  /** Only in the expanded view: useful for support, noise for a quick look. */
  extended?: boolean;
}

export const HISTORY_TAB_LABELS: Record<HistoryTab, MessageDescriptor> = {
  bets: msg`Bets`,
  all: msg`All`,
  tips: msg`Tips`,
  bonuses: msg`Bonuses`,
  deposits: msg`Deposits`,
  withdrawals: msg`Withdrawals`,
};

const LEDGER_COLUMNS: readonly HistoryColumn[] = [
  { id: 'type', label: msg`Type` },
  { id: 'time', label: msg`Time` },
  { id: 'amount', label: msg`Amount` },
  { id: 'balance', label: msg`Balance` },
  { id: 'reference', label: msg`Reference`, extended: true },
];

export const HISTORY_COLUMNS: Record<HistoryTab, readonly HistoryColumn[]> = {
  bets: [
    { id: 'game', label: msg`Game` },
    { id: 'time', label: msg`Time` },
    { id: 'bet', label: msg`Bet` },
    { id: 'multiplier', label: msg`Multiplier` },
    { id: 'payout', label: msg`Payout` },
    { id: 'betId', label: msg`Bet ID`, extended: true },
  ],
  all: LEDGER_COLUMNS,
  tips: LEDGER_COLUMNS,
  bonuses: LEDGER_COLUMNS,
  deposits: [
    { id: 'time', label: msg`Time` },
    { id: 'method', label: msg`Method` },
    { id: 'amount', label: msg`Amount` },
    { id: 'status', label: msg`Status` },
    { id: 'reference', label: msg`Reference`, extended: true },
  ],
  withdrawals: [
    { id: 'time', label: msg`Time` },
    { id: 'method', label: msg`Method` },
    { id: 'amount', label: msg`Amount` },
    { id: 'status', label: msg`Status` },
    { id: 'reference', label: msg`Reference`, extended: true },
  ],
};

export const HISTORY_EMPTY: Record<HistoryTab, MessageDescriptor> = {
  bets: msg`No bets yet`,
  all: msg`No transactions yet`,
  tips: msg`No tips yet`,
  bonuses: msg`No bonuses yet`,
  deposits: msg`No deposits yet`,
  withdrawals: msg`No withdrawals yet`,
};

export function visibleHistoryColumns(tab: HistoryTab, expanded: boolean): HistoryColumn[] {
  return HISTORY_COLUMNS[tab].filter((column) => expanded || !column.extended);
}
