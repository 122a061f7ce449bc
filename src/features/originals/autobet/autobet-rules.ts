/**
 * Autobet's rules as pure functions: the next bet's amount after a result, and whether the
 * session's profit or loss has reached its bound.
 */
import type { AutobetSettings } from './use-autobet';

function toCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** A bet won when it paid anything back (a cash-out or a dice hit). */
export function autobetWon(result: { payout: number }): boolean {
  return result.payout > 0;
}

/** After a win or a loss: back to the base amount, or up by the strategy's percent. */
export function nextAutobetAmount(
  settings: Pick<AutobetSettings, 'onWin' | 'onLoss'>,
  baseAmount: number,
  result: { amount: number; payout: number },
): number {
  const strategy = autobetWon(result) ? settings.onWin : settings.onLoss;
  if (strategy.mode === 'reset') return baseAmount;
  return toCents(result.amount * (1 + strategy.percent / 100));
}

/** True once the session's profit reached stopOnProfit or its loss reached stopOnLoss. */
export function shouldStopAutobet(
  settings: Pick<AutobetSettings, 'stopOnProfit' | 'stopOnLoss'>,
  profit: number,
): boolean {
  if (settings.stopOnProfit !== null && profit >= settings.stopOnProfit) return true;
  return settings.stopOnLoss !== null && -profit >= settings.stopOnLoss;
}
