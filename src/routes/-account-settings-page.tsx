/**
 * Account settings as the route shows them: account's page with responsible gambling's panel in
 * its tab. Composed here, where routes meet features, so account does not import
 * responsible-gambling (which reads the session and account's re-authentication).
 */
import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { AccountSettingsTab } from '@/contracts/account-settings';
import { AccountSettingsPage } from '@/features/account';

// Loaded with its tab, not with the settings page.
const ResponsibleGamblingPanel = lazy(() =>
  import('@/features/responsible-gambling').then((m) => ({ default: m.ResponsibleGamblingPanel })),
);

export function AccountSettingsWithResponsibleGambling({ page }: { page: AccountSettingsTab }) {
  return (
    <AccountSettingsPage
      page={page}
      responsibleGamblingPanel={
        <Suspense fallback={<Loader size="sm" />}>
          <ResponsibleGamblingPanel />
        </Suspense>
      }
    />
  );
}
