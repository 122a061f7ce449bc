// @vitest-environment node
/** `npm run operator -- rg show|lift <username>`: the requests they send, and their usage errors. */

import { parseCommand, UsageError } from '@server/cli/operator-args';
import { describe, expect, it } from 'vitest';

describe('operator rg commands', () => {
  it('shows a player', () => {
    expect(parseCommand(['rg', 'show', 'amina w']).request).toEqual({
      method: 'GET',
      path: '/api/operator/rg/amina%20w',
    });
  });

  it('lifts with a reason', () => {
    expect(parseCommand(['rg', 'lift', 'amina', '--reason', 'asked by email']).request).toEqual({
      method: 'POST',
      path: '/api/operator/rg/lift',
      body: { userName: 'amina', reason: 'asked by email' },
    });
  });

  it('refuses a lift without a reason, a missing name and unknown actions', () => {
    expect(() => parseCommand(['rg', 'lift', 'amina'])).toThrow(UsageError);
    expect(() => parseCommand(['rg', 'show'])).toThrow(UsageError);
    expect(() => parseCommand(['rg', 'erase', 'amina'])).toThrow(UsageError);
  });
});
