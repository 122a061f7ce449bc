/**
 * The root route's component: the maintenance gate, the app frame with its slots, the page
 * outlet, the dialog layer, the route progress bar, and the app-wide effects (settings and
 * account upkeep, language direction, route load timeout).
 */
import { Outlet } from '@tanstack/react-router';
import { useAccountSync } from '@/features/account';
import { BetsFeed } from '@/features/bets-feed';
import { ChatPanel } from '@/features/chat';
import { DialogLayer } from '@/features/dialogs';
import { Footer } from '@/features/footer';
import { useLocaleDirection } from '@/features/i18n';
import { AppLayout } from '@/features/layout';
import { MaintenanceGate } from '@/features/maintenance';
import { RouteProgressBar, useRouteLoadTimeout } from '@/features/route-loading';
import { useSettingsSync } from '@/features/settings';

function useAppEffects(): void {
  useSettingsSync();
  useAccountSync();
  useLocaleDirection();
  useRouteLoadTimeout();
}

export function AppRoot() {
  useAppEffects();
  return (
    <MaintenanceGate>
      <RouteProgressBar />
      <AppLayout
        chat={(close) => <ChatPanel onClose={close} />}
        betsFeed={<BetsFeed />}
        footer={<Footer />}
      >
        <Outlet />
      </AppLayout>
      <DialogLayer />
    </MaintenanceGate>
  );
}
