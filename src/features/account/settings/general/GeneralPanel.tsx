/**
 * General: the username (chosen here when the account has none yet), the email address with
 * its verification state and a change form, profile privacy, and closing the account.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { User } from '@/contracts/user';
import { useModal } from '@/shared/lib/modal-navigation';
import { UsernameForm } from '../../auth/UsernameForm';
import { SettingCard } from '../SettingCard';
import { SettingSwitch } from '../setting-controls';
import { ChangeEmailForm } from './ChangeEmailForm';

export function GeneralPanel({ user }: { user: User }) {
  const { t } = useLingui();
  const modal = useModal();
  const [changingEmail, setChangingEmail] = useState(false);

  return (
    <Stack gap="sm">
      <SettingCard tab="general" id="name">
        {user.mustSetName ? (
          <UsernameForm onSaved={() => undefined} />
        ) : (
          <Text fw={700} data-testid="settings-username">
            {user.name}
          </Text>
        )}
      </SettingCard>
      <SettingCard
        tab="general"
        id="email"
        badge={
          user.emailVerified ? (
            <Badge color="green" variant="light" size="sm">
              <Trans>Verified</Trans>
            </Badge>
          ) : (
            <Badge color="yellow" variant="light" size="sm">
              <Trans>Not verified</Trans>
            </Badge>
          )
        }
      >
        <Group gap="sm">
          <Text data-testid="settings-email">{user.email}</Text>
          {changingEmail ? null : (
            <Button size="xs" variant="default" onClick={() => setChangingEmail(true)}>
              <Trans>Change email</Trans>
            </Button>
          )}
        </Group>
        {changingEmail ? <ChangeEmailForm onDone={() => setChangingEmail(false)} /> : null}
      </SettingCard>
      <SettingCard tab="general" id="stats">
        <SettingSwitch
          label={t`Hide my stats from other players`}
          systemName="privacy"
          settingName="hideStats"
          checked={user.systemSettings.privacy.hideStats}
        />
      </SettingCard>
      <SettingCard tab="general" id="close">
        <Button
          color="red"
          variant="light"
          w="fit-content"
          onClick={() => modal.open('accountClose', {})}
        >
          <Trans>Close account</Trans>
        </Button>
      </SettingCard>
    </Stack>
  );
}
