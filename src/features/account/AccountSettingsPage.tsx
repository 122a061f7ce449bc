/**
 * Account settings (/account-settings?page=general|preferences|verification|security|
 * responsible-gambling); its
 * route loader settles the current user first. Visitors are asked to sign in; players see the
 * tabs and change their settings there.
 */
import { Trans } from '@lingui/react/macro';
import { ThemeIcon } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useCurrentUser } from '@/shared/session';
import { PageContainer } from '@/shared/ui/PageContainer';
import { PageHeader } from '@/shared/ui/PageHeader';
import type { SettingsSlots } from './settings/SettingsPanel';
import { SettingsTabs } from './settings/SettingsTabs';
import { SignInPrompt } from './settings/SignInPrompt';
import type { AccountSettingsTab } from './settings-page';

interface AccountSettingsPageProps extends SettingsSlots {
  page: AccountSettingsTab;
}

/** `responsibleGamblingPanel`: the body of that tab, composed in by the route. */
export function AccountSettingsPage({ page, ...slots }: AccountSettingsPageProps) {
  const { user } = useCurrentUser();
  return (
    <PageContainer size="lg">
      <PageHeader
        icon={
          <ThemeIcon size={40} radius="xl" variant="light">
            <IconSettings size={22} />
          </ThemeIcon>
        }
        title={<Trans>Account settings</Trans>}
      />
      {user ? <SettingsTabs page={page} user={user} {...slots} /> : <SignInPrompt />}
    </PageContainer>
  );
}
