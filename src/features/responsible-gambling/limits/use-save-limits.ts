/** Saving limit changes: the call, the refreshed status, and what to tell the player. */
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LimitChangeInput } from '@/contracts/responsible-gambling';
import { showToast } from '@/shared/ui/toast';
import { errorTextOf } from '../errors';
import { rgKeys, setLimits } from '../queries';

export function useSaveLimits() {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: async (changes: LimitChangeInput[]) => (await setLimits(changes)).limits,
    onSuccess: async (limits, changes) => {
      await queryClient.invalidateQueries({ queryKey: rgKeys.all });
      const waiting = limits.some((limit) =>
        changes.some((c) => c.kind === limit.kind && c.period === limit.period && limit.pending),
      );
      void showToast({
        kind: 'success',
        message: waiting
          ? t`Saved. A higher limit or a removed one applies after 24 hours; a lower one applies now.`
          : t`Your limits apply now.`,
      });
    },
  });
  return {
    /** Whether the changes were saved; a failure shows through `error`. */
    save: (changes: LimitChangeInput[]) =>
      save.mutateAsync(changes).then(
        () => true,
        () => false,
      ),
    pending: save.isPending,
    error: save.error ? errorTextOf(i18n, save.error) : null,
  };
}
