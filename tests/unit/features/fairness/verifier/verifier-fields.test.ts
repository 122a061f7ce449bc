/**
 * The verifier's fields: a link fills them, each game starts from its own defaults, and
 * switching between Mines and Jungle Mines gives a grid the new game offers.
 */
import { describe, expect, it } from 'vitest';
import { boardColumns } from '@/features/fairness/verifier/outcomes/board-shape';
import { initialFields, withGame } from '@/features/fairness/verifier/verifier-fields';

describe('the verifier fields', () => {
  it('start from the link, and from each game’s defaults where it says nothing', () => {
    expect(initialFields({})).toMatchObject({ game: 'dice', serverSeed: '', nonce: 0 });
    expect(initialFields({ game: 'junglemines' })).toMatchObject({ gridCount: 30, minesCount: 3 });
    expect(initialFields({ game: 'towers', difficulty: '_scary' })).toMatchObject({
      towersDifficulty: '_scary',
      linearminesDifficulty: 'easy',
    });
    expect(initialFields({ game: 'linearmines', difficulty: 'daredevil' })).toMatchObject({
      towersDifficulty: '_easy',
      linearminesDifficulty: 'daredevil',
    });
  });

  it('keep the seeds when the game changes, and a grid the new game offers', () => {
    const mines = initialFields({ game: 'mines', serverSeed: 's', gridCount: 36, minesCount: 9 });
    const jungle = withGame(mines, 'junglemines');
    expect(jungle).toMatchObject({ game: 'junglemines', serverSeed: 's', gridCount: 30 });
    expect(jungle.minesCount).toBe(3);
    const jungle42 = { ...jungle, gridCount: 42, minesCount: 10 };
    expect(withGame(jungle42, 'dice')).toMatchObject({ game: 'dice', gridCount: 42 });
    expect(withGame(jungle42, 'junglemines')).toMatchObject({ gridCount: 42, minesCount: 10 });
  });

  it('draw square boards square and jungle clearings one column wider than tall', () => {
    expect([16, 25, 36, 49].map(boardColumns)).toEqual([4, 5, 6, 7]);
    expect([20, 30, 42].map(boardColumns)).toEqual([5, 6, 7]);
  });
});
