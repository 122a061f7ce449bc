/**
 * 'Continue with Kadi ID' in the auth dialog: starts a provider sign-in and leaves for the
 * provider's page; the app is reloaded from its callback, back on the page the player was on
 * (return-address.ts).
 */
import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { IDENTITY_PROVIDER_NAMES, type IdentityProviderId } from '@/contracts/identity';
import { useErrorText } from '@/shared/api/use-error-text';
import { FormError } from '@/shared/ui/FormError';
import { authRedirectAtom } from '../atoms';
import { goToProvider } from './queries';
import { providerReturnAddress } from './return-address';

export function ProviderSignInButton({ provider }: { provider: IdentityProviderId }) {
  const [redirect, setRedirect] = useAtom(authRedirectAtom);
  const here = useRouterState({ select: (state) => state.location.href });
  const errorText = useErrorText();
  const start = useMutation({
    mutationFn: () => {
      const returnTo = providerReturnAddress(redirect, here);
      // The callback brings the player there itself; a stored copy would redirect a later sign-in.
      setRedirect(null);
      return goToProvider(provider, 'signIn', returnTo);
    },
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
