/**
 * A claim or forfeit: runs the call, refreshes the player's bonuses and history (money may have
 * moved), and shows the server's reason in a toast when it refuses (spec part 1 §8).
 */
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayerBonus } from '@/contracts/bonuses';
import { ApiError, NetworkError } from '@/shared/api/api-error';
import { showToast } from '@/shared/ui/toast';
import { bonusesQuery } from './bonus-api';

const WALLET_KEY = ['wallet'] as const;

export function useBonusAction<T>(call: (input: T) => Promise<PlayerBonus>, onDone?: () => void) {
  const { t } = useLingui();
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
      void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
      onDone?.();
    },
    onError: (error) => {
      const message =
        error instanceof ApiError || error instanceof NetworkError
          ? error.message
          : t`Something went wrong. Please try again.`;
      void showToast({ kind: 'error', message });
    },
  });
}
