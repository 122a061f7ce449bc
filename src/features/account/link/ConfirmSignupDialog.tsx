/**
 * The `confirmSignup` dialog (opened on load by `?confirmSignup=`): a visitor who signed in
 * with an identity provider that knows no account of theirs confirms creating one from those
 * details. A link without its signed token cannot be confirmed; it says so.
 */
import { Trans } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { IDENTITY_PROVIDER_NAMES, isIdentityProvider } from '@/contracts/identity';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
import { ProviderSignupConfirm } from '../identity/ProviderSignupConfirm';
import { UnavailableConfirm } from '../UnavailableConfirm';
import { LinkDetails } from './LinkDetails';
import { parseSignupQuery } from './queries';

export function ConfirmSignupDialog({ params, close }: DialogBodyProps<'confirmSignup'>) {
  const details = parseSignupQuery(params.query);
  const hasDetails = Boolean(details.provider || details.name || details.email);
  const provider = isIdentityProvider(details.provider)
    ? IDENTITY_PROVIDER_NAMES[details.provider]
    : details.provider;
  return (
    <Stack gap="md">
      <Text size="sm">
        {hasDetails ? (
          <Trans>A new account will be created with these details:</Trans>
        ) : (
          <Trans>The sign-up link did not include any details to confirm.</Trans>
        )}
      </Text>
      <LinkDetails
        rows={[
          { id: 'provider', label: <Trans>Signed in with</Trans>, value: provider },
          { id: 'name', label: <Trans>Name</Trans>, value: details.name },
          { id: 'email', label: <Trans>Email</Trans>, value: details.email },
        ]}
      />
      {details.token ? (
        <ProviderSignupConfirm token={details.token} close={close} />
      ) : (
        <UnavailableConfirm
          reason={
            <Trans>
              This sign-up link is incomplete. Sign in with the provider again to start over.
            </Trans>
          }
          confirmLabel={<Trans>Create account</Trans>}
          onCancel={close}
        />
      )}
    </Stack>
  );
}
