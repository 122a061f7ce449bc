import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { serverPush } from '@tests/support/fake-socket-io';
import { answerEvery, mockRequests, recordRequests } from '@tests/support/request-mocks';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@/contracts/chat';
import { CHAT_SKELETON_ROWS } from '@/features/chat/messages/ChatSkeleton';
import { MAX_CHAT_MESSAGES, mergeHistory, withMessage } from '@/features/chat/messages/chat-list';
import { chatKeys } from '@/features/chat/messages/queries';
import { connectSocket } from '@/shared/api/socket';
import { accountKeys } from '@/shared/session';
import { showToast } from '@/shared/ui/toast';
import { apiError, json } from '../as-player';
import { renderWithQuery } from '../render-with-providers';
import { testUser } from '../wallet/user-fixture';
import { chatMessage } from './chat-support';

// The app's real socket owner, on a stand-in library: pushes are parsed as in the app.
vi.mock(
  'socket.io-client',
  async () => (await import('@tests/support/fake-socket-io')).fakeSocketIo,
);
vi.mock('@/shared/ui/toast', () => ({ showToast: vi.fn(async () => 'toast-id') }));

const { default: ChatMessageList } = await import('@/features/chat/messages/ChatMessageList');

function tip(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return chatMessage({
    id: 'tip-1',
    userId: 'u-amina',
    user: { name: 'amina', hasChatModBadge: true, hasChatDevBadge: false },
    message: '',
    type: 'tip',
    balanceType: 'xrp',
    amount: 2.5,
    toUserId: 'u-baraka',
    toUserName: 'baraka',
    ...overrides,
  });
}

const server = mockRequests();

/**
 * Serves `history` from GET /api/chat/latest; `answerWith` changes what the next loads get,
 * `requests.count` says how many were made.
 */
function serveHistory(history: unknown) {
  let answer = history;
  answerEvery(server, () => json(answer));
  return { requests: recordRequests(server), answerWith: (next: unknown) => (answer = next) };
}

function renderList(mutes: Record<string, { name: string; mutedAt: string }> = {}) {
  return renderWithQuery(<ChatMessageList visible />, { user: testUser({ mutes }) });
}

/** The list as the panel holds it, with the layout's hide action as a plain button. */
function HideableChat() {
  const [visible, setVisible] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setVisible((shown) => !shown)}>
        hide or show
      </button>
      <ChatMessageList visible={visible} />
    </>
  );
}

/** A server push; the query cache tells the list on its next tick, so this waits for it. */
const push = async (event: string, payload: unknown) => {
  serverPush(event, payload);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
};
const lines = () => screen.getAllByTestId('chat-message').map((line) => line.textContent);

beforeAll(async () => {
  await connectSocket();
  serverPush('connect');
});
beforeEach(() => vi.mocked(showToast).mockClear());
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the chat message list', () => {
  it('shows 25 placeholder rows while the history loads, then the history oldest first', async () => {
    let answer: (response: Response) => void = () => {};
    answerEvery(server, () => new Promise<Response>((resolve) => (answer = resolve)));
    const requests = recordRequests(server);
    renderList();
    expect(screen.getAllByTestId('chat-skeleton-row')).toHaveLength(CHAT_SKELETON_ROWS);
    await waitFor(() => expect(requests.count).toBe(1));
    expect((await requests.sent())[0]?.url).toBe('/api/chat/latest');
    answer(
      json([
        chatMessage({ id: 'a', message: 'first' }),
        chatMessage({ id: 'b', message: 'second' }),
      ]),
    );
    expect(await screen.findByText('second')).toBeInTheDocument();
    expect(screen.queryByTestId('chat-loading')).toBeNull();
    expect(lines()).toEqual(['barakafirst', 'barakasecond']);
  });

  it('adds live messages after the history, once however often they arrive', async () => {
    serveHistory([chatMessage({ id: 'a', message: 'from history' })]);
    renderList();
    await screen.findByText('from history');
    await push('chat_message', tip());
    await push('chat_message', tip());
    expect(screen.getAllByTestId('chat-message')).toHaveLength(2);
    expect(screen.getByText('tipped baraka $2.50')).toBeInTheDocument();
    expect(screen.getByLabelText('Chat moderator')).toBeInTheDocument();
  });

  it('removes a deleted message, and every message of a banned player', async () => {
    serveHistory([
      chatMessage({ id: 'a', message: 'one' }),
      chatMessage({
        id: 'b',
        userId: 'u-chidi',
        user: { ...chatMessage().user, name: 'chidi' },
        message: 'two',
      }),
      chatMessage({ id: 'c', message: 'three' }),
    ]);
    renderList();
    await screen.findByText('three');
    await push('delete_message', 'b');
    expect(lines()).toEqual(['barakaone', 'barakathree']);
    await push('chat_message', chatMessage({ id: 'd', message: 'four' }));
    await push('delete_all_messages', 'u-baraka');
    expect(
      screen.getByText('No messages yet. Say hello to the other players!'),
    ).toBeInTheDocument();
  });

  it('keeps every message when a deletion push names no message or player', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serveHistory([chatMessage({ id: 'a', message: 'one' })]);
    const { client } = renderList();
    await screen.findByText('one');
    const before = client.getQueryData(chatKeys.latest);
    await push('delete_message', { id: 'a' });
    await push('delete_all_messages', 42);
    expect(lines()).toEqual(['barakaone']);
    expect(client.getQueryData(chatKeys.latest)).toBe(before);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('loads the history again when a hidden chat is shown, not while it stays hidden', async () => {
    const history = serveHistory([chatMessage({ id: 'a', message: 'before' })]);
    renderWithQuery(<HideableChat />, { user: testUser() });
    const toggle = () => fireEvent.click(screen.getByRole('button', { name: 'hide or show' }));
    await screen.findByText('before');
    expect(history.requests.count).toBe(1);
    history.answerWith([chatMessage({ id: 'b', message: 'while hidden' })]);
    toggle();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(history.requests.count).toBe(1);
    toggle();
    expect(await screen.findByText('while hidden')).toBeInTheDocument();
    expect(history.requests.count).toBe(2);
  });

  it('loads the history again after a reconnect, when pushes may have been missed', async () => {
    const history = serveHistory([chatMessage({ id: 'a', message: 'before' })]);
    renderList();
    await screen.findByText('before');
    history.answerWith([chatMessage({ id: 'b', message: 'missed' })]);
    act(() => {
      serverPush('disconnect');
      serverPush('connect');
    });
    expect(await screen.findByText('missed')).toBeInTheDocument();
    expect(screen.queryByText('before')).toBeNull();
  });

  it("toasts the server's words when the history fails to load", async () => {
    answerEvery(server, () => apiError('Chat is resting', 503, 1500));
    renderList();
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({ kind: 'error', message: 'Chat is resting' }),
    );
    expect(
      screen.getByText('No messages yet. Say hello to the other players!'),
    ).toBeInTheDocument();
  });

  it('draws a message the server escaped as the text typed, never as HTML', async () => {
    serveHistory([]);
    renderList();
    await screen.findByText('No messages yet. Say hello to the other players!');
    await push(
      'chat_message',
      chatMessage({ message: '&lt;b&gt;Tom &amp; Jerry&#39;s&lt;/b&gt;' }),
    );
    await push('chat_message', chatMessage({ id: 'm-2', message: '<i>raw</i> &amp;lt;' }));
    expect(screen.getByText("<b>Tom & Jerry's</b>")).toBeInTheDocument();
    expect(screen.getByText('<i>raw</i> &lt;')).toBeInTheDocument();
    expect(screen.getByTestId('chat-messages').querySelector('b, i')).toBeNull();
  });

  it('draws a line without directional overrides, even one stored before they were refused', async () => {
    serveHistory([chatMessage({ message: 'see \u202Egnp.exe \u2067x' })]);
    renderList();
    expect(await screen.findByText('see gnp.exe x')).toBeInTheDocument();
  });

  it('drops a malformed push and hides the messages of muted players', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serveHistory([tip({ id: 'old-tip' })]);
    renderList({ 'u-amina': { name: 'amina', mutedAt: '2026-11-21T00:00:00.000Z' } });
    await screen.findByText('No messages yet. Say hello to the other players!');
    await push('chat_message', { id: 'x', type: 'tip' });
    await push('chat_message', tip());
    await push(
      'chat_message',
      tip({ id: 'tip-2', userId: 'u-chidi', user: { ...tip().user, name: 'chidi' } }),
    );
    expect(warn).toHaveBeenCalled();
    expect(screen.getAllByTestId('chat-message')).toHaveLength(1);
    expect(screen.getByTestId('chat-message').textContent).toContain('chidi');
  });

  it("shows an unmuted player's messages again at once, from a fresh history", async () => {
    const amina = { userId: 'u-amina', user: { ...chatMessage().user, name: 'amina' } };
    const muted = { 'u-amina': { name: 'amina', mutedAt: '2026-11-21T00:00:00.000Z' } };
    // The server leaves a muted player's lines out of the history it hands this reader.
    const history = serveHistory([chatMessage({ id: 'b', message: 'from baraka' })]);
    const { client } = renderList(muted);
    await screen.findByText('from baraka');
    history.answerWith([
      chatMessage({ id: 'a', ...amina, message: 'from amina' }),
      chatMessage({ id: 'b', message: 'from baraka' }),
    ]);
    // Muting someone else hides locally and loads nothing.
    act(() =>
      client.setQueryData(
        accountKeys.current,
        testUser({
          mutes: { ...muted, 'u-chidi': { name: 'chidi', mutedAt: '2026-11-22T00:00:00.000Z' } },
        }),
      ),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(history.requests.count).toBe(1);
    // Unmuting (the mute call writes the player's mutes after the change) brings amina back.
    act(() => client.setQueryData(accountKeys.current, testUser({ mutes: {} })));
    expect(await screen.findByText('from amina')).toBeInTheDocument();
    expect(history.requests.count).toBe(2);
    expect(lines()).toEqual(['aminafrom amina', 'barakafrom baraka']);
  });
});

describe('the chat list rules', () => {
  it('keep the newest messages up to the cap', () => {
    let list: ChatMessage[] = [];
    for (let i = 0; i < MAX_CHAT_MESSAGES + 5; i++)
      list = withMessage(list, chatMessage({ id: `m${i}` }));
    expect(list).toHaveLength(MAX_CHAT_MESSAGES);
    expect(list[0]?.id).toBe('m5');
    expect(list.at(-1)?.id).toBe(`m${MAX_CHAT_MESSAGES + 4}`);
  });

  it('keep a live message newer than a history that was loading, and drop older ones', () => {
    const history = [chatMessage({ id: 'h', timestamp: '2026-11-22T10:00:00.000Z' })];
    const live = [
      chatMessage({ id: 'h', timestamp: '2026-11-22T10:00:00.000Z' }),
      chatMessage({ id: 'stale', timestamp: '2026-11-22T09:00:00.000Z' }),
      chatMessage({ id: 'new', timestamp: '2026-11-22T10:00:01.000Z' }),
    ];
    expect(mergeHistory(history, live).map((m) => m.id)).toEqual(['h', 'new']);
    expect(mergeHistory(history, undefined).map((m) => m.id)).toEqual(['h']);
  });
});
