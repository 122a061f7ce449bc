/** The limit fields: what they start with and which changes Save sends. */
import { describe, expect, it } from 'vitest';
import type { LimitView } from '@/contracts/responsible-gambling';
import { changesOf, draftsOf } from '@/features/responsible-gambling/limits/limit-drafts';

const view = (
  period: LimitView['period'],
  amount: number | null,
  pending: LimitView['pending'] = null,
): LimitView => ({
  kind: 'deposit',
  period,
  amount,
  pending,
  used: 0,
});

const limits: LimitView[] = [
  view('day', 100),
  view('week', 300, { amount: 500, appliesAt: '2025-03-02T10:00:00.000Z' }),
  view('month', null),
];

describe('limit fields', () => {
  it('start with the limits asked for (a pending value over the one in force), empty for none', () => {
    expect(draftsOf(limits, 'deposit')).toEqual({ day: 100, week: 500, month: '' });
    expect(draftsOf(limits, 'loss')).toEqual({ day: '', week: '', month: '' });
  });

  it('send nothing when nothing changed', () => {
    expect(changesOf(limits, 'deposit', draftsOf(limits, 'deposit'))).toEqual({ changes: [] });
  });

  it('send new, lowered, raised and removed limits', () => {
    expect(changesOf(limits, 'deposit', { day: 50, week: 500, month: '1000' })).toEqual({
      changes: [
        { kind: 'deposit', period: 'day', amount: '50' },
        { kind: 'deposit', period: 'month', amount: '1000' },
      ],
    });
    expect(changesOf(limits, 'deposit', { day: '', week: 500, month: '' })).toEqual({
      changes: [{ kind: 'deposit', period: 'day', amount: null }],
    });
  });

  it('do not resend a pending change, but typing the limit in force cancels it', () => {
    expect(changesOf(limits, 'deposit', { day: 100, week: 500, month: '' })).toEqual({
      changes: [],
    });
    expect(changesOf(limits, 'deposit', { day: 100, week: 300, month: '' })).toEqual({
      changes: [{ kind: 'deposit', period: 'week', amount: '300' }],
    });
    const removal = [view('day', 100, { amount: null, appliesAt: 'x' })];
    expect(draftsOf(removal, 'deposit').day).toBe('');
    expect(changesOf(removal, 'deposit', { day: '', week: '', month: '' })).toEqual({
      changes: [],
    });
    expect(changesOf(removal, 'deposit', { day: 100, week: '', month: '' })).toEqual({
      changes: [{ kind: 'deposit', period: 'day', amount: '100' }],
    });
  });

  it('refuse zero and nonsense, naming the field', () => {
    expect(changesOf(limits, 'deposit', { day: 0, week: 300, month: '' })).toEqual({
      period: 'day',
      problem: 'notPositive',
    });
    expect(changesOf(limits, 'deposit', { day: 100, week: 'abc', month: '' })).toEqual({
      period: 'week',
      problem: 'notPositive',
    });
  });
});
