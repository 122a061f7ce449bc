/**
 * chat_send's line rule, the one the send box checks before it sends: what a player typed
 * becomes the line as sent, or is refused for the reason the server would give.
 */
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { CHAT_MESSAGE_MAX, chatLineSchema } from '@/contracts/chat-moderation';

function refusalOf(typed: string) {
  const result = safeParse(chatLineSchema, typed);
  if (result.success) throw new Error(`"${typed}" was taken as "${result.data}"`);
  return result.error.issues;
}

describe('a chat line', () => {
  it('goes out trimmed and without directional overrides', () => {
    expect(safeParse(chatLineSchema, ' see \u202Egnp.exe ')).toEqual({
      success: true,
      data: 'see gnp.exe',
    });
  });

  it('may be as long as the limit once trimmed, not longer', () => {
    expect(safeParse(chatLineSchema, ` ${'x'.repeat(CHAT_MESSAGE_MAX)} `).success).toBe(true);
    expect(refusalOf('x'.repeat(CHAT_MESSAGE_MAX + 1))).toMatchObject([
      { code: 'too_big', message: 'A message can be at most 120 characters.' },
    ]);
  });

  it('is refused when empty, and when nothing in it can be seen, naming which', () => {
    expect(refusalOf('  ')).toMatchObject([
      { code: 'custom', params: { problem: 'empty' }, message: 'Write a message first.' },
    ]);
    expect(refusalOf('\u200B\u202E\uFE0F\u3164')).toMatchObject([
      {
        code: 'custom',
        params: { problem: 'invisible' },
        message: 'This message has no visible characters. Write something first.',
      },
    ]);
  });
});
