/**
 * The `twoFactorConfirm` dialog: a signed-in player confirms a sensitive step with a code from
 * their authenticator app, or from an email when `isEmail` is set. Two-factor security cannot
 * be turned on for an account on this server yet, so there is no code to check: the button
 * stays disabled and says why.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
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
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
        <Trans>
          Two-factor security cannot be turned on for accounts on this server yet, so there is no
          code to confirm.
        </Trans>
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          <Trans>Cancel</Trans>
        </Button>
        <Button disabled title={t`Two-factor security is not available yet`}>
          <Trans>Confirm</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
