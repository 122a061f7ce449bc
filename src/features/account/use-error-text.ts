/**
 * What to tell the player when an account call failed: the server's own words when it gave
 * any (spec part 1 §8: failed account calls show the server's response), else one translated
 * fallback — never a raw exception string.
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { serverMessageOf } from './auth-api';

export function useErrorText(): (error: unknown) => string {
  const { t } = useLingui();
  return useCallback(
    (error: unknown) => serverMessageOf(error) ?? t`Something went wrong. Please try again.`,
    [t],
  );
}
