/**
 * The `twoFactorConfirm` dialog: confirms turning on two-factor with the first code, from the
 * email just sent when `isEmail` is set, else from the authenticator app being paired. Then
 * the recovery codes and the offer to sign out other devices, and it closes. When the reauth
 * window runs out meanwhile, a passwordless player is offered SignInAgain.
 */
import { Trans } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TwoFactorChanged } from '@/contracts/two-factor';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
import { accountKeys, useCurrentUser } from '@/shared/session';
import { FormError } from '@/shared/ui/FormError';
import { SignInAgain } from '../identity/SignInAgain';
import { useSignInAgain } from '../identity/use-sign-in-again';
import { AfterChange } from './AfterChange';
import { CodeActions } from './CodeActions';
import { confirmEmailTwoFactor, confirmTotp, twoFactorKeys } from './queries';
import { SixDigitCode } from './SixDigitCode';
import { useCodeEntry } from './use-code-entry';

export function TwoFactorConfirmDialog({ params, close }: DialogBodyProps<'twoFactorConfirm'>) {
  const queryClient = useQueryClient();
  const [changed, setChanged] = useState<TwoFactorChanged | null>(null);
  const passwordless = useCurrentUser().user?.hasPassword === false;
  const entry = useCodeEntry(async (code) => {
    const result = await (params.isEmail ? confirmEmailTwoFactor(code) : confirmTotp(code));
    void queryClient.invalidateQueries({ queryKey: twoFactorKeys.status });
    void queryClient.invalidateQueries({ queryKey: accountKeys.current });
    setChanged(result);
  });
  const reauth = useSignInAgain(passwordless, entry.failure);

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
        value={entry.code}
        onChange={entry.setCode}
        onComplete={(value) => void entry.submit(value)}
        disabled={entry.pending}
      />
      <FormError message={reauth.error} />
      {reauth.signInAgain !== null ? <SignInAgain message={reauth.signInAgain} /> : null}
      <CodeActions
        onCancel={close}
        confirmLabel={<Trans>Confirm</Trans>}
        onConfirm={() => void entry.submit()}
        pending={entry.pending}
        disabled={!entry.valid}
      />
    </Stack>
  );
}
