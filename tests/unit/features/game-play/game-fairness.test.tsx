/**
 * The game page's fairness section while its facts load: a player on a phone sees it drawn at
 * its full size at once (heading, explanation, link, a placeholder for each fact), so the
 * facts arriving later move nothing under it; a lookup that fails shows no section, as before.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GameFairness } from '@/features/game-play/GameFairness';
import { graphqlRequest } from '@/shared/api/graphql';
import { renderList } from '../catalogue/render-list';

vi.mock('@/shared/api/graphql', () => ({ graphqlRequest: vi.fn() }));

beforeEach(() => {
  vi.mocked(graphqlRequest).mockReset();
});

describe('GameFairness', () => {
  it('holds its place with a placeholder per fact until the facts arrive', async () => {
    let answer: (value: unknown) => void = () => {};
    vi.mocked(graphqlRequest).mockImplementation(
      () => new Promise((resolve) => (answer = resolve)) as never,
    );
    await renderList(<GameFairness identifier="frozen-raiders" />, { games: [] });

    const section = await screen.findByTestId('game-fairness');
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('fairness-fact-loading')).toHaveLength(2);
    expect(section).toHaveTextContent('Return to player');
    expect(section).toHaveTextContent('Served by');
    expect(section).toHaveTextContent("decided on the provider's server");
    expect(
      screen.getByRole('link', { name: 'How our own games prove every result' }),
    ).toBeVisible();
    const before = section.textContent;

    await act(async () => {
      answer({
        gameFairness: { identifier: 'frozen-raiders', aggregator: 'relayline', rtp: 96.31 },
      });
    });
    // The same section, now with the facts where the placeholders were.
    await waitFor(() => expect(section).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByTestId('game-fairness')).toBe(section);
    expect(screen.queryByTestId('fairness-fact-loading')).toBeNull();
    expect(section.querySelector('[data-fact="rtp"]')).toHaveTextContent('96.31%');
    expect(section.querySelector('[data-fact="aggregator"]')).toHaveTextContent('relayline');
    expect(section.textContent).not.toBe(before);
  });

  it('shows no section when the facts cannot be looked up', async () => {
    vi.mocked(graphqlRequest).mockRejectedValue(new Error('no facts'));
    await renderList(<GameFairness identifier="frozen-raiders" />, { games: [] });
    await waitFor(() => expect(screen.queryByTestId('game-fairness')).toBeNull());
    expect(graphqlRequest).toHaveBeenCalledOnce();
  });
});
