// @vitest-environment node

import { parseCommand, UsageError } from '@server/cli/operator-args';
import { describe, expect, it } from 'vitest';

const common = ['--name', 'Welcome', '--min-deposit', '10', '--multiple', '30'];

describe('operator CLI: bonus', () => {
  it('creates a fixed or a match offer, with the expiry in hours', () => {
    expect(
      parseCommand(['bonus', 'create', ...common, '--expires-in', '7d', '--fixed', '5']).request,
    ).toEqual({
      method: 'POST',
      path: '/api/operator/bonuses',
      body: {
        kind: 'fixed',
        name: 'Welcome',
        minDeposit: '10',
        wagerMultiple: 30,
        expiryHours: 168,
        fixedAmount: '5',
      },
    });
    const match = parseCommand([
      'bonus',
      'create',
      ...common,
      '--expires-in',
      '48h',
      '--match',
      '100',
      '--max',
      '200',
    ]).request;
    expect(match.body).toMatchObject({
      kind: 'match',
      matchPercent: 100,
      maxAmount: '200',
      expiryHours: 48,
    });
  });

  it('lists, disables and enables offers', () => {
    expect(parseCommand(['bonus', 'list']).request).toEqual({
      method: 'GET',
      path: '/api/operator/bonuses',
    });
    expect(parseCommand(['bonus', 'disable', 'abc']).request).toEqual({
      method: 'POST',
      path: '/api/operator/bonuses/abc/disable',
    });
    expect(parseCommand(['bonus', 'enable', 'abc']).request.path).toBe(
      '/api/operator/bonuses/abc/enable',
    );
  });

  it.each([
    [['bonus', 'create', ...common, '--expires-in', '7d']],
    [['bonus', 'create', ...common, '--expires-in', '7d', '--fixed', '5', '--match', '50']],
    [['bonus', 'create', ...common, '--expires-in', '7d', '--match', '50']],
    [['bonus', 'create', ...common, '--expires-in', '7w', '--fixed', '5']],
    [['bonus', 'create', ...common, '--expires-in', '0h', '--fixed', '5']],
    [
      [
        'bonus',
        'create',
        '--name',
        'W',
        '--min-deposit',
        '10',
        '--multiple',
        '2.5',
        '--fixed',
        '5',
      ],
    ],
    [['bonus', 'disable']],
    [['bonus', 'grant']],
  ])('refuses %j', (argv) => {
    expect(() => parseCommand(argv)).toThrow(UsageError);
  });
});
