/**
 * Starting a break or self-exclusion: the call, then everything that shows it refreshes. A
 * refusal says whether it is the 1008 'sign in again' a passwordless player answers by signing
 * in (the modal then offers that), or any other error text.
 */
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { needsReauth } from '@/features/account';
import { accountKeys } from '@/shared/session';
import { showToast } from '@/shared/ui/toast';
import { errorTextOf } from '../errors';
import { rgKeys } from '../queries';

export interface ExclusionProblem {
  message: string;
  reauthRequired: boolean;
}

export function useStartExclusion<A>(call: (args: A) => Promise<unknown>) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: rgKeys.all }),
        queryClient.invalidateQueries({ queryKey: accountKeys.current }),
      ]);
      void showToast({ kind: 'success', message: t`Done. It applies now.` });
    },
  });
  /** Resolves with the refusal, or null once it started. */
  return (args: A): Promise<ExclusionProblem | null> =>
    start.mutateAsync(args).then(
      () => null,
      (error: unknown) => ({
        message: errorTextOf(i18n, error),
        reauthRequired: needsReauth(error),
      }),
    );
}
