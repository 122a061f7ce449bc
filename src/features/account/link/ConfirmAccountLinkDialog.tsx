/**
 * The `confirmAccountLink` dialog (opened on load by `?confirmAccountLink` with provider,
 * uniqueId and userId): the player confirms linking an outside account to theirs. The access
 * token is never shown. Ember links go through POST /ember/linkAccount; this server's identity
 * providers through their signed access token; any other provider is not set up here, so its
 * confirmation is disabled with the reason shown.
 */
import { Trans } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { IDENTITY_PROVIDER_NAMES, isIdentityProvider } from '@/contracts/identity';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
import { ProviderLinkConfirm } from '../identity/ProviderLinkConfirm';
import { UnavailableConfirm } from '../UnavailableConfirm';
import { EmberLinkConfirm } from './EmberLinkConfirm';
import { LinkDetails } from './LinkDetails';

export function ConfirmAccountLinkDialog({ params, close }: DialogBodyProps<'confirmAccountLink'>) {
  const provider = isIdentityProvider(params.provider)
    ? IDENTITY_PROVIDER_NAMES[params.provider]
    : params.provider;
  const providerName = provider ?? '—';
  const unavailable = (reason: ReactNode) => (
    <UnavailableConfirm
      reason={reason}
      confirmLabel={<Trans>Link account</Trans>}
      onCancel={close}
    />
  );
  let confirm: ReactNode;
  if (params.provider?.toLowerCase() === 'ember' && params.uniqueId) {
    confirm = <EmberLinkConfirm emberId={params.uniqueId} close={close} />;
  } else if (!isIdentityProvider(params.provider)) {
    confirm = unavailable(
      <Trans>
        Sign-in with {providerName} is not set up on this server, so this link cannot be confirmed.
      </Trans>,
    );
  } else if (!params.accessToken) {
    confirm = unavailable(
      <Trans>This link is incomplete. Sign in with {providerName} again to start over.</Trans>,
    );
  } else {
    confirm = (
      <ProviderLinkConfirm
        providerName={providerName}
        accessToken={params.accessToken}
        userId={params.userId}
        close={close}
      />
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm">
        {provider ? (
          <Trans>Your {provider} account will be linked with these details:</Trans>
        ) : (
          <Trans>The link did not say which account to connect.</Trans>
        )}
      </Text>
      <LinkDetails
        rows={[
          { id: 'provider', label: <Trans>Provider</Trans>, value: provider },
          { id: 'name', label: <Trans>Name</Trans>, value: params.name },
          { id: 'uniqueId', label: <Trans>Account id</Trans>, value: params.uniqueId },
        ]}
      />
      {confirm}
    </Stack>
  );
}
