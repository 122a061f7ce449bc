/**
 * 'Continue with Kadi ID' in the auth dialog: starts a provider sign-in and leaves for the
 * provider's page; the app is reloaded from its callback. The page that asked for an account
 * (the stored redirect) is where a returning player lands.
 */
import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { IDENTITY_PROVIDER_NAMES, type IdentityProviderId } from '@/contracts/identity';
import { isInAppPath } from '@/contracts/in-app-path';
import { useErrorText } from '@/shared/api/use-error-text';
import { FormError } from '@/shared/ui/FormError';
import { authRedirectAtom } from '../atoms';
import { goToProvider } from './identity-api';

export function ProviderSignInButton({ provider }: { provider: IdentityProviderId }) {
  const redirect = useAtomValue(authRedirectAtom);
  const errorText = useErrorText();
  const start = useMutation({
    mutationFn: () =>
      goToProvider(provider, 'signIn', isInAppPath(redirect) ? redirect : undefined),
  });
  const name = IDENTITY_PROVIDER_NAMES[provider];
  return (
    <>
      <Button
        variant="default"
        fullWidth
        leftSection={<IconId size={18} />}
        // Stays busy while the browser leaves for the provider.
        loading={start.isPending || start.isSuccess}
        onClick={() => start.mutate()}
        data-testid={`signin-${provider}`}
      >
        <Trans>Continue with {name}</Trans>
      </Button>
      <FormError message={start.error ? errorText(start.error) : null} />
    </>
  );
}
