/** For a visitor in a wallet dialog open to everyone: why to sign in, and the way to do it. */
import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useModal } from '@/shared/lib/modal-navigation';

export function SignInPrompt({ children }: { children: ReactNode }) {
  const modal = useModal();
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {children}
      </Text>
      <Button onClick={() => modal.open('auth', { tab: 'login' })}>
        <Trans>Sign in</Trans>
      </Button>
    </Stack>
  );
}
