/**
 * Fun mode's rounds on the device (issue 19): the fun balance pays the stake and gets the
 * payout, the round looks like the server's, the outcome of an open round stays hidden, and
 * a refused bet or step changes nothing. `@/games` is the stand-in of ../fake-games.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import { funAct, funBet, funCashOut } from '@/features/originals/play/fun/fun-engine';

vi.mock('@/games', () => import('../fake-games'));

const seeds = (nonce: number) => ({ serverSeed: 'ab'.repeat(32), nonce });
const now = new Date('2026-11-28T04:00:00.000Z');
const diceBet = (nonce: number, amount = 10, balance = 1000) =>
  funBet({
    game: 'dice',
    params: { target: 50, condition: 'over' },
    amount,
    balance,
    seeds: seeds(nonce),
    clientSeed: 'clientSeed12345',
    id: 'round-1',
    now,
  });

describe('a fun dice bet', () => {
  it('loses the stake on a low roll and shows the round as the server would', () => {
    const result = diceBet(0);
    expect(result).toEqual({
      ok: true,
      balance: 990,
      round: {
        outcome: { roll: 5 },
        view: {
          id: 'round-1',
          game: 'dice',
          status: 'lost',
          balanceType: 'cash',
          amount: 10,
          payoutMultiplier: 0,
          payout: 0,
          serverSeedHash: 'sha-abababab',
          clientSeed: 'clientSeed12345',
          nonce: 0,
          createdAt: '2026-11-28T04:00:00.000Z',
          params: { target: 50, condition: 'over' },
          progress: null,
          outcome: { roll: 5 },
        },
      },
    });
  });

  it('pays stake × multiplier on a hit', () => {
    const result = diceBet(1, 2.5, 100);
    expect(result.ok && result.balance).toBe(102.5);
    expect(result.ok && result.round.view).toMatchObject({ status: 'won', payout: 5 });
  });

  it('refuses a bet above the fun balance, or of nothing, and changes nothing', () => {
    expect(diceBet(0, 10.01, 10)).toEqual({ ok: false, problem: { kind: 'funds' } });
    expect(diceBet(0, 0)).toEqual({ ok: false, problem: { kind: 'amount' } });
    expect(diceBet(0, Number.NaN)).toEqual({ ok: false, problem: { kind: 'amount' } });
  });
});

describe('a fun mines round', () => {
  const open = () => {
    const result = funBet({
      game: 'mines',
      params: { gridCount: 25, minesCount: 1 },
      amount: 4,
      balance: 50,
      seeds: seeds(3),
      clientSeed: 'clientSeed12345',
      id: 'round-2',
      now,
    });
    if (!result.ok) throw new Error('the bet should open');
    return result;
  };

  it('hides where the mines are until the round is over', () => {
    const opened = open();
    expect(opened.balance).toBe(46);
    expect(opened.round.view.outcome).toBeNull();
    expect(opened.round.outcome).toEqual({ mines: [0] });
  });

  it('pays what the board shows at the cash-out', () => {
    const opened = open();
    const revealed = funAct<'mines'>(opened.round, { type: 'reveal', tile: 7 }, opened.balance);
    if (!revealed.ok) throw new Error('the reveal should play');
    expect(revealed.round.view).toMatchObject({ status: 'active', payoutMultiplier: 1.5 });
    const cashed = funCashOut(revealed.round, revealed.balance);
    expect(cashed.ok && cashed.balance).toBe(52);
    expect(cashed.ok && cashed.round.view).toMatchObject({
      status: 'won',
      payout: 6,
      outcome: { mines: [0] },
    });
  });

  it('loses the stake on a mine and cannot be played after', () => {
    const opened = open();
    const lost = funAct<'mines'>(opened.round, { type: 'reveal', tile: 0 }, opened.balance);
    if (!lost.ok) throw new Error('the reveal should play');
    expect(lost.balance).toBe(46);
    expect(lost.round.view).toMatchObject({ status: 'lost', payout: 0 });
    expect(funCashOut(lost.round, lost.balance)).toEqual({
      ok: false,
      problem: { kind: 'noRound' },
    });
  });

  it('answers the rules’ refusal for a step they do not allow', () => {
    const opened = open();
    expect(funCashOut(opened.round, opened.balance)).toEqual({
      ok: false,
      problem: { kind: 'rules', detail: 'Reveal a tile first' },
    });
  });
});
