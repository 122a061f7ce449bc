/** The balance selection as a React mutation (the steps are in balance-selection.ts). */
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '@/shared/ui/toast';
import { balanceSelectionSteps, setBalanceField } from '../balance-selection';

export function useSelectBalance() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBalanceField,
    ...balanceSelectionSteps(queryClient, (message) => {
      // An empty message says nothing either: the spec's fallback then.
      void showToast({ kind: 'error', message: message || t`An unknown error has occurred.` });
    }),
  });
}
