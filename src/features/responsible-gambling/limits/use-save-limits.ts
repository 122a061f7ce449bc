/** Saving limit changes: the call, the refreshed status, and what to tell the player. */
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { LimitChangeInput, LimitView } from '@/contracts/responsible-gambling';
import { showToast } from '@/shared/ui/toast';
import { errorTextOf } from '../errors';
import { rgKeys, setLimits } from '../queries';

export function useSaveLimits() {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(changes: LimitChangeInput[]): Promise<LimitView[] | null> {
    setPending(true);
    setError(null);
    try {
      const { limits } = await setLimits(changes);
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
      return limits;
    } catch (failure) {
      setError(errorTextOf(i18n, failure));
      return null;
    } finally {
      setPending(false);
    }
  }

  return { save, pending, error };
}
