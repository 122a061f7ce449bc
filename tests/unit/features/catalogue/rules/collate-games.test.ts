// @vitest-environment node
import Fuse from 'fuse.js/basic';
import { describe, expect, it } from 'vitest';
import { initialCollate, withSort } from '@/features/catalogue/rules/collate';
import { collateGames } from '@/features/catalogue/rules/collate-games';
import { sortGames } from '@/features/catalogue/rules/sort';
import { createTitleSearch } from '@/features/catalogue/rules/title-search';
import { listGame, titlesOf } from '../game-fixture';

const games = [
  listGame({ title: 'Gates of Olympus', provider: 'Pragmatic Play', popularity: 90 }),
  listGame({ title: 'Book of Dead', provider: "Play'n GO", popularity: 80 }),
  listGame({ title: 'Sweet Bonanza', provider: 'Pragmatic Play', popularity: 70 }),
  listGame({ title: 'Book of Ra', provider: 'Novomatic', popularity: 60 }),
];
const search = createTitleSearch(Fuse, games);

describe('collateGames', () => {
  it('shows the whole list in its sort when nothing is chosen', () => {
    const result = collateGames(games, initialCollate(false), null);
    expect(titlesOf(result.games)).toEqual(titlesOf(games));
    expect(result.providerOptions.map((o) => [o.name, o.count])).toEqual([
      ['Novomatic', 1],
      ["Play'n GO", 1],
      ['Pragmatic Play', 2],
    ]);
  });

  it('combines two providers, the search and the sort', () => {
    const state = {
      ...withSort(initialCollate(false), 'title_asc'),
      filters: { providers: ['Novomatic', "Play'n GO"] },
      searchTerm: 'bok of',
    };
    const result = collateGames(sortGames(games, state), state, search(state.searchTerm));
    expect(titlesOf(result.games)).toEqual(['Book of Dead', 'Book of Ra']);
    expect(result.providerOptions).toEqual([
      { name: 'Novomatic', count: 1, disabled: false },
      { name: "Play'n GO", count: 1, disabled: false },
      { name: 'Pragmatic Play', count: 0, disabled: true },
    ]);
  });

  it('ignores a whitespace term', () => {
    const result = collateGames(games, initialCollate(false), search('  '));
    expect(result.games).toHaveLength(4);
  });
});
