/**
 * What happens after a successful sign-in, registration or name choice: a sign-in that needs a
 * second factor moves to the two-factor dialog; otherwise the player is reloaded. When the auth
 * dialog stands in for a dialog that needs sign-in, the host then shows that dialog by itself,
 * so only a dialog opened as `auth` closes.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ModalParams } from '@/contracts/modals';
import { useModal } from '@/shared/lib/modal-navigation';
import type { AuthResult } from '../auth-api';
import { accountKeys } from '../queries';

export function useFinishSignIn(close: () => void, standsIn: boolean) {
  const queryClient = useQueryClient();
  const modal = useModal();

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
      await queryClient.refetchQueries({ queryKey: accountKeys.current });
      if (!standsIn) close();
    },
    [close, modal, queryClient, standsIn],
  );
}
