// @vitest-environment node
/** The operator CLI's chain, payments and withdrawals commands as operator API requests. */

import { parseCommand, USAGE, UsageError } from '@server/cli/operator-args';
import { describe, expect, it } from 'vitest';

const request = (...argv: string[]) => parseCommand(argv).request;

describe('chain', () => {
  it('sends to a player or an address, with optional confirmations and tag', () => {
    expect(request('chain', 'send', 'alice', 'XRP', '25')).toEqual({
      method: 'POST',
      path: '/api/operator/chain/send',
      body: { to: 'alice', coin: 'xrp', amount: '25' },
    });
    expect(
      request(
        'chain',
        'send',
        'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
        'xrp',
        '10',
        '--confirmations',
        '0',
        '--tag',
        '7',
      ),
    ).toEqual({
      method: 'POST',
      path: '/api/operator/chain/send',
      body: {
        to: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
        coin: 'xrp',
        amount: '10',
        confirmations: '0',
        tag: '7',
      },
    });
    expect(request('chain', 'confirm', 'ABCD', '--confirmations', '3')).toEqual({
      method: 'POST',
      path: '/api/operator/chain/confirm',
      body: { txHash: 'ABCD', confirmations: '3' },
    });
  });

  it('refuses a send without amount', () => {
    expect(() => request('chain', 'send', 'alice', 'xrp')).toThrow(UsageError);
    expect(() => request('chain', 'burn')).toThrow(UsageError);
  });
});

describe('payments', () => {
  it('lists, completes and fails', () => {
    expect(request('payments', 'list', '--status', 'unmatched')).toEqual({
      method: 'GET',
      path: '/api/operator/payments?status=unmatched',
    });
    expect(request('payments', 'complete', '12')).toEqual({
      method: 'POST',
      path: '/api/operator/payments/12/complete',
    });
    expect(request('payments', 'fail', '12')).toEqual({
      method: 'POST',
      path: '/api/operator/payments/12/fail',
    });
    expect(() => request('payments', 'complete')).toThrow(UsageError);
  });
});

describe('withdrawals', () => {
  it('lists, approves and declines with a reason', () => {
    expect(request('withdrawals', 'list')).toEqual({
      method: 'GET',
      path: '/api/operator/withdrawals',
    });
    expect(request('withdrawals', 'list', '--status', 'all', '--limit', '5')).toEqual({
      method: 'GET',
      path: '/api/operator/withdrawals?status=all&limit=5',
    });
    expect(request('withdrawals', 'approve', '3')).toEqual({
      method: 'POST',
      path: '/api/operator/withdrawals/3/approve',
    });
    expect(request('withdrawals', 'decline', '3', '--reason', 'Wrong address')).toEqual({
      method: 'POST',
      path: '/api/operator/withdrawals/3/decline',
      body: { reason: 'Wrong address' },
    });
    expect(() => request('withdrawals', 'decline', '3')).toThrow(/--reason is required/);
    expect(() => request('withdrawals', 'approve')).toThrow(UsageError);
  });

  it('are in the usage text', () => {
    expect(USAGE).toContain('chain send <username|address> <coin> <amount>');
    expect(USAGE).toContain('payments complete <paymentId>');
    expect(USAGE).toContain('withdrawals decline <id> --reason "text"');
  });
});

describe('wallet prices', () => {
  it('lists the prices and sets one', () => {
    expect(request('wallet', 'prices')).toEqual({
      method: 'GET',
      path: '/api/operator/coin-prices',
    });
    expect(request('wallet', 'price', 'XRP', '0.52')).toEqual({
      method: 'PUT',
      path: '/api/operator/coin-prices/xrp',
      body: { usd: '0.52' },
    });
    expect(() => request('wallet', 'price', 'xrp')).toThrow(UsageError);
  });
});
