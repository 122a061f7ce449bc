/**
 * Closing a dialog, with the spec's special cases: closing auth on a /jp path goes to the
 * root; a stored post-sign-in address is cleared and followed; closing the region dialog is
 * remembered so it is not shown again on load.
 */
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useStore } from 'jotai';
import { useCallback } from 'react';
import type { ModalKey } from '@/contracts/modals';
import { authRedirectAtom, regionDialogClosedAtom } from '@/features/account';
import { useModal } from '@/shared/lib/modal-navigation';

export function useDialogClose(key: ModalKey | undefined): () => void {
  const modal = useModal();
  const navigate = useNavigate();
  const store = useStore();
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  return useCallback(() => {
    if (key === 'regionRestricted') store.set(regionDialogClosedAtom, true);
    if (key === 'auth') {
      const redirect = store.get(authRedirectAtom);
      if (redirect) {
        store.set(authRedirectAtom, null);
        void navigate({ href: redirect, replace: true });
        return;
      }
      if (pathname.includes('/jp')) {
        void navigate({ to: '/', replace: true });
        return;
      }
    }
    modal.close();
  }, [key, modal, navigate, pathname, store]);
}
