/**
 * The chat's send box (spec part 2 §5, §8): 120 characters with an n/120 counter, one send at
 * a time over the socket's chat_send with its ack, the ack's error above the input until the
 * player types again; a visitor's way to write is to sign in.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { answerEvery, mockRequests } from '@tests/support/request-mocks';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatPanel } from '@/features/chat';
import { emitWithAck } from '@/shared/api/socket-ack';
import { json } from '../as-player';
import { renderWithQuery } from '../render-with-providers';
import { testUser } from '../wallet/user-fixture';

const modal = vi.hoisted(() => ({ open: vi.fn() }));
vi.mock('@/shared/api/socket-ack', () => ({ emitWithAck: vi.fn() }));
vi.mock('@/shared/lib/modal-navigation', () => ({ useModal: () => modal }));

const { default: ChatSendBox } = await import('@/features/chat/send/ChatSendBox');
const { default: ChatBody } = await import('@/features/chat/ChatBody');
const { NetworkError } = await import('@/shared/api/api-error');

const input = () => screen.getByLabelText('Chat message');
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const sendButton = () => screen.getByRole('button', { name: 'Send message' });

function renderBox() {
  return renderWithQuery(<ChatSendBox socketToken="socket-token" />, { user: testUser() });
}

const server = mockRequests();

beforeEach(() => {
  vi.mocked(emitWithAck).mockReset();
  modal.open.mockReset();
  answerEvery(server, () => json([]));
});

describe('the chat send box', () => {
  it('counts up to 120 characters and cannot take more', () => {
    renderBox();
    expect(screen.getByTestId('chat-counter')).toHaveTextContent('0/120');
    type('hello');
    expect(screen.getByTestId('chat-counter')).toHaveTextContent('5/120');
    expect(input()).toHaveAttribute('maxlength', '120');
  });

  it('sends over chat_send with the socket token, as typed, and clears on success', async () => {
    vi.mocked(emitWithAck).mockResolvedValue(null);
    renderBox();
    type('/shake');
    fireEvent.click(sendButton());
    await waitFor(() => expect(input()).toHaveValue(''));
    expect(emitWithAck).toHaveBeenCalledWith('chat_send', {
      socketToken: 'socket-token',
      message: '/shake',
      userStatus: null,
    });
  });

  it('refuses a message over 120 characters with a clear error and sends nothing', () => {
    renderBox();
    type('x'.repeat(121));
    fireEvent.submit(input());
    expect(screen.getByRole('alert')).toHaveTextContent('A message can be at most 120 characters.');
    expect(emitWithAck).not.toHaveBeenCalled();
  });

  it('sends nothing for an empty line', () => {
    renderBox();
    type('   ');
    fireEvent.submit(input());
    expect(emitWithAck).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a line with nothing visible in it, as the server would, and sends nothing', () => {
    renderBox();
    type('\u200B\u202E\uFE0F\u3164');
    expect(screen.getByTestId('chat-counter')).toHaveTextContent('4/120');
    fireEvent.submit(input());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This message has no visible characters. Write something first.',
    );
    expect(emitWithAck).not.toHaveBeenCalled();
  });

  it('sends the line without directional overrides', async () => {
    vi.mocked(emitWithAck).mockResolvedValue(null);
    renderBox();
    type(' see \u202Egnp.exe ');
    fireEvent.submit(input());
    await waitFor(() => expect(input()).toHaveValue(''));
    expect(emitWithAck).toHaveBeenCalledWith('chat_send', {
      socketToken: 'socket-token',
      message: 'see gnp.exe',
      userStatus: null,
    });
  });

  it('ignores a send while one is in flight', async () => {
    let answer: (error: string | null) => void = () => {};
    vi.mocked(emitWithAck).mockImplementation(
      () => new Promise<string | null>((resolve) => (answer = resolve)),
    );
    renderBox();
    type('hi');
    fireEvent.submit(input());
    fireEvent.submit(input());
    await waitFor(() => expect(emitWithAck).toHaveBeenCalledTimes(1));
    fireEvent.submit(input());
    await act(async () => answer(null));
    await waitFor(() => expect(input()).toHaveValue(''));
    expect(emitWithAck).toHaveBeenCalledTimes(1);
    type('again');
    fireEvent.submit(input());
    await waitFor(() => expect(emitWithAck).toHaveBeenCalledTimes(2));
  });

  it("shows the ack's error above the input until the player types again, keeping the text", async () => {
    vi.mocked(emitWithAck).mockResolvedValue('You are muted for 5 more minutes');
    renderBox();
    type('hi');
    fireEvent.submit(input());
    expect(await screen.findByRole('alert')).toHaveTextContent('You are muted for 5 more minutes');
    expect(input()).toHaveValue('hi');
    type('hi!');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a failed emit (no connection) in the same banner', async () => {
    vi.mocked(emitWithAck).mockRejectedValue(new NetworkError(new Error('socket not connected')));
    renderBox();
    type('hi');
    fireEvent.submit(input());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server could not be reached. Check your connection and try again.',
    );
  });
});

describe('the chat body', () => {
  it('has the send box under the messages for a signed-in player only', async () => {
    renderWithQuery(<ChatBody visible />, { user: testUser() });
    expect(
      await screen.findByText('No messages yet. Say hello to the other players!'),
    ).toBeInTheDocument();
    expect(input()).toBeTruthy();
  });

  it('has no send box for a visitor', async () => {
    renderWithQuery(<ChatBody visible />, { user: null });
    expect(
      await screen.findByText('No messages yet. Say hello to the other players!'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Chat message')).toBeNull();
  });
});

describe('the chat panel for a visitor', () => {
  it('has no input; pressing the send action goes to sign in', () => {
    renderWithQuery(<ChatPanel onClose={() => {}} visible />, { user: null });
    expect(screen.queryByLabelText('Chat message')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in to chat' }));
    expect(modal.open).toHaveBeenCalledWith('auth', { tab: 'login' });
  });
});
