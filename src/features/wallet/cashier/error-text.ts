/**
 * What to tell the player when a payment call failed: the server's own words (its messages
 * are written for players: minimums, balance, limits, two-factor), else one fallback.
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { ApiError, NetworkError } from '@/shared/api/api-error';

export function usePaymentErrorText(): (error: unknown) => string | null {
  const { t } = useLingui();
  return useCallback(
    (error: unknown) => {
      if (!error) return null;
      if (error instanceof ApiError || error instanceof NetworkError) return error.message;
      return t`Something went wrong. Please try again.`;
    },
    [t],
  );
}
