/**
 * The history dialog's table (spec part 1 §3 'Table state', 'History types'): its tabs, its
 * columns — which ones sort on the server, which only show in the expanded view — and the
 * words for every history type and every account a movement can come from.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HistoryTab, HistoryType } from '@/contracts/history-types';
import type { HistoryOrder, HistoryOrderBy } from '@/contracts/wallet-history';

/** The tab the dialog opens on without one: every movement. */
export const DEFAULT_HISTORY_TAB: HistoryTab = 'all';

export const HISTORY_TAB_LABELS: Record<HistoryTab, MessageDescriptor> = {
  bets: msg`Bets`,
  deposits: msg`Deposits`,
  withdrawals: msg`Withdrawals`,
  tips: msg`Tips`,
  bonuses: msg`Bonuses`,
  all: msg`All`,
};

export type HistoryColumnId =
  | 'type'
  | 'time'
  | 'amount'
  | 'balanceType'
  | 'balance'
  | 'reference'
  | 'transactionId';

export interface HistoryColumn {
  id: HistoryColumnId;
  label: MessageDescriptor;
  /** The server sorts by this when the heading is clicked. */
  sortBy?: HistoryOrderBy;
  /** Only in the expanded view: useful for support, noise for a quick look. */
  extended?: boolean;
  numeric?: boolean;
}

export const HISTORY_COLUMNS: readonly HistoryColumn[] = [
  { id: 'type', label: msg`Type`, sortBy: 'type' },
  { id: 'time', label: msg`Time`, sortBy: 'createdAt' },
  { id: 'amount', label: msg`Amount`, sortBy: 'amount', numeric: true },
  { id: 'balanceType', label: msg`Wallet` },
  { id: 'balance', label: msg`Balance`, numeric: true },
  { id: 'reference', label: msg`Reference`, extended: true },
  { id: 'transactionId', label: msg`Transaction ID`, extended: true },
];

export function visibleHistoryColumns(expanded: boolean): HistoryColumn[] {
  return HISTORY_COLUMNS.filter((column) => expanded || !column.extended);
}

/** Spec part 1 §8: the table's empty text. */
export const HISTORY_EMPTY = msg`No results found`;

/** Times start newest first and amounts largest first; type names read A to Z. */
export function firstOrderOf(orderBy: HistoryOrderBy): HistoryOrder {
  return orderBy === 'type' ? 'asc' : 'desc';
}

export const HISTORY_TYPE_LABELS: Record<HistoryType, MessageDescriptor> = {
  adminModify: msg`Admin modify`,
  referral: msg`Referral`,
  bet: msg`Bet`,
  bonus: msg`Bonus`,
  withdrawalDeclined: msg`Cancelled/declined withdrawal`,
  cashTransfer: msg`Cash transfer`,
  chargeback: msg`Chargeback`,
  deposit: msg`Deposit`,
  depositBonus: msg`Deposit bonus`,
  freeBet: msg`Free bet`,
  koth: msg`King of the Hill`,
  marketingBonus: msg`Marketing bonus`,
  matchPromo: msg`Match promo`,
  payout: msg`Payout`,
  promo: msg`Promo`,
  promoBuyIn: msg`Promo buy-in`,
  raffleReward: msg`Raffle reward`,
  rain: msg`Rain`,
  refund: msg`Refund`,
  rewardsLevels: msg`Rewards levels`,
  rewardsReload: msg`Rewards reload`,
  survey: msg`Survey`,
  tip: msg`Tip`,
  winRollback: msg`Win rollback`,
  withdrawal: msg`Withdrawal`,
};

/** The other side of a movement, by ledger account (server/modules/wallet/house-accounts.ts). */
const ACCOUNT_LABELS: Record<string, MessageDescriptor> = {
  house: msg`Casino`,
  payments: msg`Payment provider`,
  pendingWithdrawals: msg`Pending withdrawals`,
  promotions: msg`Promotions`,
  bonuses: msg`Bonuses`,
  rain: msg`Rain pool`,
  adjustments: msg`Adjustments`,
};

const YOU = msg`You`;
const ANOTHER_PLAYER = msg`Another player`;

export function accountLabel(account: string, own: boolean): MessageDescriptor | string {
  if (account === 'player') return own ? YOU : ANOTHER_PLAYER;
  return ACCOUNT_LABELS[account] ?? account;
}
