/**
 * The texts a `chat_send` acknowledgement answers when a message is refused (spec part 2 §8:
 * the client shows them in the banner above the input as they are), and the message a send
 * becomes once accepted: the shared text rule applied (trimmed, no directional formatting,
 * something visible in it), HTML-escaped, '/shake' typed as a shake.
 */
import { hasVisibleCharacter, readChatText, withoutDirectionalFormatting } from '@/contracts/chat';
import {
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGE_TOO_LONG,
  chatTextProblemMessages,
} from '@/contracts/chat-moderation';
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
  ...chatTextProblemMessages,
  tooLong: CHAT_MESSAGE_TOO_LONG,
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
  const read = readChatText(text);
  if ('problem' in read) return { error: sendErrors[read.problem] };
  if (read.text.length > CHAT_MESSAGE_MAX) return { error: sendErrors.tooLong };
  const status = statusOf(userStatus);
  return {
    type: read.text.toLowerCase() === SHAKE_COMMAND ? 'shake' : 'normal',
    message: escapeHtml(read.text),
    userStatus: status === null ? null : escapeHtml(status),
  };
}

/** The seasonal status beside the name, held to the message's rules; nothing visible is none. */
function statusOf(userStatus: string | null): string | null {
  const status = withoutDirectionalFormatting(userStatus ?? '').trim();
  return hasVisibleCharacter(status) ? status : null;
}
