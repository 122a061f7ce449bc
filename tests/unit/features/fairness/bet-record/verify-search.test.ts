/** A bet's "Verify" link carries what the verifier needs to recompute exactly that bet. */
import { describe, expect, it } from 'vitest';
import { verifySearchOf } from '@/features/fairness';
import { betRecordWith } from './bet-record-fixture';

describe('the verify link of a bet', () => {
  it('carries the game, the seeds, the nonce and the board of a mines bet', () => {
    expect(verifySearchOf(betRecordWith())).toEqual({
      game: 'mines',
      serverSeed: 'the-revealed-server-seed',
      clientSeed: 'Xk3pQ9wL2mZr7Tb',
      nonce: 12,
      gridCount: 25,
      minesCount: 3,
    });
  });

  it('carries each game’s own choice', () => {
    const dice = betRecordWith({ gameId: 'dice', params: { target: 49.5, condition: 'under' } });
    expect(verifySearchOf(dice)).toMatchObject({ game: 'dice', target: 49.5, condition: 'under' });
    const towers = betRecordWith({ gameId: 'towers', params: { difficulty: '_hard' } });
    expect(verifySearchOf(towers)).toMatchObject({ game: 'towers', difficulty: '_hard' });
    const road = betRecordWith({ gameId: 'linearmines', params: { difficulty: 'medium' } });
    expect(verifySearchOf(road)).toMatchObject({ game: 'linearmines', difficulty: 'medium' });
  });

  it('leaves out a server seed still in use, and params the game does not know', () => {
    const open = betRecordWith({ serverSeed: null, gameId: 'towers', params: { difficulty: 9 } });
    expect(verifySearchOf(open)).toEqual({
      game: 'towers',
      clientSeed: 'Xk3pQ9wL2mZr7Tb',
      nonce: 12,
    });
  });
});
