// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { filterList, matchesList } from '@/catalogue/list-filter';
import { essentialGame, titlesOf } from '../game-fixture';

const roulette = { id: 't-roulette', slug: 'roulette' };
const live = { id: 't-live', slug: 'livecasino' };

describe('list filter: the four conditions of spec part 1 §5', () => {
  const game = essentialGame({
    provider: 'Pragmatic Play',
    devices: ['desktop'],
    tags: [roulette, live],
    category: 'livecasino',
  });

  it('passes a game that meets every given condition', () => {
    expect(
      matchesList(
        game,
        { provider: 'Pragmatic Play', tags: ['roulette'], category: 'livecasino' },
        'desktop',
      ),
    ).toBe(true);
    expect(matchesList(game, {}, 'desktop')).toBe(true);
  });

  it('matches the override provider without regard to case', () => {
    expect(matchesList(game, { provider: 'pragmatic PLAY' }, 'desktop')).toBe(true);
    expect(matchesList(game, { provider: 'Pragmatic' }, 'desktop')).toBe(false);
  });

  it('needs the current device class among the game’s devices', () => {
    expect(matchesList(game, {}, 'mobile')).toBe(false);
    expect(matchesList(essentialGame({ devices: [] }), {}, 'desktop')).toBe(false);
  });

  it('needs at least one required tag, by slug or id, when tags are given', () => {
    expect(matchesList(game, { tags: ['blackjack', 'roulette'] }, 'desktop')).toBe(true);
    expect(matchesList(game, { tags: ['t-live'] }, 'desktop')).toBe(true);
    expect(matchesList(game, { tags: ['blackjack'] }, 'desktop')).toBe(false);
    expect(matchesList(game, { tags: [] }, 'desktop')).toBe(true);
  });

  it('needs the category when one is given', () => {
    expect(matchesList(game, { category: 'slots' }, 'desktop')).toBe(false);
  });

  it('filters a list keeping its order', () => {
    const games = [
      essentialGame({ title: 'A', category: 'slots' }),
      essentialGame({ title: 'B', category: 'table' }),
      essentialGame({ title: 'C', category: 'slots' }),
    ];
    expect(titlesOf(filterList(games, { category: 'slots' }, 'mobile'))).toEqual(['A', 'C']);
  });
});
