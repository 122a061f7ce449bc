/**
 * Account settings (/account-settings?page=general|preferences|verification|security|
 * responsible-gambling); its
 * route loader settles the current user first. Visitors are asked to sign in; players see the
 * tabs and change their settings there.
 */
import { Trans } from '@lingui/react/macro';
import { ThemeIcon } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { PageContainer } from '@/shared/ui/PageContainer';
import { PageHeader } from '@/shared/ui/PageHeader';
import { SettingsTabs } from './settings/SettingsTabs';
import { SignInPrompt } from './settings/SignInPrompt';
import type { AccountSettingsTab } from './settings-page';
import { useCurrentUser } from './use-current-user';

export function AccountSettingsPage({ page }: { page: AccountSettingsTab }) {
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
      {user ? <SettingsTabs page={page} user={user} /> : <SignInPrompt />}
    </PageContainer>
  );
}
