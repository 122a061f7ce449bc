import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListSource } from '@/catalogue/list-source';
import { GameList } from '@/features/catalogue/list/GameList';
import { settingsKeys } from '@/features/settings';
import { settingsResponse } from '../settings/settings-fixture';
import { listGame } from './game-fixture';
import { renderList } from './render-list';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

const source: ListSource = {
  key: 'test-list',
  filter: { tags: ['slots'] },
  order: { kind: 'popularity' },
  pageSize: 4,
};
const slotsTag = { id: 't-slots', slug: 'slots' };

const games = [
  listGame({
    title: 'Gates of Olympus',
    provider: 'Pragmatic Play',
    popularity: 90,
    tags: [slotsTag],
  }),
  listGame({ title: 'Book of Dead', provider: "Play'n GO", popularity: 80, tags: [slotsTag] }),
  listGame({
    title: 'Sweet Bonanza',
    provider: 'Pragmatic Play',
    popularity: 70,
    tags: [slotsTag],
  }),
  listGame({ title: 'Aztec Gold', provider: 'Novomatic', popularity: 60, tags: [slotsTag] }),
  listGame({ title: 'Zeus Rising', provider: 'Novomatic', popularity: 50, tags: [slotsTag] }),
  listGame({ title: 'Lightning Roulette', provider: 'Evolution', category: 'livecasino' }),
];

const shownTitles = () => screen.getAllByTestId('game-thumbnail').map((tile) => tile.textContent);

describe('GameList', () => {
  it('shows one page in list order, and load more shows the rest and then hides', async () => {
    await renderList(<GameList source={{ ...source, key: 'paging' }} title="Slots" />, { games });
    expect(await screen.findAllByTestId('game-thumbnail')).toHaveLength(4);
    expect(shownTitles()).toEqual([
      'Gates of Olympus',
      'Book of Dead',
      'Sweet Bonanza',
      'Aztec Gold',
    ]);
    fireEvent.click(screen.getByTestId('load-more'));
    expect(shownTitles()).toEqual([
      'Gates of Olympus',
      'Book of Dead',
      'Sweet Bonanza',
      'Aztec Gold',
      'Zeus Rising',
    ]);
    expect(screen.queryByTestId('load-more')).toBeNull();
  });

  it('links each game to its page', async () => {
    await renderList(<GameList source={{ ...source, key: 'links' }} />, { games });
    const first = (await screen.findAllByTestId('game-thumbnail'))[0];
    expect(within(first as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `/game/${games[0]?.identifier}`,
    );
  });

  it('finds a misspelt title and says so when nothing matches', async () => {
    await renderList(<GameList source={{ ...source, key: 'search' }} />, { games });
    const search = await screen.findByTestId('list-search');
    fireEvent.change(search, { target: { value: 'swet bonanza' } });
    await waitFor(() => expect(shownTitles()).toEqual(['Sweet Bonanza']));
    fireEvent.change(search, { target: { value: 'qqqqqq' } });
    expect(await screen.findByTestId('games-no-matches')).toBeInTheDocument();
  });

  it('shows the empty state for a list with no games', async () => {
    await renderList(
      <GameList source={{ ...source, key: 'empty', filter: { tags: ['none'] } }} />,
      {
        games,
      },
    );
    expect(await screen.findByTestId('games-empty')).toBeInTheDocument();
    expect(screen.queryByTestId('load-more')).toBeNull();
  });

  it('shows skeletons while the list has no source yet', async () => {
    await renderList(<GameList source={undefined} />, { games });
    expect(await screen.findAllByTestId('game-thumbnail-skeleton')).toHaveLength(24);
    expect(screen.getByTestId('provider-filter')).toBeDisabled();
  });

  it('in preview shows a slider without the toolbar or load more', async () => {
    await renderList(
      <GameList source={{ ...source, key: 'preview' }} title="Slots" viewAllTag="slots" preview />,
      { games },
    );
    expect(await screen.findByTestId('game-slider')).toBeInTheDocument();
    expect(screen.queryByTestId('list-search')).toBeNull();
    expect(screen.queryByTestId('load-more')).toBeNull();
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/tag/slots');
  });
});

describe('the recommended sort (spec part 1 §9: only when enabled)', () => {
  const tagSource: ListSource = {
    key: 'recommended',
    filter: { tags: ['jackpots'] },
    order: { kind: 'tagPriority', tagId: 't-jackpots' },
    pageSize: 10,
  };
  const jackpots = { id: 't-jackpots', slug: 'jackpots' };
  const tagged = [
    listGame({ title: 'Popular', popularity: 90, tags: [jackpots], tagPriorities: {} }),
    listGame({
      title: 'Curated',
      popularity: 10,
      tags: [jackpots],
      tagPriorities: { 't-jackpots': 5 },
    }),
  ];

  it('orders a tag’s list by the operator’s priorities while the sort is on', async () => {
    await renderList(<GameList source={tagSource} />, { games: tagged });
    await screen.findAllByTestId('game-thumbnail');
    expect(shownTitles()).toEqual(['Curated', 'Popular']);
    expect(screen.getByTestId('sort-select')).toHaveValue('Recommended');
  });

  it('falls back to the most popular once the operator switches it off', async () => {
    const { client } = await renderList(<GameList source={{ ...tagSource, key: 'rec-off' }} />, {
      games: tagged,
    });
    await screen.findAllByTestId('game-thumbnail');
    const { settings } = settingsResponse();
    client.setQueryData(settingsKeys.all, {
      ...settingsResponse(),
      settings: { ...settings, flags: { ...settings.flags, recommendedSort: false } },
    });
    // Mantine's Select shows the chosen option's label a render after the value changes.
    await waitFor(() => {
      expect(shownTitles()).toEqual(['Popular', 'Curated']);
      expect(screen.getByTestId('sort-select')).toHaveValue('Most popular');
    });
  });
});
