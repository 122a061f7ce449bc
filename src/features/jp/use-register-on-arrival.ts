/**
 * /jp is a sign-up landing page: a visitor arriving on it gets the register dialog once,
 * replacing the entry so Back leaves the page instead of reopening the dialog.
 */
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useModal } from '@/shared/lib/modal-navigation';
import { useCurrentUser } from '@/shared/session';

export function useRegisterOnArrival(): void {
  const { isSignedIn, loaded } = useCurrentUser();
  const modal = useModal();
  const { settled, dialogOpen } = useRouterState({
    select: (s) => ({
      // Until the arrival itself is resolved, a navigation counts as a page change and would
      // cut the page transition short (the browser rejects the skipped view transition).
      settled: s.status === 'idle' && s.resolvedLocation?.href === s.location.href,
      dialogOpen: Boolean((s.location.search as Record<string, unknown>).modal),
    }),
    structuralSharing: true,
  });
  const done = useRef(false);

  useEffect(() => {
    // Wait for the sign-in state so a returning player is never shown the register dialog.
    if (done.current || !loaded || !settled) return;
    done.current = true;
    // An address that already opens a dialog (a shared link) keeps it.
    if (isSignedIn || dialogOpen) return;
    modal.open('auth', { tab: 'register' }, { replace: true });
  }, [loaded, settled, isSignedIn, dialogOpen, modal]);
}
