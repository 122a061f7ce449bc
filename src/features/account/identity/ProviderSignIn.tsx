/** The other ways in, under the password forms: 'or' and a button per identity provider. */
import { Trans } from '@lingui/react/macro';
import { Divider, Stack } from '@mantine/core';
import { IDENTITY_PROVIDERS } from '@/contracts/identity';
import { ProviderSignInButton } from './ProviderSignInButton';

export function ProviderSignIn() {
  return (
    <Stack gap="sm" mt="md">
      <Divider label={<Trans>or</Trans>} labelPosition="center" />
      {IDENTITY_PROVIDERS.map((provider) => (
        <ProviderSignInButton key={provider} provider={provider} />
      ))}
    </Stack>
  );
}
