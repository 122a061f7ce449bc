import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueKeys } from '@/features/catalogue/data/queries';
import { toggledFavorites } from '@/features/catalogue/data/toggled-favorites';
import { FavoriteButton } from '@/features/catalogue/thumbnail/FavoriteButton';
import { graphqlRequest } from '@/shared/api/graphql';
import { showToast } from '@/shared/ui/toast';
import { playerWith } from '../wallet/user-fixture';
import { renderList } from './render-list';

vi.mock('@/shared/api/graphql', () => ({ graphqlRequest: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ showToast: vi.fn(async () => 'toast-id') }));

const player = playerWith({ id: 'u-fav' });
const favoritesKey = catalogueKeys.favorites(player.id);

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  vi.mocked(graphqlRequest).mockReset();
  vi.mocked(showToast).mockClear();
});

describe('toggledFavorites', () => {
  it('adds at the end, removes, and never duplicates', () => {
    expect(toggledFavorites(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggledFavorites(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(toggledFavorites(['a', 'b'], 'a', true)).toEqual(['b', 'a']);
    expect(toggledFavorites([], 'x', false)).toEqual([]);
  });
});

describe('FavoriteButton', () => {
  it('is not there for visitors', async () => {
    await renderList(<FavoriteButton identifier="zeus" />, { games: [], user: null });
    expect(screen.queryByTestId('favorite-button')).toBeNull();
  });

  it('marks a favorite at once and keeps it when the server agrees', async () => {
    let answer: (value: unknown) => void = () => {};
    vi.mocked(graphqlRequest).mockImplementation(
      (document) =>
        new Promise((resolve) => {
          if (document.includes('gameToggleFavorite')) answer = resolve;
          else resolve({ tpGamesGetAll: [] });
        }),
    );
    const { client } = await renderList(<FavoriteButton identifier="zeus" />, {
      games: [],
      user: player,
      favorites: ['other'],
    });
    const button = await screen.findByRole('button', { name: 'Add to favorites' });
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Remove from favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(client.getQueryData(favoritesKey)).toEqual(['other', 'zeus']);
    expect(vi.mocked(graphqlRequest).mock.calls[0]?.[2]).toEqual({
      gameIdentifier: 'zeus',
      isFavorite: true,
    });
    answer({ gameToggleFavorite: { identifier: 'zeus', isFavorite: true } });
    await waitFor(() => expect(showToast).not.toHaveBeenCalled());
  });

  it('rolls back and shows a toast when the server refuses', async () => {
    let refuse: (error: Error) => void = () => {};
    vi.mocked(graphqlRequest).mockImplementation(
      // The refetch after the failure never answers: what shows is the rollback alone.
      (document) =>
        new Promise((_resolve, reject) => {
          if (document.includes('gameToggleFavorite')) refuse = reject;
        }),
    );
    const { client } = await renderList(<FavoriteButton identifier="zeus" />, {
      games: [],
      user: player,
      favorites: ['zeus'],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from favorites' }));
    expect(await screen.findByRole('button', { name: 'Add to favorites' })).toBeInTheDocument();
    refuse(new Error('refused'));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ kind: 'error' })),
    );
    expect(client.getQueryData(favoritesKey)).toEqual(['zeus']);
    expect(screen.getByRole('button', { name: 'Remove from favorites' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Remove from favorites' }),
    ).toBeInTheDocument();
  });
});
