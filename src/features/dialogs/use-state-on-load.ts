/**
 * Dialogs the player's state asks for (spec part 1 §2.7, §8): a player who must set a name
 * gets auth on the setUsername tab; a signed-in player loading an address that names the auth
 * dialog's sign-in or register tab has it closed (visitors-auth.ts); a signed-out visitor from
 * a restricted region sees the region dialog after 1 s unless they closed it before; any API
 * answer with code 1002 opens the region dialog after 1 s.
 */
import { getRouteApi } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { regionDialogClosedAtom } from '@/features/account';
import { useSiteSettings } from '@/features/settings';
import { onApiError } from '@/shared/api/rest';
import { useModal } from '@/shared/lib/modal-navigation';
import { useCurrentUser } from '@/shared/session';
import { isVisitorsAuthForPlayer } from './visitors-auth';

export const REGION_DIALOG_DELAY_MS = 1_000;
const rootRoute = getRouteApi('__root__');

export function useStateOnLoad(): void {
  const modal = useModal();
  const openModal = modal.open;
  const search = rootRoute.useSearch();
  const { user, isSignedIn, loaded } = useCurrentUser();
  const settings = useSiteSettings();
  const regionClosed = useAtomValue(regionDialogClosedAtom);
  const regionShown = useRef(false);

  const mustSetName = user?.mustSetName === true;
  const openModalKey = search.modal;
  const staleAuth = isVisitorsAuthForPlayer(search, user);
  // Once, when the session is first known: later, signing in closes the dialog itself, and a
  // second close would go back a page further.
  const checkedAtLoad = useRef(false);
  useEffect(() => {
    if (!loaded || checkedAtLoad.current) return;
    checkedAtLoad.current = true;
    if (staleAuth) modal.close();
  }, [loaded, staleAuth, modal]);
  useEffect(() => {
    if (mustSetName && openModalKey !== 'auth')
      openModal('auth', { tab: 'setUsername' }, { replace: true });
  }, [mustSetName, openModalKey, openModal]);

  const restricted = settings?.restrictedRegion === true;
  useEffect(() => {
    if (!restricted || !loaded || isSignedIn || regionClosed || regionShown.current) return;
    // Marked when it fires, not when scheduled: a re-run of this effect cancels the timer and
    // must be able to schedule it again.
    const timer = setTimeout(() => {
      regionShown.current = true;
      openModal('regionRestricted');
    }, REGION_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [restricted, loaded, isSignedIn, regionClosed, openModal]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = onApiError((error) => {
      if (!error.isRegionRestricted || timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        openModal('regionRestricted');
      }, REGION_DIALOG_DELAY_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [openModal]);
}
