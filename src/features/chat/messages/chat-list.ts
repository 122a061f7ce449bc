/**
 * The rules for the chat's message list, newest last: what a live message, a deletion or a ban
 * does to it, and how a freshly loaded history meets the live messages that arrived while it
 * loaded. Pure functions, so the query cache (queries.ts) only ever holds their results.
 */
import type { ChatMessage } from '@/contracts/chat';

/** A long session must not grow the list without bound: only the newest are kept. */
export const MAX_CHAT_MESSAGES = 100;

/** Adds a message once (a reconnect may deliver it again), dropping the oldest past the cap. */
export function withMessage(list: readonly ChatMessage[], message: ChatMessage): ChatMessage[] {
  if (list.some((m) => m.id === message.id)) return [...list];
  return [...list, message].slice(-MAX_CHAT_MESSAGES);
}

/** A moderator deleted one message (`delete_message`). */
export function withoutMessage(list: readonly ChatMessage[], id: string): ChatMessage[] {
  return list.filter((m) => m.id !== id);
}

/** A player was banned: every message of theirs goes (`delete_all_messages`). */
export function withoutUser(list: readonly ChatMessage[], userId: string): ChatMessage[] {
  return list.filter((m) => m.userId !== userId);
}

/**
 * The history replaces the list, but a live message that arrived while it loaded and is newer
 * than the history's newest was sent after the server answered: it stays.
 */
export function mergeHistory(
  history: readonly ChatMessage[],
  live: readonly ChatMessage[] | undefined,
): ChatMessage[] {
  const newest = history.at(-1)?.timestamp ?? '';
  const known = new Set(history.map((m) => m.id));
  const later = (live ?? []).filter((m) => !known.has(m.id) && m.timestamp > newest);
  return [...history, ...later].slice(-MAX_CHAT_MESSAGES);
}
