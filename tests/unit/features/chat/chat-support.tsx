/**
 * A chat message as the server sends it, for the chat client tests (their fetch answers and
 * render frame are the feature tests' own: ../as-player.tsx).
 */
import type { ChatMessage } from '@/contracts/chat';

export function chatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 'm-1',
    userId: 'u-baraka',
    user: { name: 'baraka', hasChatModBadge: false, hasChatDevBadge: false },
    message: 'hello',
    type: 'normal',
    userStatus: null,
    balanceType: null,
    balance: null,
    amount: null,
    toUserId: null,
    toUserName: null,
    timestamp: '2026-11-22T00:00:00.000Z',
    ...overrides,
  };
}
