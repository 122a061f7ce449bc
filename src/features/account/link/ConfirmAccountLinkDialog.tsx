/**
 * The `confirmAccountLink` dialog (opened on load by `?confirmAccountLink` with provider,
 * uniqueId and userId): the player confirms linking an outside account to theirs. The access
 * token is never shown. Ember links are carried out (POST /ember/linkAccount); other
 * providers have no sign-in configured on this server, so their confirmation is disabled with
 * the reason shown.
 */
import { Trans } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
import { UnavailableConfirm } from '../UnavailableConfirm';
import { EmberLinkConfirm } from './EmberLinkConfirm';
import { LinkDetails } from './LinkDetails';

export function ConfirmAccountLinkDialog({ params, close }: DialogBodyProps<'confirmAccountLink'>) {
  const provider = params.provider;
  const providerName = provider ?? '—';
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
      {provider?.toLowerCase() === 'ember' && params.uniqueId ? (
        <EmberLinkConfirm emberId={params.uniqueId} close={close} />
      ) : (
        <UnavailableConfirm
          reason={
            <Trans>
              Sign-in with {providerName} is not set up on this server, so this link cannot be
              confirmed.
            </Trans>
          }
          confirmLabel={<Trans>Link account</Trans>}
          onCancel={close}
        />
      )}
    </Stack>
  );
}
