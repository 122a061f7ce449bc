/**
 * The chat's messages as server data: GET /api/chat/latest (the newest, oldest first, muted
 * senders already dropped by the server) is the query; the live events (use-chat-messages.ts)
 * edit the same cache entry, so history and pushes are one list.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ChatMessage } from '@/contracts/chat';
import { chatLatestSchema } from '@/contracts/chat-moderation';
import { apiRequest } from '@/shared/api/rest';
import { mergeHistory } from './chat-list';

export const chatKeys = { latest: ['chat', 'latest'] as const };

export function chatLatestQuery() {
  return queryOptions({
    queryKey: chatKeys.latest,
    queryFn: async ({ signal, client }): Promise<ChatMessage[]> => {
      const history = await apiRequest('/chat/latest', { schema: chatLatestSchema, signal });
      return mergeHistory(history, client.getQueryData<ChatMessage[]>(chatKeys.latest));
    },
    // Live events keep it current; it is loaded again on mount (spec part 2 §4) and after a
    // reconnect (use-chat-messages.ts), when pushes may have been missed.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
}
