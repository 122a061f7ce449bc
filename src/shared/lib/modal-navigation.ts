/**
 * Opening and closing dialogs through the address (spec part 1 §2.7). Opening pushes a
 * history entry with `?modal=KEY&...params`, so Back closes the dialog; closing goes back when
 * this app pushed the entry and otherwise replaces the address without the dialog's params.
 */
import { useRouter } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import {
  type DialogCredentials,
  type ModalKey,
  type ModalParams,
  modalParamNames,
  ON_LOAD_PARAMS,
} from '@/contracts/modals';

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set on the entry a dialog opening pushed; closing that dialog can then go back. */
    modalPushed?: boolean;
    /** Changes on every opening so reopening the same key mounts a fresh instance. */
    modalInstance?: number;
    /**
     * The open dialog's credentials, read out of the address (contracts/modals.ts): kept with
     * this entry, so a reload or Back still finds them; any other navigation drops them.
     */
    modalCredentials?: DialogCredentials;
  }
}

export interface OpenModalOptions {
  /** Replace the current entry instead of pushing one (a dialog replacing another). */
  replace?: boolean;
}

let instanceCounter = 0;

/**
 * The search without the open dialog's parameters. Closing also drops the on-load parameters
 * (two-factor, confirmations) so the dialog they opened does not reopen after a reload.
 */
function searchWithoutModal(
  search: Record<string, unknown>,
  { dropOnLoad = false }: { dropOnLoad?: boolean } = {},
): Record<string, unknown> {
  const next = { ...search };
  delete next.modal;
  for (const name of modalParamNames()) delete next[name];
  if (dropOnLoad) for (const name of Object.keys(ON_LOAD_PARAMS)) delete next[name];
  return next;
}

export function useModal() {
  const router = useRouter();

  const open = useCallback(
    <K extends ModalKey>(key: K, params?: ModalParams<K>, options?: OpenModalOptions) => {
      const current = router.state.location;
      const currentKey = (current.search as Record<string, unknown>).modal;
      // Switching a dialog's own tab replaces its address but must not remount it (and lose
      // typed input); any other opening mounts a fresh instance.
      const keepInstance = options?.replace === true && currentKey === key;
      if (!keepInstance) instanceCounter += 1;
      void router.navigate({
        to: '.',
        search: (prev: Record<string, unknown>) => ({
          ...searchWithoutModal(prev),
          ...(params ?? {}),
          modal: key,
        }),
        replace: options?.replace ?? false,
        state: {
          // Replacing keeps the original entry's ability to go back to the page without dialog.
          modalPushed: options?.replace ? (current.state.modalPushed ?? false) : true,
          modalInstance: keepInstance ? current.state.modalInstance : instanceCounter,
        },
        // Opening a dialog is not a page change: keep the page where it is.
        resetScroll: false,
      });
    },
    [router],
  );

  const close = useCallback(() => {
    const current = router.state.location;
    if (!(current.search as Record<string, unknown>).modal) return;
    if (current.state.modalPushed && window.history.length > 1) {
      router.history.back();
      return;
    }
    void router.navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => searchWithoutModal(prev, { dropOnLoad: true }),
      replace: true,
      resetScroll: false,
    });
  }, [router]);

  return useMemo(() => ({ open, close }), [open, close]);
}
