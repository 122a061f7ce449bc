/**
 * Security: the password, two-factor authentication, linked sign-in accounts and the
 * signed-in devices.
 */
import { Stack } from '@mantine/core';
import { LinkedAccounts } from '../../identity/LinkedAccounts';
import { TwoFactorSettings } from '../../two-factor/TwoFactorSettings';
import { SettingCard } from '../SettingCard';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SessionsList } from './SessionsList';

export function SecurityPanel() {
  return (
    <Stack gap="sm">
      <SettingCard tab="security" id="password">
        <ChangePasswordForm />
      </SettingCard>
      <SettingCard tab="security" id="2fa">
        <TwoFactorSettings />
      </SettingCard>
      <SettingCard tab="security" id="linked">
        <LinkedAccounts />
      </SettingCard>
      <SettingCard tab="security" id="sessions">
        <SessionsList />
      </SettingCard>
    </Stack>
  );
}
