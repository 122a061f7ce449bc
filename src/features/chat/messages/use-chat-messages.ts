/**
 * The chat's messages while the panel is up: the history (queries.ts), then the live events
 * applied to the same cache entry — `chat_message` adds, `delete_message` removes one,
 * `delete_all_messages` removes a banned player's (the socket owner drops a malformed push, so
 * it is never drawn). A history that fails to load is reported in a toast with the server's words (spec part 2 §8).
 * What the panel shows leaves out players this player muted (spec part 2 §5).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import type { ChatMessage } from '@/contracts/chat';
import type { Mutes } from '@/contracts/mutes';
import { onSocketEvent, onSocketReconnect } from '@/shared/api/socket';
import { useErrorText } from '@/shared/api/use-error-text';
import { useCurrentUser } from '@/shared/session';
import { showToast } from '@/shared/ui/toast';
import { withMessage, withoutMessage, withoutUser } from './chat-list';
import { chatKeys, chatLatestQuery } from './queries';

export interface ChatMessagesState {
  messages: readonly ChatMessage[];
  /** The history has not answered yet (the list shows placeholders). */
  loading: boolean;
}

function useLiveChatEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const edit = (change: (list: readonly ChatMessage[]) => ChatMessage[]) =>
      queryClient.setQueryData<ChatMessage[]>(chatKeys.latest, (list) => change(list ?? []));
    const stops = [
      onSocketEvent('chat_message', (message) => edit((list) => withMessage(list, message))),
      onSocketEvent('delete_message', (id) => edit((list) => withoutMessage(list, id))),
      onSocketEvent('delete_all_messages', (userId) => edit((list) => withoutUser(list, userId))),
      onSocketReconnect(() => void queryClient.refetchQueries({ queryKey: chatKeys.latest })),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [queryClient]);
}

/**
 * Spec part 2 §4: messages load on mount and when the hidden state changes. Mounting loads
 * them (the query's refetchOnMount); a chat shown again after being hidden loads them again,
 * since its list was not on screen to follow (and may have missed pushes while hidden).
 */
function useReloadWhenShown(visible: boolean): void {
  const queryClient = useQueryClient();
  const wasVisible = useRef(visible);
  useEffect(() => {
    if (visible && !wasVisible.current) {
      void queryClient.refetchQueries({ queryKey: chatKeys.latest });
    }
    wasVisible.current = visible;
  }, [visible, queryClient]);
}

/**
 * The server leaves the lines of players this reader muted out of the history, so hiding them
 * needs nothing (the list filters) but showing them again does: once a player leaves the mutes
 * (Unmute here, on another device seen through the account sync, or signing out) the history
 * is loaded anew.
 */
function useReloadOnUnmute(mutes: Mutes | undefined): void {
  const queryClient = useQueryClient();
  const previous = useRef(mutes);
  useEffect(() => {
    const before = previous.current;
    previous.current = mutes;
    if (before && Object.keys(before).some((userId) => !mutes || !Object.hasOwn(mutes, userId)))
      void queryClient.invalidateQueries({ queryKey: chatKeys.latest });
  }, [mutes, queryClient]);
}

export function useChatMessages(visible: boolean): ChatMessagesState {
  const history = useQuery(chatLatestQuery());
  const { user } = useCurrentUser();
  const errorText = useErrorText();
  const mutes = user?.mutes;
  useLiveChatEvents();
  useReloadWhenShown(visible);
  useReloadOnUnmute(mutes);

  useEffect(() => {
    if (history.error) void showToast({ kind: 'error', message: errorText(history.error) });
  }, [history.error, errorText]);

  const messages = useMemo(() => {
    const list = history.data ?? [];
    return mutes ? list.filter((m) => !Object.hasOwn(mutes, m.userId)) : list;
  }, [history.data, mutes]);
  return { messages, loading: history.isPending && history.fetchStatus === 'fetching' };
}
