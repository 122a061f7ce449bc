/**
 * The texts a `chat_send` acknowledgement answers when a message is refused (spec part 2 §8:
 * the client shows them in the banner above the input as they are), and the message a send
 * becomes once accepted: trimmed, HTML-escaped, '/shake' typed as a shake.
 */
import { CHAT_MESSAGE_MAX } from '@/contracts/chat-moderation';
import { escapeHtml } from './escape-html';
import type { ChatLine } from './messages-repository';

/** '2026-03-01 14:05:09 UTC': to the second, since a mute may last only a minute. */
function utcSeconds(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

export const sendErrors = {
  malformed: 'This message could not be read. Reload the page and try again.',
  signedOut: 'Sign in to chat.',
  mustSetName: 'Choose a username before you chat.',
  closed: 'This account is closed.',
  chatOff: 'The chat is closed at the moment.',
  banned: 'You are banned from the chat.',
  mutedUntil: (until: Date) => `You are muted in the chat until ${utcSeconds(until)}.`,
  empty: 'Write a message first.',
  tooLong: `A message can be at most ${CHAT_MESSAGE_MAX} characters.`,
  slowDown: 'Slow down: one message per second.',
  failed: 'Your message could not be sent. Try again.',
};

export const SHAKE_COMMAND = '/shake';

export type ComposedMessage = Pick<ChatLine, 'type' | 'message' | 'userStatus'>;

/** The message to store, or the refusal text. */
export function composeMessage(
  text: string,
  userStatus: string | null,
): ComposedMessage | { error: string } {
  const trimmed = text.trim();
  if (trimmed.length === 0) return { error: sendErrors.empty };
  if (trimmed.length > CHAT_MESSAGE_MAX) return { error: sendErrors.tooLong };
  const status = userStatus?.trim() || null;
  return {
    type: trimmed.toLowerCase() === SHAKE_COMMAND ? 'shake' : 'normal',
    message: escapeHtml(trimmed),
    userStatus: status === null ? null : escapeHtml(status),
  };
}
