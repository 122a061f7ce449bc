import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answerEvery, mockRequests, recordRequests } from '@tests/support/request-mocks';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/contracts/user';
import { MuteButton } from '@/features/account/profile/MuteButton';
import { accountKeys } from '@/shared/session';
import { showToast } from '@/shared/ui/toast';
import { json, withCsrfCookie } from '../../as-player';
import { renderWithQuery } from '../../render-with-providers';
import { testUser } from '../../wallet/user-fixture';

vi.mock('@/shared/ui/toast', () => ({ showToast: vi.fn(async () => 'toast-id') }));

function renderButton(user: User, player = { id: 'u-baraka', name: 'baraka' }) {
  return renderWithQuery(<MuteButton player={player} />, { user }).client;
}

const server = mockRequests();
withCsrfCookie();
beforeEach(() => vi.mocked(showToast).mockClear());

describe('MuteButton', () => {
  it('mutes, then offers to unmute, from the answer of the server', async () => {
    const mutes = { 'u-baraka': { name: 'baraka', mutedAt: '2025-01-01T00:00:00.000Z' } };
    let answer = json({ mutes });
    answerEvery(server, () => answer.clone());
    const requests = recordRequests(server);
    const client = renderButton(testUser());
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(await screen.findByRole('button', { name: 'Unmute' })).toBeInTheDocument();
    const [first] = await requests.sent();
    expect(first?.url).toBe('/api/user/mutes/set');
    expect(first?.body).toEqual({ userId: 'u-baraka', muted: true });
    expect(client.getQueryData<User>(accountKeys.current)?.mutes).toEqual(mutes);

    answer = json({ mutes: {} });
    fireEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mute' })).toBeInTheDocument());
    expect((await requests.sent())[1]?.body).toEqual({
      userId: 'u-baraka',
      muted: false,
    });
  });

  it("toasts the server's refusal and stays unmuted (spec part 1 §8)", async () => {
    answerEvery(server, () => json({ error: { code: 1003, message: 'No such player' } }, 404));
    const client = renderButton(testUser());
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({ kind: 'error', message: 'No such player' }),
    );
    expect(screen.getByRole('button', { name: 'Mute' })).toBeInTheDocument();
    expect(client.getQueryData<User>(accountKeys.current)?.mutes).toEqual({});
  });

  it('is not offered on your own profile', () => {
    renderButton(testUser(), { id: 'u-amina', name: 'amina' });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
