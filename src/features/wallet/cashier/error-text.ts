/**
 * What to tell the player when a payment call failed: the server's own words (its messages
 * are written for players: minimums, balance, limits, two-factor), else one fallback.
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { responsibleGamblingErrorText } from '@/features/responsible-gambling';
import { useErrorText } from '@/shared/api/use-error-text';

export function usePaymentErrorText(): (error: unknown) => string | null {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  return useCallback(
    (error: unknown) =>
      error
        ? // A deposit limit or a break says which and until when, in the player's language.
          (responsibleGamblingErrorText(i18n, error) ?? errorText(error))
        : null,
    [i18n, errorText],
  );
}
