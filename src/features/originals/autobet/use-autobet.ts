/**
 * Autobet (issue 19, dice and mines): play a number of bets in a row (0 = until stopped), after a
 * win and after a loss either go back to the base amount or raise it by a percentage, and stop
 * once the profit or the loss reaches a bound. Stops on the first refusal.
 */
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

export function useAutobet(_options: { baseAmount: number; play: AutobetPlay }): AutobetControls {
  throw new Error('not implemented yet');
}
