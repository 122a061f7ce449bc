import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@/contracts/chat';
import type { ServerToClientEvents } from '@/contracts/socket-events';
import { accountKeys } from '@/features/account';
import { MAX_CHAT_MESSAGES, withMessage } from '@/features/chat/messages/chat-messages-atom';
import { renderWithProviders } from '../render-with-providers';
import { testUser } from '../wallet/user-fixture';

const handlers = new Map<string, (payload: unknown) => void>();
vi.mock('@/shared/api/socket', () => ({
  onSocketEvent: (event: keyof ServerToClientEvents, handler: (payload: unknown) => void) => {
    handlers.set(event, handler);
    return () => handlers.delete(event);
  },
}));

const { default: ChatMessageList } = await import('@/features/chat/messages/ChatMessageList');

function message(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 'tip-1',
    userId: 'u-amina',
    user: { name: 'amina', hasChatModBadge: true, hasChatDevBadge: false },
    message: '',
    type: 'tip',
    userStatus: null,
    balanceType: 'xrp',
    balance: null,
    amount: 2.5,
    toUserId: 'u-baraka',
    toUserName: 'baraka',
    timestamp: '2026-11-22T00:00:00.000Z',
    ...overrides,
  };
}

function renderList(mutes: Record<string, { name: string; mutedAt: string }> = {}) {
  const client = new QueryClient();
  client.setQueryData(accountKeys.current, testUser({ mutes }));
  renderWithProviders(
    <QueryClientProvider client={client}>
      <ChatMessageList />
    </QueryClientProvider>,
  );
}

const push = (payload: unknown) => act(() => handlers.get('chat_message')?.(payload));

afterEach(() => handlers.clear());

describe('the chat message list', () => {
  it('shows a public tip in words with the sender’s badges, once however often it arrives', () => {
    renderList();
    expect(screen.getByText('No messages yet. Say hello to the other players!')).toBeTruthy();
    push(message());
    push(message());
    expect(screen.getAllByTestId('chat-message')).toHaveLength(1);
    expect(screen.getByTestId('chat-message').textContent).toContain('amina');
    expect(screen.getByText('tipped baraka $2.50')).toBeTruthy();
    expect(screen.getByLabelText('Chat moderator')).toBeTruthy();
  });

  it('draws a normal message as text, never as HTML', () => {
    renderList();
    push(message({ id: 'm-1', type: 'normal', message: '<b>hi</b>', amount: null }));
    expect(screen.getByText('<b>hi</b>')).toBeTruthy();
  });

  it('drops a malformed push and hides the messages of muted players', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderList({ 'u-amina': { name: 'amina', mutedAt: '2026-11-21T00:00:00.000Z' } });
    push({ id: 'x', type: 'tip' });
    push(message());
    push(message({ id: 'tip-2', userId: 'u-chidi', user: { ...message().user, name: 'chidi' } }));
    expect(warn).toHaveBeenCalled();
    expect(screen.getAllByTestId('chat-message')).toHaveLength(1);
    expect(screen.getByTestId('chat-message').textContent).toContain('chidi');
  });
});

describe('withMessage', () => {
  it('keeps the newest messages up to the cap', () => {
    let list: ChatMessage[] = [];
    for (let i = 0; i < MAX_CHAT_MESSAGES + 5; i++)
      list = withMessage(list, message({ id: `m${i}` }));
    expect(list).toHaveLength(MAX_CHAT_MESSAGES);
    expect(list[0]?.id).toBe('m5');
    expect(list.at(-1)?.id).toBe(`m${MAX_CHAT_MESSAGES + 4}`);
  });
});
