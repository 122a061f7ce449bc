/**
 * A claim or forfeit: runs the call, refreshes the player's bonuses and history (money may have
 * moved), and shows the server's reason in a toast when it refuses (spec part 1 §8).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayerBonus } from '@/contracts/bonuses';
import { showToast } from '@/shared/ui/toast';
import { WALLET_QUERY_KEY } from '../balance/wallet-query-key';
import { usePaymentErrorText } from '../cashier/error-text';
import { bonusesQuery } from './queries';

export function useBonusAction<T>(call: (input: T) => Promise<PlayerBonus>, onDone?: () => void) {
  const errorText = usePaymentErrorText();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (bonus) => {
      // Shown at once; the refetch below brings the offers and the rest up to date.
      queryClient.setQueryData(bonusesQuery().queryKey, (current) =>
        current
          ? { ...current, bonuses: [bonus, ...current.bonuses.filter((b) => b.id !== bonus.id)] }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY });
      onDone?.();
    },
    onError: (error) => void showToast({ kind: 'error', message: errorText(error) }),
  });
}
