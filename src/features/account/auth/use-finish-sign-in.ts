/**
 * What happens after a successful sign-in, registration or name choice: a sign-in that needs a
 * second factor moves to the two-factor dialog; otherwise the player is reloaded, told when
 * they last signed in, and taken to the stored redirect address if a page sent them here.
 * When the auth dialog stands in for a dialog that needs sign-in, the host then shows that
 * dialog by itself, so only a dialog opened as `auth` closes.
 */
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useStore } from 'jotai';
import { useCallback } from 'react';
import type { ModalParams } from '@/contracts/modals';
import { useModal } from '@/shared/lib/modal-navigation';
import { refreshSignedInSession } from '@/shared/session';
import { showToast } from '@/shared/ui/toast';
import { authRedirectAtom } from '../atoms';
import type { AuthResult } from './queries';

export function useFinishSignIn(close: () => void, standsIn: boolean) {
  const queryClient = useQueryClient();
  const modal = useModal();
  const navigate = useNavigate();
  const store = useStore();
  const { i18n, t } = useLingui();

  return useCallback(
    async (result?: AuthResult) => {
      if (result?.twoFactorRequired) {
        // The address says which variant it is (spec §2.7 `twofactorEmail`, a root on-load
        // parameter rather than one of the dialog's own), so a reload keeps it.
        const onLoad =
          result.method === 'email' ? { twofactorEmail: result.maskedEmail ?? 'true' } : {};
        modal.open('twoFactorCode', onLoad as ModalParams<'twoFactorCode'>, { replace: true });
        return;
      }
      const user = await refreshSignedInSession(queryClient);
      const previous = user?.security.previousSignInAt;
      if (previous) {
        const when = i18n.date(new Date(previous), { dateStyle: 'medium', timeStyle: 'short' });
        void showToast({ kind: 'info', message: t`Last sign-in: ${when}` });
      }
      const redirect = store.get(authRedirectAtom);
      if (redirect) {
        store.set(authRedirectAtom, null);
        await navigate({ href: redirect, replace: true });
        return;
      }
      if (!standsIn) close();
    },
    [close, i18n, modal, navigate, queryClient, standsIn, store, t],
  );
}
