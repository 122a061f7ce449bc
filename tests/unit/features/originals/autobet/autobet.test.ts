/**
 * Autobet (issue 19): a player sets a number of bets, what to do after a win and after a
 * loss, and where to stop; the bets play one after another with a fake `play` standing in for
 * the game, and stop on the count, a bound, a refusal or the player's Stop.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextAutobetAmount, shouldStopAutobet } from '@/features/originals/autobet/autobet-rules';
import {
  AUTOBET_PAUSE_MS,
  type AutobetPlay,
  type AutobetSettings,
  useAutobet,
} from '@/features/originals/autobet/use-autobet';

const settings = (overrides: Partial<AutobetSettings> = {}): AutobetSettings => ({
  count: 3,
  onWin: { mode: 'reset', percent: 0 },
  onLoss: { mode: 'reset', percent: 0 },
  stopOnProfit: null,
  stopOnLoss: null,
  ...overrides,
});

/** A game that answers the given results in turn (true = pays 2×), after a short while. */
function fakeGame(results: boolean[]) {
  const amounts: number[] = [];
  const play = vi.fn<AutobetPlay>(async (amount) => {
    amounts.push(amount);
    const won = results[amounts.length - 1];
    if (won === undefined) return null;
    return { amount, payout: won ? amount * 2 : 0 };
  });
  return { play, amounts };
}

async function playOut() {
  for (let i = 0; i < 50; i += 1) {
    await act(() => vi.advanceTimersByTimeAsync(AUTOBET_PAUSE_MS));
  }
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the next autobet amount', () => {
  it('goes back to the base after a reset, and up by the percent after an increase', () => {
    const martingale = settings({ onLoss: { mode: 'increase', percent: 100 } });
    expect(nextAutobetAmount(martingale, 1, { amount: 4, payout: 0 })).toBe(8);
    expect(nextAutobetAmount(martingale, 1, { amount: 4, payout: 8 })).toBe(1);
    const upOnWin = settings({ onWin: { mode: 'increase', percent: 15 } });
    expect(nextAutobetAmount(upOnWin, 1, { amount: 0.33, payout: 0.66 })).toBe(0.38);
  });

  it('stops once the profit or the loss reaches its bound, not before', () => {
    const bounded = settings({ stopOnProfit: 5, stopOnLoss: 10 });
    expect(shouldStopAutobet(bounded, 4.99)).toBe(false);
    expect(shouldStopAutobet(bounded, 5)).toBe(true);
    expect(shouldStopAutobet(bounded, -9.99)).toBe(false);
    expect(shouldStopAutobet(bounded, -10)).toBe(true);
    expect(shouldStopAutobet(settings(), -1_000_000)).toBe(false);
  });
});

describe('an autobet session', () => {
  it('plays the number of bets asked for and counts the profit', async () => {
    const game = fakeGame([true, false, true, true]);
    const { result } = renderHook(() => useAutobet({ baseAmount: 1, play: game.play }));
    act(() => result.current.start(settings({ count: 3 })));
    expect(result.current.running).toBe(true);
    expect(result.current.betsLeft).toBe(3);
    await playOut();
    expect(game.amounts).toEqual([1, 1, 1]);
    expect(result.current).toMatchObject({ running: false, betsLeft: 0, profit: 1 });
  });

  it('doubles after each loss and goes back to the base after a win', async () => {
    const game = fakeGame([false, false, true, false]);
    const { result } = renderHook(() => useAutobet({ baseAmount: 0.5, play: game.play }));
    act(() =>
      result.current.start(settings({ count: 4, onLoss: { mode: 'increase', percent: 100 } })),
    );
    await playOut();
    expect(game.amounts).toEqual([0.5, 1, 2, 0.5]);
    expect(result.current.profit).toBe(0);
  });

  it('stops at the loss bound', async () => {
    const game = fakeGame([false, false, false, false, false]);
    const { result } = renderHook(() => useAutobet({ baseAmount: 2, play: game.play }));
    act(() => result.current.start(settings({ count: 0, stopOnLoss: 5 })));
    await playOut();
    expect(game.amounts).toHaveLength(3);
    expect(result.current).toMatchObject({ running: false, profit: -6, betsLeft: null });
  });

  it('stops on the first refused bet', async () => {
    const game = fakeGame([true]);
    const { result } = renderHook(() => useAutobet({ baseAmount: 1, play: game.play }));
    act(() => result.current.start(settings({ count: 10 })));
    await playOut();
    expect(game.play).toHaveBeenCalledTimes(2);
    expect(result.current.running).toBe(false);
  });

  it('plays no more bets once the player stops it', async () => {
    const game = fakeGame(Array.from({ length: 100 }, () => true));
    const { result } = renderHook(() => useAutobet({ baseAmount: 1, play: game.play }));
    act(() => result.current.start(settings({ count: 0 })));
    await act(() => vi.advanceTimersByTimeAsync(AUTOBET_PAUSE_MS * 2));
    act(() => result.current.stop());
    const played = game.play.mock.calls.length;
    await playOut();
    expect(game.play).toHaveBeenCalledTimes(played);
    expect(result.current.running).toBe(false);
  });
});
