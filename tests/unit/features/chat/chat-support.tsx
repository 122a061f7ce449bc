/**
 * Shared pieces of the chat client tests: a message as the server sends it, JSON responses for
 * a stubbed fetch, and a render with a fresh query client holding the signed-in user (or none).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { ChatMessage } from '@/contracts/chat';
import type { User } from '@/contracts/user';
import { accountKeys } from '@/features/account';
import { renderWithProviders } from '../render-with-providers';

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

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const apiError = (message: string, status = 400, code = 1000) =>
  json({ error: { code, message } }, status);

/** Renders `ui` as `user` (null: a visitor); the query client is returned to inspect. */
export function renderAs(user: User | null, ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(accountKeys.current, user);
  const rendered = renderWithProviders(
    <QueryClientProvider client={client}>{ui}</QueryClientProvider>,
  );
  return { ...rendered, client };
}
