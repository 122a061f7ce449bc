/**
 * The way out of a 1008 'sign in again' for a player without a password: the server's message
 * and a 'Sign in again with Kadi ID' button starting the same provider sign-in as the auth
 * dialog, coming back to this page with a fresh reauth window. Shared by every form that
 * would otherwise ask for a password such a player does not have.
 */
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { IDENTITY_PROVIDER_NAMES, IDENTITY_PROVIDERS } from '@/contracts/identity';
import { useErrorText } from '@/shared/api/use-error-text';
import { FormError } from '@/shared/ui/FormError';
import { goToProvider } from './queries';
import { providerReturnAddress } from './return-address';

export function SignInAgain({ message }: { message: string }) {
  const here = useRouterState({ select: (state) => state.location.href });
  const errorText = useErrorText();
  const start = useMutation({
    mutationFn: (provider: (typeof IDENTITY_PROVIDERS)[number]) =>
      goToProvider(provider, 'signIn', providerReturnAddress(null, here)),
  });
  return (
    <Alert color="yellow" variant="light" data-testid="sign-in-again">
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        {IDENTITY_PROVIDERS.map((provider) => {
          const name = IDENTITY_PROVIDER_NAMES[provider];
          return (
            <Button
              key={provider}
              variant="default"
              w="fit-content"
              leftSection={<IconId size={18} />}
              // Stays busy while the browser leaves for the provider.
              loading={start.isPending || start.isSuccess}
              onClick={() => start.mutate(provider)}
            >
              <Trans>Sign in again with {name}</Trans>
            </Button>
          );
        })}
        <FormError message={start.error ? errorText(start.error) : null} />
      </Stack>
    </Alert>
  );
}
