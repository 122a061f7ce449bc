// @vitest-environment node
/** The reality check's numbers: staked, won and the net result of a session. */

import { summarizeSession } from '@server/modules/responsible-gambling/session-summary';
import { dollars } from '@server/modules/wallet/money';
import { describe, expect, it } from 'vitest';
import type { HistoryType } from '@/contracts/history-types';

describe('session summary', () => {
  it('is zero with no play', () => {
    expect(summarizeSession(new Map())).toEqual({ staked: 0n, won: 0n, net: 0n });
  });

  it('nets payouts against stakes, less refunds and rolled-back wins', () => {
    const sums = new Map<HistoryType, bigint>([
      ['bet', -dollars(30)],
      ['refund', dollars(5)],
      ['payout', dollars(12)],
      ['winRollback', -dollars(2)],
    ]);
    expect(summarizeSession(sums)).toEqual({
      staked: dollars(25),
      won: dollars(10),
      net: -dollars(15),
    });
  });

  it('shows a winning session as a positive net', () => {
    const sums = new Map<HistoryType, bigint>([
      ['bet', -dollars('0.5')],
      ['payout', dollars('2.25')],
    ]);
    expect(summarizeSession(sums).net).toBe(dollars('1.75'));
  });
});
