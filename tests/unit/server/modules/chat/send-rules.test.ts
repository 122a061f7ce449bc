// @vitest-environment node
/**
 * The pure parts of a send: what a text becomes (trimmed, escaped, '/shake'), what is refused,
 * and the one-per-second pace on a clock the test moves.
 */

import { escapeHtml } from '@server/modules/chat/escape-html';
import { composeMessage, sendErrors } from '@server/modules/chat/send-errors';
import { createSendThrottle } from '@server/modules/chat/send-throttle';
import { INVISIBLE_CHARACTERS } from '@tests/support/invisible-characters';
import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX } from '@/contracts/chat-moderation';

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

  it.each(INVISIBLE_CHARACTERS)('refuses a line made only of %s', (_name, character, kind) => {
    // Whitespace trims away to an empty line; the rest is there but cannot be seen.
    const error = kind === 'space' ? sendErrors.empty : sendErrors.invisible;
    expect(composeMessage(` ${character.repeat(5)} `, null)).toEqual({ error });
  });

  it('refuses a line of invisible characters of every kind at once', () => {
    const all = INVISIBLE_CHARACTERS.map(([, character]) => character).join('');
    expect(composeMessage(all, null)).toEqual({ error: sendErrors.invisible });
  });

  it('strips directional overrides and isolates, so a line reads as its characters', () => {
    expect(composeMessage('my file \u202Egnp.exe', '\u202E🎃')).toEqual({
      type: 'normal',
      message: 'my file gnp.exe',
      userStatus: '🎃',
    });
    expect(composeMessage('\u2067a\u2069 \u202Ab\u202C', '\u200B')).toMatchObject({
      message: 'a b',
      userStatus: null,
    });
    // Right-to-left writing and emoji sequences keep every character they are made of.
    expect(composeMessage('שלום!\u200F 👨\u200D👩\u200D👧', null)).toMatchObject({
      message: 'שלום!\u200F 👨\u200D👩\u200D👧',
    });
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
