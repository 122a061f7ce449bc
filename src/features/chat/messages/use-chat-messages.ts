/**
 * Follows `chat_message` while the chat panel is up: each message is checked against the
 * contract (a malformed push is dropped, never drawn), then kept in chatMessagesAtom. What
 * the panel shows leaves out players this player muted (spec part 2 §6: muted players'
 * messages are hidden client-side).
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { type ChatMessage, chatMessageSchema } from '@/contracts/chat';
import { useCurrentUser } from '@/features/account';
import { onSocketEvent } from '@/shared/api/socket';
import { chatMessagesAtom, withMessage } from './chat-messages-atom';

export function useChatMessages(): readonly ChatMessage[] {
  const setMessages = useSetAtom(chatMessagesAtom);
  const messages = useAtomValue(chatMessagesAtom);
  const { user } = useCurrentUser();
  const mutes = user?.mutes;

  useEffect(
    () =>
      onSocketEvent('chat_message', (payload) => {
        const parsed = chatMessageSchema.safeParse(payload);
        if (!parsed.success) return console.warn('[chat] bad chat_message', payload);
        setMessages((list) => withMessage(list, parsed.data));
      }),
    [setMessages],
  );

  return useMemo(
    () => (mutes ? messages.filter((m) => !Object.hasOwn(mutes, m.userId)) : messages),
    [messages, mutes],
  );
}
