/**
 * Fun mode on the real rules (issue 19): a fun dice bet rolls exactly what Stake's published
 * scheme gives for the device's seeds — recomputed here from HMAC-SHA256 directly — and shows
 * the SHA-256 of the server seed, as a real bet does; a mines board keeps its mines hidden until
 * the cash-out. The one round-hook test on the real `@/games` (the others use ../fake-games).
 */
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { funAct, funBet, funCashOut } from '@/features/originals/play/fun/fun-engine';

/** Stake's dice: the first float of HMAC(server seed, "client:nonce:0"), × 10,001, in cents. */
function stakeDiceRoll(serverSeed: string, clientSeed: string, nonce: number): number {
  const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  const float = [0, 1, 2, 3].reduce((sum, i) => sum + (bytes[i] ?? 0) / 256 ** (i + 1), 0);
  return Math.floor(float * 10_001) / 100;
}

describe('fun mode on the real rules', () => {
  it('rolls what Stake’s scheme gives for the device’s seeds, and commits to the seed', () => {
    const serverSeed = '3f'.repeat(32);
    const clientSeed = 'kadibetClient01';
    for (const nonce of [0, 1, 2, 41]) {
      const result = funBet({
        game: 'dice',
        params: { target: 50, condition: 'over' },
        amount: 1,
        balance: 100,
        seeds: { serverSeed, nonce },
        clientSeed,
        id: `round-${nonce}`,
        now: new Date('2026-11-28T04:00:00.000Z'),
      });
      if (!result.ok) throw new Error('the bet should play');
      const roll = stakeDiceRoll(serverSeed, clientSeed, nonce);
      const won = roll > 50;
      expect(result.round.view).toMatchObject({
        outcome: { roll },
        status: won ? 'won' : 'lost',
        payout: won ? 1.98 : 0,
        serverSeedHash: createHash('sha256').update(serverSeed).digest('hex'),
      });
      expect(result.balance).toBe(won ? 100.98 : 99);
    }
  });

  it('plays a mines board that hides its mines until the end, and shows them all then', () => {
    const opened = funBet({
      game: 'mines',
      params: { gridCount: 25, minesCount: 3 },
      amount: 2,
      balance: 10,
      seeds: { serverSeed: '3f'.repeat(32), nonce: 5 },
      clientSeed: 'kadibetClient01',
      id: 'round-mines',
      now: new Date('2026-11-28T04:00:00.000Z'),
    });
    if (!opened.ok) throw new Error('the bet should open');
    expect(opened.round.view).toMatchObject({ status: 'active', outcome: null });
    const mines = (opened.round.outcome as { mines: number[] }).mines;
    expect(new Set(mines).size).toBe(3);
    const safe = Array.from({ length: 25 }, (_, tile) => tile).find((t) => !mines.includes(t));
    const revealed = funAct<'mines'>(
      opened.round,
      { type: 'reveal', tile: safe ?? 0 },
      opened.balance,
    );
    if (!revealed.ok) throw new Error('the reveal should play');
    const cashed = funCashOut(revealed.round, revealed.balance);
    if (!cashed.ok) throw new Error('the cash-out should pay');
    expect(cashed.round.view).toMatchObject({ status: 'won', outcome: { mines } });
    expect(cashed.round.view.payout).toBeGreaterThan(2);
    expect(cashed.balance).toBeCloseTo(8 + cashed.round.view.payout, 8);
  });
});
