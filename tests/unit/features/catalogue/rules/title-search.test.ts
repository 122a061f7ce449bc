// @vitest-environment node
import Fuse from 'fuse.js/basic';
import { describe, expect, it } from 'vitest';
import {
  createTitleSearch,
  effectiveSearchTerm,
  FUZZY_THRESHOLD,
} from '@/features/catalogue/rules/title-search';
import { listGame, titlesOf } from '../game-fixture';

const games = [
  listGame({ title: 'Gates of Olympus' }),
  listGame({ title: 'Sweet Bonanza' }),
  listGame({ title: 'Book of Dead' }),
  listGame({ title: 'Lightning Roulette' }),
];
const search = createTitleSearch(Fuse, games);
const found = (term: string) => {
  const matches = search(term);
  return matches ? titlesOf(games.filter((g) => matches.has(g))) : null;
};

describe('fuzzy title search (spec part 1 §5, §9)', () => {
  it('uses threshold 0.2', () => {
    expect(FUZZY_THRESHOLD).toBe(0.2);
  });

  it('ignores a term of only whitespace', () => {
    expect(effectiveSearchTerm('   \t ')).toBeNull();
    expect(effectiveSearchTerm('')).toBeNull();
    expect(effectiveSearchTerm('  olympus ')).toBe('olympus');
    expect(found('   ')).toBeNull();
  });

  it('finds a misspelt title', () => {
    expect(found('Swet Bonanza')).toEqual(['Sweet Bonanza']);
    expect(found('gates of olimpus')).toEqual(['Gates of Olympus']);
  });

  it('finds a word in the middle of a title', () => {
    expect(found('roulete')).toEqual(['Lightning Roulette']);
  });

  it('does not match distant words', () => {
    expect(found('blackjack')).toEqual([]);
    expect(found('Bonanza Olympus Dead')).toEqual([]);
  });
});
