/**
 * App-wide for signed-in players: applies the KYC redirect rule on every navigation, and
 * refreshes the player and their verification status when the server says it changed
 * (kyc_change, after a submit in another tab or an operator's review).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { onSocketEvent } from '@/shared/api/socket';
import { currentUserQuery } from '@/shared/session';
import { refreshKyc } from './kyc-keys';
import { isKycRedirectExempt, lowestUnmetKycLevel } from './kyc-redirect';

export function useKycRedirect(): void {
  const router = useRouter();
  const queryClient = useQueryClient();
  // Selected, so the app only re-renders when the level to complete changes.
  const { data: level = null } = useQuery({
    ...currentUserQuery(),
    select: (user) => (user ? lowestUnmetKycLevel(user) : null),
  });

  useEffect(() => onSocketEvent('kyc_change', () => void refreshKyc(queryClient)), [queryClient]);

  useEffect(() => {
    if (level === null) return;
    const check = () => {
      const { pathname, search } = router.state.location;
      if (isKycRedirectExempt(pathname, search)) return;
      void router.navigate({
        to: '/account-settings',
        search: { page: 'verification', kycLevel: level },
        replace: true,
      });
    };
    check();
    return router.subscribe('onResolved', check);
  }, [router, level]);
}
