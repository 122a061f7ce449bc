/**
 * A game page whose game has not arrived yet: its placeholder is at least a screen high, so
 * what is below every page (the bets feed, the footer) is not drawn under a short placeholder
 * on a phone and then pushed down when the game comes.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GamePage } from '@/features/game-play';
import { graphqlRequest } from '@/shared/api/graphql';
import { renderList } from '../catalogue/render-list';

vi.mock('@/shared/api/graphql', () => ({ graphqlRequest: vi.fn() }));

describe('GamePage while its game loads', () => {
  it('keeps a screen of room under the top bar', async () => {
    vi.mocked(graphqlRequest).mockImplementation(() => new Promise<never>(() => {}));
    await renderList(<GamePage identifier="aurora-spin-frozen-raiders" />, { games: [] });
    const loading = await screen.findByTestId('game-page-loading');
    expect(loading.style.minHeight).toBe('100vh');
    expect(graphqlRequest).toHaveBeenCalled();
  });
});
