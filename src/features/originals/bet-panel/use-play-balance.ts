/**
 * The balance the bet panel plays from: the player's selected real balance, or the fun
 * balance on this device (visitors, fun mode). Amounts are US dollars or FUN, both 2 decimals
 * in the helper.
 */
import { useLingui } from '@lingui/react/macro';
import { useAtomValue, useStore } from 'jotai';
import { useBalanceView } from '@/features/wallet';
import { formatAmount } from '@/shared/lib/money';
import { refillFunBalance } from '../play/fun/fun-actions';
import { FUN_REFILL_BELOW, funBalanceAtom } from '../play/fun/fun-store';
import type { PlayMode } from '../play/use-original-round';

export interface PlayBalance {
  /** What the amount helper may stake at most. */
  amount: number;
  /** As the player reads it: the display currency, or "1,000.00 FUN". */
  text: string;
  /** Fun only: the balance ran out and may be refilled. */
  refill: (() => void) | null;
}

export function usePlayBalance(mode: PlayMode): PlayBalance {
  const { t } = useLingui();
  const store = useStore();
  const fun = useAtomValue(funBalanceAtom);
  const real = useBalanceView();
  if (mode === 'real' && real) {
    return { amount: real.selected.usd, text: real.selected.text, refill: null };
  }
  return {
    amount: fun,
    text: t`${formatAmount(fun)} FUN`,
    refill: fun < FUN_REFILL_BELOW ? () => refillFunBalance(store) : null,
  };
}
