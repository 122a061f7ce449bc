// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { GameSort } from '@/contracts/catalogue';
import { initialCollate, withSort } from '@/features/catalogue/rules/collate';
import { sortGames } from '@/features/catalogue/rules/sort';
import { essentialGame, titlesOf } from '../game-fixture';

const games = [
  essentialGame({ title: 'book of gems', popularity: 10, releasedAt: '2022-05-01T00:00:00Z' }),
  essentialGame({ title: 'Aztec Gold', popularity: 50, releasedAt: '2024-02-01T00:00:00Z' }),
  essentialGame({ title: 'Zeus 2', popularity: 30, releasedAt: '2025-01-01T00:00:00Z' }),
  essentialGame({ title: 'Zeus 10', popularity: 20, releasedAt: '2023-01-01T00:00:00Z' }),
];

const sorted = (sort: GameSort) => titlesOf(sortGames(games, withSort(initialCollate(true), sort)));

describe('sort options (spec part 1 §9)', () => {
  it('Most popular: highest popularity first', () => {
    expect(sorted('pop_desc')).toEqual(['Aztec Gold', 'Zeus 2', 'Zeus 10', 'book of gems']);
  });

  it('Recommended: the list’s own order, unchanged', () => {
    expect(sorted('recommended')).toEqual(titlesOf(games));
  });

  it('A–Z and Z–A ignore case and read numbers as numbers', () => {
    expect(sorted('title_asc')).toEqual(['Aztec Gold', 'book of gems', 'Zeus 2', 'Zeus 10']);
    expect(sorted('title_desc')).toEqual(['Zeus 10', 'Zeus 2', 'book of gems', 'Aztec Gold']);
  });

  it('Newest: latest release first, oldest first when ascending', () => {
    expect(sorted('releasedAt')).toEqual(['Zeus 2', 'Aztec Gold', 'Zeus 10', 'book of gems']);
    expect(titlesOf(sortGames(games, { sort: 'releasedAt', ascending: true }))).toEqual([
      'book of gems',
      'Zeus 10',
      'Aztec Gold',
      'Zeus 2',
    ]);
  });

  it('keeps the incoming order among equal keys, in both directions', () => {
    const tied = [
      essentialGame({ title: 'First', popularity: 1 }),
      essentialGame({ title: 'Second', popularity: 1 }),
    ];
    expect(titlesOf(sortGames(tied, { sort: 'pop_desc', ascending: false }))).toEqual([
      'First',
      'Second',
    ]);
    expect(titlesOf(sortGames(tied, { sort: 'pop_desc', ascending: true }))).toEqual([
      'First',
      'Second',
    ]);
  });

  it('puts an unreadable release date last when newest first', () => {
    const odd = [essentialGame({ title: 'Bad', releasedAt: 'not a date' }), ...games];
    expect(titlesOf(sortGames(odd, { sort: 'releasedAt', ascending: false })).at(-1)).toBe('Bad');
  });

  it('returns a new array', () => {
    expect(sortGames(games, { sort: 'recommended', ascending: false })).not.toBe(games);
  });
});
