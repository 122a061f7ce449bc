/** Account settings belong to an account: visitors are asked to sign in or register. */
import { Trans } from '@lingui/react/macro';
import { Button, EmptyState, Paper } from '@mantine/core';
import { IconLock, IconLogin, IconUserPlus } from '@tabler/icons-react';
import { useModal } from '@/shared/lib/modal-navigation';

export function SignInPrompt() {
  const modal = useModal();
  return (
    <Paper p="xl" radius="lg" bg="dark.6" withBorder data-testid="account-settings-sign-in">
      <EmptyState
        variant="light"
        size="lg"
        icon={<IconLock size={28} />}
        title={<Trans>Sign in to manage your account</Trans>}
        description={
          <Trans>
            Your profile, preferences, verification and security settings are here once you sign in.
          </Trans>
        }
      >
        <EmptyState.Actions>
          <Button
            leftSection={<IconLogin size={16} />}
            onClick={() => modal.open('auth', { tab: 'login' })}
          >
            <Trans>Sign in</Trans>
          </Button>
          <Button
            variant="default"
            leftSection={<IconUserPlus size={16} />}
            onClick={() => modal.open('auth', { tab: 'register' })}
          >
            <Trans>Register</Trans>
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
