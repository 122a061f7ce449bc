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
import { FormError } from '@/shared/ui/FormError';
import { submitTwoFactorCode } from '../auth/queries';
import { useFinishSignIn } from '../auth/use-finish-sign-in';
import { isTwoFactorCode } from './code-format';
import { emailHintOf } from './email-hint';
import { SixDigitCode } from './SixDigitCode';
import { useCodeEntry } from './use-code-entry';

const rootRoute = getRouteApi('__root__');

export function TwoFactorCodeDialog({ close }: DialogBodyProps<'twoFactorCode'>) {
  const { t } = useLingui();
  const twofactorEmail = rootRoute.useSearch({ select: (s) => s.twofactorEmail });
  const isEmail = twofactorEmail !== undefined;
  const address = emailHintOf(twofactorEmail);
  const finish = useFinishSignIn(close, false);
  const [recovery, setRecovery] = useState(false);
  const { code, setCode, pending, error, submit, reset, valid } = useCodeEntry(
    async (value) => {
      await submitTwoFactorCode(address ? { code: value, email: address } : { code: value });
      await finish();
    },
    (value) => (recovery ? RECOVERY_CODE_PATTERN.test(value) : isTwoFactorCode(value)),
  );

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
            if (event.key === 'Enter') void submit();
          }}
        />
      ) : (
        <SixDigitCode
          value={code}
          onChange={setCode}
          onComplete={(value) => void submit(value)}
          disabled={pending}
        />
      )}
      <FormError message={error} />
      <Button fullWidth loading={pending} disabled={!valid} onClick={() => void submit()}>
        <Trans>Verify</Trans>
      </Button>
      <Anchor
        component="button"
        type="button"
        size="sm"
        ta="center"
        onClick={() => {
          setRecovery(!recovery);
          reset();
        }}
      >
        {recovery ? <Trans>Use a 6-digit code</Trans> : <Trans>Use a recovery code</Trans>}
      </Anchor>
    </Stack>
  );
}
