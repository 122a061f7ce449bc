/** Starting a break or self-exclusion: the call, then everything that shows it refreshes. */
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '@/features/account';
import { showToast } from '@/shared/ui/toast';
import { rgKeys } from '../api';
import { errorTextOf } from '../errors';

export function useStartExclusion<A>(call: (args: A) => Promise<unknown>) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  /** Resolves with an error text, or null once it started. */
  return async (args: A): Promise<string | null> => {
    try {
      await call(args);
    } catch (error) {
      return errorTextOf(i18n, error);
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: rgKeys.all }),
      queryClient.invalidateQueries({ queryKey: accountKeys.current }),
    ]);
    void showToast({ kind: 'success', message: t`Done. It applies now.` });
    return null;
  };
}
