// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseCommand, UsageError } from '../../../../server/cli/operator-args';

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
  ])('refuses %j with a usage error', (argv) => {
    expect(() => parseCommand(argv)).toThrow(UsageError);
  });
});
