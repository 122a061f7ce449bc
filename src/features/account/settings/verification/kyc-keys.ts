/**
 * The verification status's query key, and the refresh after any change. Kept apart from the
 * calls so the app-wide redirect hook does not load the tab's request code.
 */
import type { QueryClient } from '@tanstack/react-query';
import { accountKeys } from '@/shared/session';

export const kycKeys = {
  status: ['account', 'kyc', 'status'] as const,
};

/** The status and the current user, whose validationResults drive the KYC redirect. */
export function refreshKyc(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: kycKeys.status }),
    queryClient.invalidateQueries({ queryKey: accountKeys.current }),
  ]);
}
