/**
 * The username step for whoever is looking at it: the form for a signed-in player, and for a
 * visitor the reason it is not available (only an account can have a name) with a way in.
 */
import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { useModal } from '@/shared/lib/modal-navigation';
import { useCurrentUser } from '@/shared/session';
import { UsernameForm } from './UsernameForm';

export function SetUsernamePanel({ onSaved }: { onSaved: () => void | Promise<void> }) {
  const { isSignedIn } = useCurrentUser();
  const modal = useModal();
  if (isSignedIn) return <UsernameForm onSaved={onSaved} />;
  return (
    <Stack gap="md">
      <Text size="sm">
        <Trans>Sign in first: a username belongs to an account.</Trans>
      </Text>
      <Button onClick={() => modal.open('auth', { tab: 'login' }, { replace: true })}>
        <Trans>Sign in</Trans>
      </Button>
    </Stack>
  );
}
