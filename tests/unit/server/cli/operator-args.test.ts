// @vitest-environment node

import { parseCommand, UsageError } from '@server/cli/operator-args';
import { describe, expect, it } from 'vitest';

describe('operator CLI grammar', () => {
  it('turns commands into operator API requests', () => {
    expect(
      parseCommand(['banner', 'set', '--message', 'Hi', '--title', 'T', '--link', '/fair']).request,
    ).toEqual({
      method: 'PUT',
      path: '/api/operator/banner',
      body: { message: 'Hi', title: 'T', link: '/fair' },
    });
    expect(parseCommand(['banner', 'clear']).request).toEqual({
      method: 'DELETE',
      path: '/api/operator/banner',
    });
    expect(parseCommand(['settings', 'show']).request).toEqual({
      method: 'GET',
      path: '/api/operator/settings',
    });
    expect(
      parseCommand([
        'settings',
        'set',
        'flag.cashEnabled=false',
        'feature.chat=off',
        'disabledApp=on',
      ]).request,
    ).toEqual({
      method: 'PATCH',
      path: '/api/operator/settings',
      body: { flags: { cashEnabled: false }, features: { chat: false }, disabledApp: true },
    });
    expect(parseCommand(['settings', 'maintenance', 'off']).request.body).toEqual({
      disabledApp: false,
    });
    expect(
      parseCommand(['push', '--title', 'Jackpot', '--body', 'Tonight', '--url', '/casino']).request,
    ).toEqual({
      method: 'POST',
      path: '/api/operator/push',
      body: { title: 'Jackpot', body: 'Tonight', url: '/casino', tag: undefined },
    });
    expect(
      parseCommand(['push', '--title', 'Hi', '--body', '', '--tag', 'promo']).request.body,
    ).toEqual({ title: 'Hi', body: '', url: '/', tag: 'promo' });
    expect(parseCommand(['settings', 'show', '--server', 'http://10.0.0.2:8080']).server).toBe(
      'http://10.0.0.2:8080',
    );
  });

  it.each([
    [[]],
    [['banner']],
    [['banner', 'set']],
    [['settings', 'set']],
    [['settings', 'set', 'flag.cashEnabled=maybe']],
    [['settings', 'set', 'colour=red']],
    [['settings', 'maintenance']],
    [['dance']],
    [['push', '--body', 'no title']],
    [['push', '--title', 'no body']],
    [['push', 'now', '--title', 'T', '--body', 'B']],
    [['kyc', 'show']],
    [['kyc', 'review', 'amy', '5', 'verified']],
    [['kyc', 'review', 'amy', '2', 'maybe']],
    [['kyc', 'review', 'amy', '2', 'rejected']],
    [['kyc', 'require', 'amy', 'two']],
    [['kyc', 'forget', 'amy']],
  ])('refuses %j with a usage error', (argv) => {
    expect(() => parseCommand(argv)).toThrow(UsageError);
  });
});

describe('operator CLI: identity verification', () => {
  it('shows, reviews and requires levels', () => {
    expect(parseCommand(['kyc', 'show', 'amy o']).request).toEqual({
      method: 'GET',
      path: '/api/operator/kyc/amy%20o',
    });
    expect(
      parseCommand(['kyc', 'review', 'amy', '2', 'rejected', '--reason', 'Blurred']).request,
    ).toEqual({
      method: 'POST',
      path: '/api/operator/kyc/review',
      body: { userName: 'amy', level: 2, decision: 'rejected', reason: 'Blurred' },
    });
    expect(parseCommand(['kyc', 'require', 'amy', '0']).request).toEqual({
      method: 'POST',
      path: '/api/operator/kyc/override',
      body: { userName: 'amy', level: 0 },
    });
  });
});
