/**
 * The random game button (spec part 1 §2.9, §7 TPGamesFeelingLucky) and I'm-feeling-lucky in
 * the full-screen search: it asks for a game for this device and opens its page; a failed
 * call, or an answer with no game, raises the error toast instead.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RandomGameButton } from '@/features/catalogue/list/RandomGameButton';
import { graphqlRequest } from '@/shared/api/graphql';
import { showToast } from '@/shared/ui/toast';
import { renderList } from './render-list';

vi.mock('@/shared/api/graphql', () => ({ graphqlRequest: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ showToast: vi.fn(async () => 'toast-id') }));

const ERROR_TOAST = {
  kind: 'error',
  message: 'There was an error loading a game. Please try again.',
};

beforeEach(() => {
  vi.mocked(graphqlRequest).mockReset();
  vi.mocked(showToast).mockClear();
});

describe('RandomGameButton', () => {
  it('opens the page of the game the server picks for this device', async () => {
    vi.mocked(graphqlRequest).mockResolvedValue({ tpGames: [{ identifier: 'zeus-1000' }] });
    const { router } = await renderList(<RandomGameButton />, { games: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Random game' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game/zeus-1000'));
    expect(vi.mocked(graphqlRequest).mock.calls[0]?.[2]).toEqual({
      device: expect.stringMatching(/^(mobile|desktop)$/),
    });
    expect(showToast).not.toHaveBeenCalled();
  });

  it('raises the error toast when the call fails, and stays on the page', async () => {
    vi.mocked(graphqlRequest).mockRejectedValue(new Error('network down'));
    const { router } = await renderList(<RandomGameButton lucky />, { games: [] });
    fireEvent.click(screen.getByRole('button', { name: "I'm feeling lucky" }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(ERROR_TOAST));
    expect(router.state.location.pathname).toBe('/');
  });

  it('raises the error toast when there is no game to pick', async () => {
    vi.mocked(graphqlRequest).mockResolvedValue({ tpGames: [] });
    const { router } = await renderList(<RandomGameButton />, { games: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Random game' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(ERROR_TOAST));
    expect(router.state.location.pathname).toBe('/');
  });
});
