/**
 * Ledger transaction types, one per history type of spec part 1 §3 'History types', and the
 * history dialog's tabs over them (issue 5 'History'). Stable API surface: stored in the
 * ledger and sent to the client.
 */
export const HISTORY_TYPES = [
  'adminModify',
  'referral',
  'bet',
  'bonus',
  'withdrawalDeclined',
  'cashTransfer',
  'chargeback',
  'deposit',
  'depositBonus',
  'freeBet',
  'koth',
  'marketingBonus',
  'matchPromo',
  'payout',
  'promo',
  'promoBuyIn',
  'raffleReward',
  'rain',
  'refund',
  'rewardsLevels',
  'rewardsReload',
  'survey',
  'tip',
  'winRollback',
  'withdrawal',
] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

export const HISTORY_TABS = ['bets', 'deposits', 'withdrawals', 'tips', 'bonuses', 'all'] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];

/** Which types each tab lists; 'all' lists every type. */
export const HISTORY_TAB_TYPES: Readonly<
  Record<Exclude<HistoryTab, 'all'>, readonly HistoryType[]>
> = {
  bets: ['bet', 'payout', 'refund', 'winRollback', 'freeBet'],
  deposits: ['deposit', 'chargeback'],
  withdrawals: ['withdrawal', 'withdrawalDeclined'],
  tips: ['tip', 'cashTransfer'],
  bonuses: [
    'bonus',
    'depositBonus',
    'promo',
    'promoBuyIn',
    'marketingBonus',
    'matchPromo',
    'rewardsLevels',
    'rewardsReload',
    'rain',
    'koth',
    'raffleReward',
    'referral',
    'survey',
  ],
};

export function historyTypesOf(tab: HistoryTab): readonly HistoryType[] {
  return tab === 'all' ? HISTORY_TYPES : HISTORY_TAB_TYPES[tab];
}
