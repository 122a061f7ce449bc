/**
 * What the address asks for on load (spec part 1 §2.7, §8): two-factor, sign-up and
 * account-link confirmations open their dialogs; authSuccesses / authErrors become toasts (the
 * successes then leave the address); emailVerified=true shows 'Email verified.'. Credentials
 * (the confirmations' signed tokens) leave the address for the entry's state, where the dialog
 * host reads them. Runs once per page load, as one address change, so nothing is shown twice.
 */
import { useLingui } from '@lingui/react/macro';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import {
  hasCredentials,
  type ModalKey,
  type RootSearch,
  splitCredentials,
} from '@/contracts/modals';
import { showToast } from '@/shared/ui/toast';

const rootRoute = getRouteApi('__root__');

function dialogFromAddress(
  search: RootSearch,
): { modal: ModalKey; extra?: Record<string, unknown> } | null {
  if (search.twofactorRequired || search.twofactorEmail) return { modal: 'twoFactorCode' };
  if (search.confirmSignup)
    return { modal: 'confirmSignup', extra: { query: search.confirmSignup } };
  if (search.confirmAccountLink && search.provider && search.uniqueId && search.userId) {
    return { modal: 'confirmAccountLink' };
  }
  return null;
}

export function useUrlOnLoad(): void {
  const { t } = useLingui();
  const router = useRouter();
  const search = rootRoute.useSearch();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    for (const message of search.authSuccesses ?? []) showToast({ kind: 'success', message });
    for (const message of search.authErrors ?? []) showToast({ kind: 'error', message });
    const emailVerified = search.emailVerified === 'true';
    if (emailVerified) showToast({ kind: 'success', message: t`Email verified.` });

    const dialog = search.modal ? null : dialogFromAddress(search);
    const consumesParams =
      Boolean(search.authSuccesses) || search.emailVerified !== undefined || hasCredentials(search);
    if (!dialog && !consumesParams) return;
    const next: Record<string, unknown> = { ...router.state.location.search, ...dialog?.extra };
    delete next.authSuccesses;
    delete next.emailVerified;
    if (dialog) next.modal = dialog.modal;
    const { search: address, credentials } = splitCredentials(next);
    void router.navigate({
      to: '.',
      search: address,
      state: (prev) => ({ ...prev, modalCredentials: credentials }),
      replace: true,
      resetScroll: false,
    });
  }, [router, search, t]);
}
