// @vitest-environment node
/**
 * The pure parts of a send: what a text becomes (trimmed, escaped, '/shake'), what is refused,
 * and the one-per-second pace on a clock the test moves.
 */
import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX } from '@/contracts/chat-moderation';
import { escapeHtml } from '../../../../../server/modules/chat/escape-html';
import { composeMessage, sendErrors } from '../../../../../server/modules/chat/send-errors';
import { createSendThrottle } from '../../../../../server/modules/chat/send-throttle';

describe('composeMessage', () => {
  it('trims, escapes and types a message', () => {
    expect(composeMessage('  <img src=x onerror="a()"> & co  ', null)).toEqual({
      type: 'normal',
      message: '&lt;img src=x onerror=&quot;a()&quot;&gt; &amp; co',
      userStatus: null,
    });
    expect(composeMessage('/SHAKE', '👻')).toEqual({
      type: 'shake',
      message: '/SHAKE',
      userStatus: '👻',
    });
    expect(composeMessage('/shake it', ' ')).toMatchObject({ type: 'normal', userStatus: null });
  });

  it('counts the limit on the text as typed, not as escaped', () => {
    expect(composeMessage('<'.repeat(CHAT_MESSAGE_MAX), null)).toMatchObject({
      message: '&lt;'.repeat(CHAT_MESSAGE_MAX),
    });
    expect(composeMessage('a'.repeat(CHAT_MESSAGE_MAX + 1), null)).toEqual({
      error: sendErrors.tooLong,
    });
    expect(composeMessage('   ', null)).toEqual({ error: sendErrors.empty });
  });

  it('escapes every character that could open markup or an attribute', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
    expect(escapeHtml('plain text')).toBe('plain text');
  });
});

describe('createSendThrottle', () => {
  it('lets a player send once per second, without counting refusals', () => {
    let now = 10_000;
    const throttle = createSendThrottle(() => now);
    expect(throttle.take('amina')).toBe(true);
    now += 999;
    expect(throttle.take('amina')).toBe(false);
    expect(throttle.take('baraka')).toBe(true);
    now += 1;
    expect(throttle.take('amina')).toBe(true);
    now += 500;
    expect(throttle.take('amina')).toBe(false);
    now += 500;
    expect(throttle.take('amina')).toBe(true);
  });
});
