/**
 * Renders the dialog named by `?modal=` (spec part 1 §2.7). A dialog that needs sign-in shows
 * the auth dialog to visitors and becomes the wanted dialog once they sign in; a signed-in
 * player is never shown the sign-in or register tabs (visitors-auth.ts). Bodies load
 * lazily behind a 200 ms spinner; a body that fails to load closes with a toast and raises the
 * 'new update' notice. A dialog of a feature the operator switched off says so instead of
 * loading its body. Each opening mounts a fresh instance. A dialog's credentials come from
 * the history entry's state, not the address (use-url-on-load.ts).
 */
import { useLingui } from '@lingui/react/macro';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { getRouteApi, useRouterState } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { Suspense } from 'react';
import { type ModalKey, type ParsedModalParams, parseModalParams } from '@/contracts/modals';
import { clientOutdatedAtom, useFeatureCheck } from '@/features/settings';
import { isChunkLoadError } from '@/shared/lib/chunk-error';
import { useCurrentUser } from '@/shared/session';
import { DelayedLoader } from '@/shared/ui/DelayedLoader';
import { ErrorBoundary } from '@/shared/ui/ErrorBoundary';
import { showToast } from '@/shared/ui/toast';
import { FeatureOffBody, forgetLazyBody, lazyBody } from './lazy-bodies';
import { DIALOGS, resolveDialogTitle } from './registry';
import { useDialogClose } from './use-dialog-close';
import { isVisitorsAuthForPlayer } from './visitors-auth';

const rootRoute = getRouteApi('__root__');

interface ActiveDialog {
  key: ModalKey | undefined;
  /** Undefined while nothing is open, or while the sign-in state is still unknown. */
  params: ParsedModalParams<ModalKey> | undefined;
}

function useActiveDialog(): ActiveDialog {
  const search = rootRoute.useSearch();
  const credentials = useRouterState({ select: (s) => s.location.state.modalCredentials });
  const { user, isSignedIn, loaded } = useCurrentUser();
  const requested = search.modal;
  if (!requested || isVisitorsAuthForPlayer(search, user))
    return { key: undefined, params: undefined };
  const needsAuth = DIALOGS[requested].requiresAuth && !isSignedIn;
  if (needsAuth && !loaded) return { key: requested, params: undefined };
  const key: ModalKey = needsAuth ? 'auth' : requested;
  const params = needsAuth ? { tab: 'login' } : { ...search, ...credentials };
  return { key, params: parseModalParams(key, params) };
}

export default function ModalHost() {
  const { t, i18n } = useLingui();
  const { key, params } = useActiveDialog();
  const instance = useRouterState({ select: (s) => s.location.state.modalInstance ?? 0 });
  const close = useDialogClose(key);
  const setOutdated = useSetAtom(clientOutdatedAtom);
  const isMobile = useMediaQuery('(max-width: 47.99em)');
  const featureOn = useFeatureCheck();

  const definition = key ? DIALOGS[key] : undefined;
  const rawTitle = key ? resolveDialogTitle(key, params ?? {}) : undefined;
  const title = typeof rawTitle === 'object' ? i18n._(rawTitle) : rawTitle;
  const switchedOff =
    definition?.feature && !featureOn(definition.feature) ? definition.feature : null;
  const Body = key && params && !switchedOff ? lazyBody(key) : undefined;

  const onBodyError = (error: Error) => {
    if (!key) return;
    forgetLazyBody(key);
    if (isChunkLoadError(error)) {
      setOutdated(true);
      showToast({
        kind: 'error',
        message: t`This dialog could not be loaded. A new version of the app is available.`,
      });
    } else {
      console.error(`[dialogs] ${key} failed`, error);
      showToast({
        kind: 'error',
        message: t`Something went wrong in this dialog. Please try again.`,
      });
    }
    close();
  };

  return (
    <Modal
      opened={Boolean(key)}
      onClose={close}
      title={title}
      size={definition?.size ?? 'md'}
      fullScreen={Boolean(isMobile)}
      data-modal-key={key}
      closeButtonProps={{ 'aria-label': t`Close` }}
      transitionProps={{ duration: 150 }}
    >
      {key ? (
        <ErrorBoundary key={`${key}:${instance}`} fallback={() => null} onError={onBodyError}>
          <Suspense fallback={<DelayedLoader delayMs={200} />}>
            {switchedOff ? (
              <FeatureOffBody feature={switchedOff} />
            ) : Body && params ? (
              <Body params={params} close={close} />
            ) : (
              <DelayedLoader delayMs={200} />
            )}
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </Modal>
  );
}
