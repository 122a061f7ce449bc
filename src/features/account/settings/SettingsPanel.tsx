/** One tab's panel: what the tab manages, and its settings for the signed-in player. */
import { useLingui } from '@lingui/react/macro';
import { Loader, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { User } from '@/contracts/user';
import type { AccountSettingsTab } from '../settings-page';
import { EmailVerificationNotice } from './EmailVerificationNotice';
import { GeneralPanel } from './general/GeneralPanel';
import { PreferencesPanel } from './preferences/PreferencesPanel';
import { SecurityPanel } from './security/SecurityPanel';
import { SETTINGS_TABS } from './settings-tabs';
import { VerificationLevels } from './verification/VerificationLevels';

// Loaded with its tab; the feature itself reads the current user from this one.
const ResponsibleGamblingPanel = lazy(() =>
  import('@/features/responsible-gambling').then((m) => ({ default: m.ResponsibleGamblingPanel })),
);

function PanelBody({ tab, user }: { tab: AccountSettingsTab; user: User }) {
  switch (tab) {
    case 'general':
      return <GeneralPanel user={user} />;
    case 'preferences':
      return <PreferencesPanel user={user} />;
    case 'verification':
      return <VerificationLevels />;
    case 'security':
      return <SecurityPanel />;
    case 'responsible-gambling':
      return (
        <Suspense fallback={<Loader size="sm" />}>
          <ResponsibleGamblingPanel />
        </Suspense>
      );
  }
}

export function SettingsPanel({ tab, user }: { tab: AccountSettingsTab; user: User }) {
  const { i18n } = useLingui();
  return (
    <Stack gap="md" pt="lg">
      <Text c="dimmed">{i18n._(SETTINGS_TABS[tab].description)}</Text>
      {tab === 'general' ? <EmailVerificationNotice /> : null}
      <PanelBody tab={tab} user={user} />
    </Stack>
  );
}
