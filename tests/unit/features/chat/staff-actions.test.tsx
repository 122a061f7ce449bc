/**
 * Staff actions on chat lines, offered by permission string (chat:delete, chat:mute,
 * chat:ban), never on the staff member's own lines, each through its dialog; a refused call
 * shows the server's words in a toast (spec part 1 §8).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerEvery, mockRequests } from '@tests/support/request-mocks';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@/contracts/chat';
import type { ChatRule } from '@/contracts/chat-moderation';
import { chatKeys } from '@/features/chat/messages/queries';
import { showToast } from '@/shared/ui/toast';
import { apiError, json, withCsrfCookie } from '../as-player';
import { renderWithQuery } from '../render-with-providers';
import { testUser } from '../wallet/user-fixture';
import { chatMessage } from './chat-support';

vi.mock('@/shared/api/socket', () => ({
  onSocketEvent: () => () => {},
  onSocketReconnect: () => () => {},
}));
vi.mock('@/shared/ui/toast', () => ({ showToast: vi.fn(async () => 'toast-id') }));

const { default: ChatMessageList } = await import('@/features/chat/messages/ChatMessageList');
// The list loads the menu lazily; loaded here once, its first appearance does not race the
// test's wait on a busy machine.
await import('@/features/chat/staff/StaffMenu');

const fromBaraka = chatMessage({ id: 'm-baraka', message: 'buy my coins' });
const fromMe = chatMessage({
  id: 'm-me',
  userId: 'u-amina',
  user: { name: 'amina', hasChatModBadge: true, hasChatDevBadge: false },
  message: 'please do not',
});

type StaffCall = (body: Record<string, unknown>) => Response;

const server = mockRequests();

/** Serves the history and answers the staff calls with `answer`; returns the calls made. */
function serve(answer: StaffCall = (body) => json(body)) {
  const calls: Array<{ path: string; body: Record<string, unknown> }> = [];
  answerEvery(server, ({ url, body }) => {
    if (url === '/api/chat/latest') return json([fromBaraka, fromMe]);
    const sent = body as Record<string, unknown>;
    calls.push({ path: url, body: sent });
    return answer(sent);
  });
  return calls;
}

async function renderAsStaff(rules: ChatRule[]) {
  const rendered = renderWithQuery(<ChatMessageList visible />, { user: testUser({ rules }) });
  await screen.findByText('buy my coins');
  return rendered;
}

const menuButton = (name: string) =>
  screen.queryByRole('button', { name: `Moderate the message from ${name}` });

async function choose(action: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Moderate the message from baraka' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
  return screen.findByRole('dialog');
}

withCsrfCookie();
beforeEach(() => vi.mocked(showToast).mockClear());

describe('the staff menu on a chat line', () => {
  it('is not offered to a player without a staff rule', async () => {
    serve();
    await renderAsStaff([]);
    expect(menuButton('baraka')).toBeNull();
  });

  it.each([
    ['chat:delete', 'Delete message'],
    ['chat:mute', 'Mute'],
    ['chat:ban', 'Ban'],
  ] as const)('offers only what %s allows, and never on your own line', async (rule, action) => {
    serve();
    await renderAsStaff([rule]);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Moderate the message from baraka' }),
    );
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([action]);
    expect(menuButton('amina')).toBeNull();
  });
});

describe('deleting a message', () => {
  it('asks first, and Cancel sends nothing', async () => {
    const calls = serve();
    await renderAsStaff(['chat:delete']);
    const dialog = await choose('Delete message');
    expect(within(dialog).getByText('Delete this message?')).toBeInTheDocument();
    expect(within(dialog).getByText('buy my coins')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
    expect(screen.getByText('buy my coins')).toBeInTheDocument();
  });

  it('deletes after the confirm and drops the line at once', async () => {
    const calls = serve();
    const { client } = await renderAsStaff(['chat:delete']);
    const dialog = await choose('Delete message');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete message' }));
    await waitFor(() => expect(screen.queryByText('buy my coins')).toBeNull());
    expect(calls).toEqual([{ path: '/api/chat/delete', body: { id: 'm-baraka' } }]);
    expect(client.getQueryData<ChatMessage[]>(chatKeys.latest)?.map((m) => m.id)).toEqual(['m-me']);
    expect(showToast).toHaveBeenCalledWith({ kind: 'success', message: 'Message deleted.' });
  });

  it("shows the server's refusal in a toast and keeps the line", async () => {
    serve(() => apiError('You may not delete messages', 403, 1004));
    await renderAsStaff(['chat:delete']);
    const dialog = await choose('Delete message');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete message' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({
        kind: 'error',
        message: 'You may not delete messages',
      }),
    );
    expect(
      within(screen.getByTestId('chat-messages')).getByText('buy my coins'),
    ).toBeInTheDocument();
  });
});

describe('muting a player', () => {
  it('mutes for 5 minutes by default, sent as 300 seconds, with the reason', async () => {
    const calls = serve(() => json({ userId: 'u-baraka', mutedUntil: '2026-11-22T00:05:00.000Z' }));
    await renderAsStaff(['chat:mute']);
    const dialog = await choose('Mute');
    expect(within(dialog).getByLabelText('Minutes')).toHaveValue('5');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'spam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mute' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([
      { path: '/api/chat/mute', body: { userId: 'u-baraka', seconds: 300, reason: 'spam' } },
    ]);
  });

  it('refuses no reason or no minutes with a clear error, and sends nothing', async () => {
    const calls = serve();
    await renderAsStaff(['chat:mute']);
    const dialog = await choose('Mute');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mute' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'spam' } });
    fireEvent.change(within(dialog).getByLabelText('Minutes'), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mute' }));
    expect(
      await within(dialog).findByText('Enter a number of minutes above zero.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("shows the server's refusal in a toast", async () => {
    serve(() => apiError('baraka is already muted', 409, 1009));
    await renderAsStaff(['chat:mute']);
    const dialog = await choose('Mute');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'spam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mute' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({ kind: 'error', message: 'baraka is already muted' }),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('banning a player', () => {
  it('bans with the reason and drops all their lines', async () => {
    const calls = serve(() => json({ userId: 'u-baraka' }));
    await renderAsStaff(['chat:ban']);
    const dialog = await choose('Ban');
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: '  scam links  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ban' }));
    await waitFor(() => expect(screen.queryByText('buy my coins')).toBeNull());
    expect(calls).toEqual([
      { path: '/api/chat/ban', body: { userId: 'u-baraka', reason: 'scam links' } },
    ]);
    expect(screen.getByText('please do not')).toBeInTheDocument();
    expect(showToast).toHaveBeenCalledWith({
      kind: 'success',
      message: 'baraka is banned from the chat.',
    });
  });
});
