/**
 * The `twoFactorCode` dialog: the second step of signing in (spec part 1 §2.7, opened when the
 * address has `twofactorRequired` or `twofactorEmail`). The email variant says where the code
 * was sent; the normal one points to the authenticator app. A full code submits by itself; a
 * player without their codes can type a recovery code instead.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { RECOVERY_CODE_PATTERN } from '@/contracts/auth';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
import { FormServerError } from '../auth/FormServerError';
import { useFinishSignIn } from '../auth/use-finish-sign-in';
import { validateTwoFactorCode } from '../auth/validation';
import { serverMessageOf, submitTwoFactorCode } from '../auth-api';
import { emailHintOf } from './email-hint';
import { SixDigitCode } from './SixDigitCode';

const rootRoute = getRouteApi('__root__');

export function TwoFactorCodeDialog({ close }: DialogBodyProps<'twoFactorCode'>) {
  const { t } = useLingui();
  const twofactorEmail = rootRoute.useSearch({ select: (s) => s.twofactorEmail });
  const isEmail = twofactorEmail !== undefined;
  const address = emailHintOf(twofactorEmail);
  const finish = useFinishSignIn(close, false);
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [recovery, setRecovery] = useState(false);
  const valid = (value: string) =>
    recovery ? RECOVERY_CODE_PATTERN.test(value) : validateTwoFactorCode(value) === null;

  const verify = async (raw: string) => {
    const value = raw.trim().toLowerCase();
    if (pending || !valid(value)) return;
    setPending(true);
    setServerError(null);
    try {
      await submitTwoFactorCode(address ? { code: value, email: address } : { code: value });
      await finish();
    } catch (error) {
      setServerError(serverMessageOf(error) ?? t`Something went wrong. Please try again.`);
      setCode('');
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="md" data-testid="two-factor-code" data-variant={isEmail ? 'email' : 'app'}>
      <Text size="sm">
        {address ? (
          <Trans>We sent a 6-digit code to {address}. Enter it to finish signing in.</Trans>
        ) : isEmail ? (
          <Trans>
            We sent a 6-digit code to your email address. Enter it to finish signing in.
          </Trans>
        ) : (
          <Trans>Enter the 6-digit code from your authenticator app to finish signing in.</Trans>
        )}
      </Text>
      {recovery ? (
        <TextInput
          label={t`Recovery code`}
          placeholder="abcde-12345"
          autoFocus
          autoComplete="off"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void verify(code);
          }}
        />
      ) : (
        <SixDigitCode
          value={code}
          onChange={setCode}
          onComplete={(value) => void verify(value)}
          disabled={pending}
        />
      )}
      <FormServerError message={serverError} />
      <Button
        fullWidth
        loading={pending}
        disabled={!valid(code.trim().toLowerCase())}
        onClick={() => void verify(code)}
      >
        <Trans>Verify</Trans>
      </Button>
      <Anchor
        component="button"
        type="button"
        size="sm"
        ta="center"
        onClick={() => {
          setRecovery(!recovery);
          setCode('');
          setServerError(null);
        }}
      >
        {recovery ? <Trans>Use a 6-digit code</Trans> : <Trans>Use a recovery code</Trans>}
      </Anchor>
    </Stack>
  );
}
