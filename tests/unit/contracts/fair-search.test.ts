/**
 * The /fair address a bet's "Verify" link opens: what fits is kept, what does not is dropped
 * (the verifier then starts from its defaults) and nothing in it can break the page.
 */
import { describe, expect, it } from 'vitest';
import { fairSearchOf, fairSearchSchema } from '@/contracts/fair-search';

describe('the /fair search', () => {
  it('keeps a mines bet’s link as it was made', () => {
    expect(
      fairSearchSchema.parse({
        game: 'mines',
        serverSeed: 'abc123',
        clientSeed: 'Xk3pQ9wL2mZr7Tb',
        nonce: 7,
        gridCount: 25,
        minesCount: 3,
      }),
    ).toEqual({
      game: 'mines',
      serverSeed: 'abc123',
      clientSeed: 'Xk3pQ9wL2mZr7Tb',
      nonce: 7,
      gridCount: 25,
      minesCount: 3,
    });
  });

  it('reads a seed typed as digits as the seed text, and numbers typed as text as numbers', () => {
    expect(fairSearchSchema.parse({ clientSeed: 12345, nonce: '3', target: '49.5' })).toEqual({
      clientSeed: '12345',
      nonce: 3,
      target: 49.5,
    });
  });

  it('drops what does not fit instead of failing', () => {
    const parsed = fairSearchSchema.parse({
      game: 'roulette',
      serverSeed: 'x'.repeat(129),
      nonce: -1,
      gridCount: 2.5,
      minesCount: 'many',
      target: 100,
      condition: 'sideways',
      difficulty: 'impossible',
    });
    expect(Object.values(parsed).filter((value) => value !== undefined)).toEqual([]);
  });

  it('takes the verifier’s params out of a search that also opens a dialog', () => {
    const search = { game: 'dice', nonce: 2, modal: 'fairness', gameName: 'dice' } as const;
    expect(fairSearchOf(search)).toEqual({ game: 'dice', nonce: 2 });
  });
});
