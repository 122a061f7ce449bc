/**
 * The confirmation turning two-factor off or renewing recovery codes takes: the password and
 * a current code (or a recovery code). The email variant mails the code on request. A player
 * without a password gives only the code; the server then wants a recent sign-in, and its
 * refusal comes with the 'Sign in again' way back.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { twoFactorCodeSchema } from '@/contracts/auth';
import type { TwoFactorChanged } from '@/contracts/two-factor';
import type { TwoFactorMethod } from '@/contracts/user';
import { useErrorText } from '@/shared/api/use-error-text';
import { FormError } from '@/shared/ui/FormError';
import { SignInAgain } from '../identity/SignInAgain';
import { useSignInAgain } from '../identity/use-sign-in-again';
import { CodeActions } from './CodeActions';
import { sendConfirmCode } from './two-factor-api';

interface Props {
  method: TwoFactorMethod;
  submitLabel: ReactNode;
  danger?: boolean;
  /** No password to ask for (an account made through an identity provider). */
  passwordless?: boolean;
  submit: (password: string | undefined, code: string) => Promise<TwoFactorChanged>;
  onDone: (changed: TwoFactorChanged) => void;
  onCancel: () => void;
}

export function PasswordAndCode({
  method,
  submitLabel,
  danger,
  passwordless = false,
  submit,
  onDone,
  onCancel,
}: Props) {
  const errorText = useErrorText();
  const reauth = useSignInAgain(passwordless);
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const codeOk = twoFactorCodeSchema.safeParse(code.trim().toLowerCase()).success;

  const attempt = async (action: () => Promise<void>) => {
    setPending(true);
    setError(null);
    reauth.reset();
    try {
      await action();
    } catch (failure) {
      setError(passwordless ? reauth.classify(failure) : errorText(failure));
    } finally {
      setPending(false);
    }
  };

  const mailCode = () =>
    attempt(async () => {
      const { maskedEmail } = await sendConfirmCode();
      setMessage(t`We sent a 6-digit code to ${maskedEmail}.`);
    });

  return (
    <form
      data-testid="password-and-code"
      onSubmit={(event) => {
        event.preventDefault();
        void attempt(async () =>
          onDone(await submit(passwordless ? undefined : password, code.trim().toLowerCase())),
        );
      }}
    >
      <Stack gap="sm">
        {passwordless ? null : (
          <PasswordInput
            label={t`Password`}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
        )}
        <TextInput
          label={method === 'email' ? t`Code from your email` : t`Code from your authenticator app`}
          description={message ?? t`Or one of your recovery codes.`}
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        {method === 'email' ? (
          <Anchor component="button" type="button" size="sm" onClick={() => void mailCode()}>
            <Trans>Email me a code</Trans>
          </Anchor>
        ) : null}
        <FormError message={error} />
        {reauth.signInAgain !== null ? <SignInAgain message={reauth.signInAgain} /> : null}
        <CodeActions
          onCancel={onCancel}
          confirmLabel={submitLabel}
          pending={pending}
          disabled={(!passwordless && password === '') || !codeOk}
          danger={danger}
        />
      </Stack>
    </form>
  );
}
