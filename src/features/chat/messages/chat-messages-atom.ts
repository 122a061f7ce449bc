/**
 * The chat messages this page has received since it opened, newest last. Client state: the
 * chat sends no history yet, so the panel shows what arrives live (`chat_message`), kept to
 * the last MAX_CHAT_MESSAGES so a long session does not grow without bound.
 */
import { atom } from 'jotai';
import type { ChatMessage } from '@/contracts/chat';

export const MAX_CHAT_MESSAGES = 100;

export const chatMessagesAtom = atom<readonly ChatMessage[]>([]);

/** Adds a message once (a reconnect may deliver it again), dropping the oldest past the cap. */
export function withMessage(list: readonly ChatMessage[], message: ChatMessage): ChatMessage[] {
  if (list.some((m) => m.id === message.id)) return [...list];
  return [...list, message].slice(-MAX_CHAT_MESSAGES);
}
