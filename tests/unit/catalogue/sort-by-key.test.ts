// @vitest-environment node
/**
 * sortByKey: stable by key in either direction, whether or not the list is already in order
 * (an ordered list skips the sort itself, and must come out exactly as the sort would have it).
 */
import { describe, expect, it } from 'vitest';
import { sortByKey } from '@/catalogue';

interface Game {
  id: number;
  popularity: number;
}

/** The plain stable sort sortByKey must agree with. */
function reference(games: readonly Game[], direction: 1 | -1): Game[] {
  return games
    .map((game, index) => ({ game, index }))
    .sort((a, b) => direction * (a.game.popularity - b.game.popularity) || a.index - b.index)
    .map((entry) => entry.game);
}

function randomGames(count: number, seed: number): Game[] {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state;
  };
  return Array.from({ length: count }, (_, id) => ({ id, popularity: next() % 7 }));
}

describe('sortByKey', () => {
  it.each([1, -1] as const)(
    'agrees with a stable sort on shuffled and ordered lists (%i)',
    (direction) => {
      for (let seed = 1; seed <= 50; seed++) {
        const shuffled = randomGames(40, seed);
        const ordered = reference(shuffled, direction);
        const byPopularity = (game: Game) => game.popularity;
        expect(sortByKey(shuffled, byPopularity, direction)).toEqual(ordered);
        expect(sortByKey(ordered, byPopularity, direction)).toEqual(ordered);
      }
    },
  );

  it('returns a new array even when the list is already in order', () => {
    const games = [
      { id: 1, popularity: 9 },
      { id: 2, popularity: 5 },
    ];
    const sorted = sortByKey(games, (game) => game.popularity, -1);
    expect(sorted).toEqual(games);
    expect(sorted).not.toBe(games);
  });

  it('reads each game’s key once', () => {
    const games = randomGames(30, 7);
    let reads = 0;
    sortByKey(
      games,
      (game) => {
        reads += 1;
        return game.popularity;
      },
      1,
    );
    expect(reads).toBe(30);
  });
});
