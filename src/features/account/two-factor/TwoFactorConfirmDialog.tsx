/**
 * The `twoFactorConfirm` dialog: confirms turning on two-factor with the first code, from the
 * email just sent when `isEmail` is set, else from the authenticator app being paired. Then
 * the recovery codes and the offer to sign out other devices, and it closes.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TwoFactorChanged } from '@/contracts/two-factor';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
import { FormServerError } from '../auth/FormServerError';
import { validateTwoFactorCode } from '../auth/validation';
import { serverMessageOf } from '../auth-api';
import { accountKeys } from '../queries';
import { AfterChange } from './AfterChange';
import { SixDigitCode } from './SixDigitCode';
import { confirmEmailTwoFactor, confirmTotp, twoFactorKeys } from './two-factor-api';

export function TwoFactorConfirmDialog({ params, close }: DialogBodyProps<'twoFactorConfirm'>) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [changed, setChanged] = useState<TwoFactorChanged | null>(null);

  const confirm = async (value: string) => {
    if (pending || validateTwoFactorCode(value)) return;
    setPending(true);
    setError(null);
    try {
      const result = await (params.isEmail ? confirmEmailTwoFactor(value) : confirmTotp(value));
      void queryClient.invalidateQueries({ queryKey: twoFactorKeys.status });
      void queryClient.invalidateQueries({ queryKey: accountKeys.current });
      setChanged(result);
    } catch (failure) {
      setError(serverMessageOf(failure) ?? t`Something went wrong. Please try again.`);
      setCode('');
    } finally {
      setPending(false);
    }
  };

  if (changed) return <AfterChange changed={changed} onDone={close} />;

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
      <SixDigitCode
        value={code}
        onChange={setCode}
        onComplete={(value) => void confirm(value)}
        disabled={pending}
      />
      <FormServerError message={error} />
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          loading={pending}
          disabled={validateTwoFactorCode(code) !== null}
          onClick={() => void confirm(code)}
        >
          <Trans>Confirm</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
