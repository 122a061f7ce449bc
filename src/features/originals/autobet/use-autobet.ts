/**
 * Autobet (issue 19, dice and mines): play a number of bets in a row (0 = until stopped), after a
 * win and after a loss either go back to the base amount or raise it by a percentage, and stop
 * once the profit or the loss reaches a bound. Stops on the first refusal.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { nextAutobetAmount, shouldStopAutobet } from './autobet-rules';

/** A breath between bets, so each result shows (and sounds) before the next bet. */
export const AUTOBET_PAUSE_MS = 300;
export interface AutobetStrategy {
  mode: 'reset' | 'increase';
  /** Percent to raise the amount by when mode is 'increase'. */
  percent: number;
}

export interface AutobetSettings {
  /** Bets to play; 0 plays until stopped. */
  count: number;
  onWin: AutobetStrategy;
  onLoss: AutobetStrategy;
  /** Stop once the session's profit reaches this (US dollars), or never (null). */
  stopOnProfit: number | null;
  /** Stop once the session's loss reaches this (US dollars), or never (null). */
  stopOnLoss: number | null;
}

/** One bet's result as autobet needs it; null when the bet was refused (autobet stops). */
export type AutobetPlay = (amount: number) => Promise<{ amount: number; payout: number } | null>;

export interface AutobetControls {
  running: boolean;
  /** Bets still to play (null when playing until stopped). */
  betsLeft: number | null;
  /** The session's profit so far, US dollars. */
  profit: number;
  start(settings: AutobetSettings): void;
  stop(): void;
}

export function useAutobet({
  baseAmount,
  play,
}: {
  baseAmount: number;
  play: AutobetPlay;
}): AutobetControls {
  const [running, setRunning] = useState(false);
  const [betsLeft, setBetsLeft] = useState<number | null>(null);
  const [profit, setProfit] = useState(0);
  // The loop reads these between bets: a stop or a new play function takes effect at once.
  const session = useRef(0);
  const latest = useRef({ baseAmount, play });
  latest.current = { baseAmount, play };

  const stop = useCallback(() => {
    session.current += 1;
    setRunning(false);
  }, []);
  useEffect(() => stop, [stop]);

  const start = useCallback((settings: AutobetSettings) => {
    session.current += 1;
    const id = session.current;
    const base = latest.current.baseAmount;
    setRunning(true);
    setProfit(0);
    setBetsLeft(settings.count > 0 ? settings.count : null);
    void (async () => {
      let amount = base;
      let total = 0;
      for (let played = 0; settings.count === 0 || played < settings.count; played += 1) {
        if (played > 0) await new Promise((resolve) => setTimeout(resolve, AUTOBET_PAUSE_MS));
        if (session.current !== id) return;
        const result = await latest.current.play(amount);
        if (session.current !== id) return;
        if (result === null) break;
        total += result.payout - result.amount;
        setProfit(total);
        if (settings.count > 0) setBetsLeft(settings.count - played - 1);
        if (shouldStopAutobet(settings, total)) break;
        amount = nextAutobetAmount(settings, base, result);
      }
      if (session.current === id) setRunning(false);
    })();
  }, []);

  return { running, betsLeft, profit, start, stop };
}
