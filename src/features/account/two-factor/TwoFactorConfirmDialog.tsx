/**
 * The `twoFactorConfirm` dialog: a signed-in player confirms a sensitive step with a code from
 * their authenticator app, or from an email when `isEmail` is set. Two-factor security cannot
 * be turned on for an account on this server yet, so there is no code to check: the button
 * stays disabled and says why.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
import { UnavailableConfirm } from '../UnavailableConfirm';
import { SixDigitCode } from './SixDigitCode';

export function TwoFactorConfirmDialog({ params, close }: DialogBodyProps<'twoFactorConfirm'>) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  return (
    <Stack
      gap="md"
      data-testid="two-factor-confirm"
      data-variant={params.isEmail ? 'email' : 'app'}
    >
      <Text size="sm">
        {params.isEmail ? (
          <Trans>Enter the 6-digit code we sent to your email address to confirm.</Trans>
        ) : (
          <Trans>Enter the 6-digit code from your authenticator app to confirm.</Trans>
        )}
      </Text>
      <SixDigitCode value={code} onChange={setCode} />
      <UnavailableConfirm
        reason={
          <Trans>
            Two-factor security cannot be turned on for accounts on this server yet, so there is no
            code to confirm.
          </Trans>
        }
        confirmLabel={<Trans>Confirm</Trans>}
        confirmTitle={t`Two-factor security is not available yet`}
        onCancel={close}
      />
    </Stack>
  );
}
