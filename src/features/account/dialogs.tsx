/** Lazy entry for the account feature's dialogs. */
import { Trans } from '@lingui/react/macro';
import { Button, Stack, Tabs, Text } from '@mantine/core';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
import { useModal } from '@/shared/lib/modal-navigation';

export function AuthDialog({ params }: DialogBodyProps<'auth'>) {
  const modal = useModal();
  const tab = params.tab ?? 'login';
  return (
    <Tabs
      value={tab}
      onChange={(value) =>
        value && modal.open('auth', { tab: value as 'login' | 'register' }, { replace: true })
      }
    >
      <Tabs.List grow>
        <Tabs.Tab value="login">
          <Trans>Sign in</Trans>
        </Tabs.Tab>
        <Tabs.Tab value="register">
          <Trans>Register</Trans>
        </Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
export function SetUsernameDialog(_: DialogBodyProps<'setUsername'>) {
  return (
    <Text>
      <Trans>Choose your username</Trans>
    </Text>
  );
}
export function TwoFactorCodeDialog(_: DialogBodyProps<'twoFactorCode'>) {
  return (
    <Text>
      <Trans>Two-factor authentication</Trans>
    </Text>
  );
}
export function TwoFactorConfirmDialog(_: DialogBodyProps<'twoFactorConfirm'>) {
  return (
    <Text>
      <Trans>Confirm two-factor authentication</Trans>
    </Text>
  );
}
export function ConfirmSignupDialog(_: DialogBodyProps<'confirmSignup'>) {
  return (
    <Text>
      <Trans>Confirm your sign-up</Trans>
    </Text>
  );
}
export function ConfirmAccountLinkDialog(_: DialogBodyProps<'confirmAccountLink'>) {
  return (
    <Text>
      <Trans>Link your account</Trans>
    </Text>
  );
}
export function AccountCloseDialog(_: DialogBodyProps<'accountClose'>) {
  return (
    <Text>
      <Trans>Close account</Trans>
    </Text>
  );
}
export function ProfileDialog(_: DialogBodyProps<'profile'>) {
  return (
    <Text>
      <Trans>Player profile</Trans>
    </Text>
  );
}
export function RegionRestrictedDialog({ close }: DialogBodyProps<'regionRestricted'>) {
  return (
    <Stack>
      <Text>
        <Trans>Region restricted</Trans>
      </Text>
      <Button onClick={close}>
        <Trans>Close</Trans>
      </Button>
    </Stack>
  );
}
