/**
 * The `confirmSignup` dialog (opened on load by `?confirmSignup=`): a player who signed in
 * with another provider confirms creating an account from those details. The server cannot
 * create accounts yet, so the confirmation is disabled with the reason shown.
 */
import { Trans } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
import { UnavailableConfirm } from '../UnavailableConfirm';
import { LinkDetails } from './LinkDetails';
import { parseSignupQuery } from './signup-query';

export function ConfirmSignupDialog({ params, close }: DialogBodyProps<'confirmSignup'>) {
  const details = parseSignupQuery(params.query);
  const hasDetails = Boolean(details.provider || details.name || details.email);
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
          { id: 'provider', label: <Trans>Signed in with</Trans>, value: details.provider },
          { id: 'name', label: <Trans>Name</Trans>, value: details.name },
          { id: 'email', label: <Trans>Email</Trans>, value: details.email },
        ]}
      />
      <UnavailableConfirm
        reason={
          <Trans>
            Accounts cannot be created on this server yet, so this sign-up cannot be confirmed.
          </Trans>
        }
        confirmLabel={<Trans>Create account</Trans>}
        onCancel={close}
      />
    </Stack>
  );
}
