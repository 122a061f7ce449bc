/**
 * The root route's component: the maintenance gate, the app frame with its slots, the page
 * outlet, the dialog layer, the toasts, the route progress bar, and the app-wide effects
 * (settings, account and session upkeep, payments upkeep, marketing tracking, the KYC redirect,
 * language direction, route load timeout).
 */
import { Outlet } from '@tanstack/react-router';
import { type ReactNode, Suspense } from 'react';
import { useAccountSync, useKycRedirect } from '@/features/account';
import { ChatPanel } from '@/features/chat';
import { DialogLayer } from '@/features/dialogs';
import { useLocaleCookie, useLocaleDirection } from '@/features/i18n';
import { AppLayout } from '@/features/layout';
import { MaintenanceGate } from '@/features/maintenance';
import {
  OfflineIndicator,
  useInstallPromptCapture,
  useServiceWorker,
  useWorkerNavigation,
} from '@/features/pwa';
import { RouteProgressBar, useRouteLoadTimeout } from '@/features/route-loading';
import { useSettingsSync } from '@/features/settings';
import { useMarketingTracking } from '@/features/tracking';
import { usePaymentsSync, useWalletSync } from '@/features/wallet';
import { usePushedChanges } from '@/shared/api/pushed-changes';
import { lazyRetrying } from '@/shared/lib/lazy-retrying';
import { useAfterIdle } from '@/shared/lib/use-after-idle';
import { useCurrentUser, useSessionSync } from '@/shared/session';
import { ToastRenderer } from '@/shared/ui/ToastRenderer';
import { takeEarlyInstallPrompt } from './boot/early-install-prompt';
import { ensureFullCatalog } from './i18n';
import { useBackgroundLoads } from './use-background-loads';

// Loaded once the first screen is up, below the fold on every page. The footer and the bets
// feed wait for the full catalog with their strings (on '/' it loads beside them; the sections
// below the fold wait for it too), so the catalog the first screen waits for stays small. A load
// that fails (the server went away meanwhile) is tried again, never the app's error page.
const Footer = lazyRetrying(() =>
  Promise.all([import('@/features/footer'), ensureFullCatalog()]).then(([m]) => ({
    default: m.Footer,
  })),
);
const BetsFeed = lazyRetrying(() =>
  Promise.all([import('@/features/bets-feed'), ensureFullCatalog()]).then(([m]) => ({
    default: m.BetsFeed,
  })),
);
const RealityCheckHost = lazyRetrying(() =>
  import('@/features/responsible-gambling').then((m) => ({ default: m.RealityCheckHost })),
);

/**
 * The reality check's code loads only for a player who turned it on: visitors and everyone
 * else would download the whole responsible-gambling feature on every page to render nothing.
 */
function RealityCheck() {
  const { user } = useCurrentUser();
  return user?.responsibleGambling.realityCheckMinutes == null ? null : <RealityCheckHost />;
}

/** Rendered once the first screen is up; each waits on its own so only it re-renders. */
function Deferred({ children }: { children: ReactNode }) {
  const firstScreenUp = useAfterIdle();
  return firstScreenUp ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * The app-wide effects, in a component of their own that renders nothing: the queries they
 * follow (settings, account) then re-render only it, not the whole frame below AppRoot.
 */
function AppEffects() {
  useSettingsSync();
  usePushedChanges();
  useAccountSync();
  useSessionSync();
  useWalletSync();
  usePaymentsSync();
  useMarketingTracking();
  useKycRedirect();
  useLocaleDirection();
  useLocaleCookie();
  useRouteLoadTimeout();
  useWorkerNavigation();
  useInstallPromptCapture(takeEarlyInstallPrompt);
  const firstScreenUp = useAfterIdle();
  useBackgroundLoads(firstScreenUp);
  useServiceWorker(firstScreenUp);
  return null;
}

export function AppRoot() {
  return (
    <>
      <AppEffects />
      <ToastRenderer />
      <Deferred>
        <RealityCheck />
      </Deferred>
      <MaintenanceGate>
        <RouteProgressBar />
        <AppLayout
          chat={({ close, visible }) => <ChatPanel onClose={close} visible={visible} />}
          betsFeed={
            <Deferred>
              <BetsFeed />
            </Deferred>
          }
          footer={
            <Deferred>
              <Footer />
            </Deferred>
          }
        >
          <Outlet />
        </AppLayout>
        <DialogLayer />
      </MaintenanceGate>
      <OfflineIndicator />
    </>
  );
}
