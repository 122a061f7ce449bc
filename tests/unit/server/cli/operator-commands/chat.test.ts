// @vitest-environment node
/** `npm run operator -- chat ...`: the requests they send, and their usage errors. */

import { parseCommand, UsageError } from '@server/cli/operator-args';
import { describe, expect, it } from 'vitest';

describe('operator chat commands', () => {
  it('shows a player', () => {
    expect(parseCommand(['chat', 'show', 'amina w']).request).toEqual({
      method: 'GET',
      path: '/api/operator/chat/amina%20w',
    });
  });

  it('grants and revokes chat rules, each named once', () => {
    expect(
      parseCommand(['chat', 'grant', 'amina', 'chat:mute', 'chat:ban', 'chat:mute']).request,
    ).toEqual({
      method: 'POST',
      path: '/api/operator/chat/grant',
      body: { userName: 'amina', rules: ['chat:mute', 'chat:ban'] },
    });
    expect(parseCommand(['chat', 'revoke', 'amina', 'chat:delete']).request).toEqual({
      method: 'POST',
      path: '/api/operator/chat/revoke',
      body: { userName: 'amina', rules: ['chat:delete'] },
    });
  });

  it('lifts a mute or a ban', () => {
    expect(parseCommand(['chat', 'unmute', 'amina']).request).toEqual({
      method: 'POST',
      path: '/api/operator/chat/unmute',
      body: { userName: 'amina' },
    });
    expect(parseCommand(['chat', 'unban', 'amina']).request).toEqual({
      method: 'POST',
      path: '/api/operator/chat/unban',
      body: { userName: 'amina' },
    });
  });

  it.each([
    [['chat', 'grant', 'amina']],
    [['chat', 'grant', 'amina', 'admin']],
    [['chat', 'revoke', 'amina', 'chat:mute', 'chat:everything']],
    [['chat', 'unban']],
    [['chat', 'unban', 'amina', 'extra']],
    [['chat', 'erase', 'amina']],
  ])('refuses %j with a usage error', (argv) => {
    expect(() => parseCommand(argv)).toThrow(UsageError);
  });
});
