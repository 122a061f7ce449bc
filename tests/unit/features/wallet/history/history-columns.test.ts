import { describe, expect, it } from 'vitest';
import { HISTORY_TYPES } from '@/contracts/history-types';
import {
  accountLabel,
  firstOrderOf,
  HISTORY_TYPE_LABELS,
  visibleHistoryColumns,
} from '@/features/wallet/history/history-columns';

describe('history columns', () => {
  it('show reference and transaction id only in the expanded view', () => {
    const compact = visibleHistoryColumns(false).map((c) => c.id);
    const expanded = visibleHistoryColumns(true).map((c) => c.id);
    expect(compact).toEqual(['type', 'time', 'amount', 'balanceType', 'balance']);
    expect(expanded).toEqual([...compact, 'reference', 'transactionId']);
  });

  it('sort the server-sortable ones: type, time, amount', () => {
    const sortable = visibleHistoryColumns(true).flatMap((c) => (c.sortBy ? [c.sortBy] : []));
    expect(sortable).toEqual(['type', 'createdAt', 'amount']);
    expect(firstOrderOf('createdAt')).toBe('desc');
    expect(firstOrderOf('amount')).toBe('desc');
    expect(firstOrderOf('type')).toBe('asc');
  });

  it('have a distinct label for every history type', () => {
    const labels = HISTORY_TYPES.map((type) => HISTORY_TYPE_LABELS[type].message);
    expect(labels.every((label) => typeof label === 'string' && label.length > 0)).toBe(true);
    expect(new Set(labels).size).toBe(HISTORY_TYPES.length);
  });

  it('name the other side of a movement without naming other players', () => {
    expect(accountLabel('player', true)).toMatchObject({ message: 'You' });
    expect(accountLabel('player', false)).toMatchObject({ message: 'Another player' });
    expect(accountLabel('payments', false)).toMatchObject({ message: 'Payment provider' });
    expect(accountLabel('somethingNew', false)).toBe('somethingNew');
  });
});
