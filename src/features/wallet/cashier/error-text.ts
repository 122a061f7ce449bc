/**
 * What to tell the player when a payment call failed: the server's own words (its messages
 * are written for players: minimums, balance, limits, two-factor), else one fallback.
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { responsibleGamblingErrorText } from '@/features/responsible-gambling';
import { ApiError, NetworkError } from '@/shared/api/api-error';

export function usePaymentErrorText(): (error: unknown) => string | null {
  const { i18n, t } = useLingui();
  return useCallback(
    (error: unknown) => {
      if (!error) return null;
      // A deposit limit or a break says which and until when, in the player's language.
      const refusal = responsibleGamblingErrorText(i18n, error);
      if (refusal) return refusal;
      if (error instanceof ApiError || error instanceof NetworkError) return error.message;
      return t`Something went wrong. Please try again.`;
    },
    [i18n, t],
  );
}
