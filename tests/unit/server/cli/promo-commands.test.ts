// @vitest-environment node
/** The operator CLI's `promo` words become the operator API's promo calls. */

import { parseCommand, UsageError } from '@server/cli/operator-args';
import { describe, expect, it } from 'vitest';

describe('promo commands', () => {
  it('creates a code with uses, expiry and author', () => {
    const { request } = parseCommand([
      'promo',
      'create',
      'WELCOME',
      '5',
      'usdt',
      '--uses',
      '100',
      '--expires',
      '2030-01-01T00:00:00Z',
      '--by',
      'amina',
    ]);
    expect(request).toEqual({
      method: 'POST',
      path: '/api/operator/promo',
      body: {
        code: 'WELCOME',
        amount: '5',
        balanceType: 'usdt',
        uses: '100',
        expiresAt: '2030-01-01T00:00:00Z',
        createdBy: 'amina',
      },
    });
  });

  it('lists and disables', () => {
    expect(parseCommand(['promo', 'list']).request).toEqual({
      method: 'GET',
      path: '/api/operator/promo',
    });
    expect(parseCommand(['promo', 'disable', 'Welcome']).request).toEqual({
      method: 'POST',
      path: '/api/operator/promo/welcome/disable',
    });
  });

  it('says what is missing', () => {
    expect(() => parseCommand(['promo', 'create', 'x', '5', 'usdt'])).toThrow(/--uses/);
    expect(() => parseCommand(['promo', 'create', 'x'])).toThrow(UsageError);
    expect(() => parseCommand(['promo', 'disable'])).toThrow(/code is required/);
    expect(() => parseCommand(['promo', 'explode', 'x'])).toThrow(/unknown command/);
  });
});
