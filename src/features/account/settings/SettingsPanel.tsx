/** One tab's panel: what the tab manages, and its settings for the signed-in player. */
import { useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { User } from '@/contracts/user';
import type { AccountSettingsTab } from '../settings-page';
import { EmailVerificationNotice } from './EmailVerificationNotice';
import { GeneralPanel } from './general/GeneralPanel';
import { PreferencesPanel } from './preferences/PreferencesPanel';
import { SecurityPanel } from './security/SecurityPanel';
import { SETTINGS_TABS } from './settings-tabs';
import { VerificationLevels } from './verification/VerificationLevels';

/**
 * The slots of tabs another feature fills: the route composes them in (routes/
 * -account-settings-page.tsx), so account does not depend on those features.
 */
export interface SettingsSlots {
  /** The 'Responsible gambling' tab's body. */
  responsibleGamblingPanel: ReactNode;
}

interface PanelProps extends SettingsSlots {
  tab: AccountSettingsTab;
  user: User;
}

function PanelBody({ tab, user, responsibleGamblingPanel }: PanelProps) {
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
      return responsibleGamblingPanel;
  }
}

export function SettingsPanel({ tab, user, responsibleGamblingPanel }: PanelProps) {
  const { i18n } = useLingui();
  return (
    <Stack gap="md" pt="lg">
      <Text c="dimmed">{i18n._(SETTINGS_TABS[tab].description)}</Text>
      {tab === 'general' ? <EmailVerificationNotice /> : null}
      <PanelBody tab={tab} user={user} responsibleGamblingPanel={responsibleGamblingPanel} />
    </Stack>
  );
}
