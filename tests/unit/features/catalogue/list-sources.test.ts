// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  allGamesSource,
  favoritesSource,
  includesRecommended,
  listOrderKind,
  providerSource,
  relatedSource,
  slotsSource,
  tagSource,
} from '@/catalogue/list-source';
import { selectListGames } from '@/catalogue/select-list-games';
import { listGame, titlesOf } from './game-fixture';

const roulette = { id: 't-roulette', slug: 'roulette' };
const slots = { id: 't-slots', slug: 'slots' };
const tag = (ref: { id: string; slug: string }, pageSize = 24) => ({
  ...ref,
  title: ref.slug,
  pageSize,
  showOnHomepage: true,
});

const catalogue = [
  listGame({
    title: 'Old Wheel',
    tags: [roulette],
    tagPriorities: { 't-roulette': 1 },
    popularity: 90,
    createdAt: '2021-01-01T00:00:00Z',
  }),
  listGame({
    title: 'Top Wheel',
    tags: [roulette],
    tagPriorities: { 't-roulette': 9 },
    popularity: 10,
    createdAt: '2025-01-01T00:00:00Z',
  }),
  listGame({ title: 'Mobile Reels', tags: [slots], devices: ['mobile'], popularity: 50 }),
  listGame({ title: 'Big Reels', tags: [slots], popularity: 70, provider: 'Northwind' }),
  listGame({ title: 'Small Reels', tags: [slots], popularity: 20, provider: 'northwind' }),
  listGame({ title: 'Live Wheel', category: 'livecasino', tags: [roulette], popularity: 40 }),
];

describe('list sources (spec part 1 §4.1, §5)', () => {
  it('a tag lists its games by the tag’s priority and offers recommended', () => {
    const source = tagSource(tag(roulette, 12));
    expect(titlesOf(selectListGames(catalogue, source, 'desktop'))).toEqual([
      'Top Wheel',
      'Old Wheel',
      'Live Wheel',
    ]);
    expect(source.pageSize).toBe(12);
    expect(includesRecommended(source.order.kind)).toBe(true);
  });

  it('the slots tag lists by popularity, for this device only, without recommended', () => {
    const source = tagSource(tag(slots));
    expect(titlesOf(selectListGames(catalogue, source, 'desktop'))).toEqual([
      'Big Reels',
      'Small Reels',
    ]);
    expect(titlesOf(selectListGames(catalogue, source, 'mobile'))).toEqual([
      'Big Reels',
      'Mobile Reels',
      'Small Reels',
    ]);
    expect(includesRecommended(source.order.kind)).toBe(false);
  });

  it('a tag without a page size gets the default one', () => {
    expect(tagSource(tag(slots, 0)).pageSize).toBe(24);
  });

  it('the slots category lists games of kind slots by popularity', () => {
    expect(titlesOf(selectListGames(catalogue, slotsSource(), 'desktop'))).toEqual([
      'Old Wheel',
      'Big Reels',
      'Small Reels',
      'Top Wheel',
    ]);
  });

  it('a provider page lists that provider’s games whatever the case of its name', () => {
    expect(
      titlesOf(
        selectListGames(
          catalogue,
          providerSource({ slug: 'northwind', name: 'NORTHWIND' }),
          'desktop',
        ),
      ),
    ).toEqual(['Big Reels', 'Small Reels']);
  });

  it('favorites list only the player’s games, newest first', () => {
    const ids = [catalogue[0]?.identifier ?? '', catalogue[1]?.identifier ?? ''];
    const source = favoritesSource(ids);
    expect(titlesOf(selectListGames(catalogue, source, 'desktop'))).toEqual([
      'Top Wheel',
      'Old Wheel',
    ]);
    expect(includesRecommended(source.order.kind)).toBe(true);
  });

  it('related games share a tag, leave the game out and go by popularity', () => {
    const self = catalogue[0]?.identifier ?? '';
    expect(
      titlesOf(selectListGames(catalogue, relatedSource(self, ['roulette']), 'desktop')),
    ).toEqual(['Live Wheel', 'Top Wheel']);
  });

  it('all games is every game for the device by popularity', () => {
    expect(selectListGames(catalogue, allGamesSource(), 'desktop')).toHaveLength(5);
  });
});

describe('a list’s order from its key alone (before its tag or provider loads)', () => {
  it('is the order its source is built with, for every kind of list', () => {
    const sources = [
      tagSource(tag(roulette)),
      tagSource(tag(slots)),
      slotsSource(),
      allGamesSource(),
      providerSource({ slug: 'northwind', name: 'Northwind' }),
      favoritesSource([]),
      relatedSource('some-game', ['roulette']),
    ];
    for (const source of sources) {
      expect(listOrderKind(source.key), source.key).toBe(source.order.kind);
    }
  });
});
