/**
 * The confirmation turning two-factor off or renewing recovery codes takes: the password and
 * a current code (or a recovery code). The email variant mails the code on request. A player
 * without a password gives only the code; the server then wants a recent sign-in, and its
 * refusal comes with the 'Sign in again' way back.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { z } from 'zod/mini';
import { type TwoFactorChanged, twoFactorDisableBodySchema } from '@/contracts/two-factor';
import type { TwoFactorMethod } from '@/contracts/user';
import { contractValidate } from '@/shared/forms/contract-validate';
import { FormError } from '@/shared/ui/FormError';
import { SignInAgain } from '../identity/SignInAgain';
import { useSignInAgain } from '../identity/use-sign-in-again';
import { CodeActions } from './CodeActions';
import { sendConfirmCode } from './queries';

const { password: optionalPassword, code: codeSchema } = twoFactorDisableBodySchema.shape;
/** Recovery codes are lowercase; players may type them in capitals. */
const typedCode = z.pipe(
  z.transform((code: string) => code.toLowerCase()),
  codeSchema,
);
const withPasswordSchema = z.object({ password: optionalPassword.def.innerType, code: typedCode });
const codeOnlySchema = z.object({ code: typedCode });

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
  const { t } = useLingui();
  // No messages: the confirm button stays disabled until the contract's rules pass.
  const form = useForm({
    initialValues: { password: '', code: '' },
    validate: contractValidate(passwordless ? codeOnlySchema : withPasswordSchema, () => undefined),
  });
  const { password, code } = form.values;
  const mail = useMutation({ mutationFn: sendConfirmCode });
  const confirm = useMutation({
    mutationFn: () => submit(passwordless ? undefined : password, code.trim().toLowerCase()),
    onSuccess: (changed) => onDone(changed),
  });
  // One error line for both calls: the one the player made last speaks.
  const latest = confirm.submittedAt >= mail.submittedAt ? confirm : mail;
  const reauth = useSignInAgain(passwordless, latest.error);
  const pending = mail.isPending || confirm.isPending;
  const maskedEmail = mail.data?.maskedEmail;
  const message = maskedEmail ? t`We sent a 6-digit code to ${maskedEmail}.` : null;

  return (
    <form
      data-testid="password-and-code"
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending && form.isValid()) confirm.mutate();
      }}
    >
      <Stack gap="sm">
        {passwordless ? null : (
          <PasswordInput
            label={t`Password`}
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
        )}
        <TextInput
          label={method === 'email' ? t`Code from your email` : t`Code from your authenticator app`}
          description={message ?? t`Or one of your recovery codes.`}
          autoComplete="one-time-code"
          {...form.getInputProps('code')}
        />
        {method === 'email' ? (
          <Anchor component="button" type="button" size="sm" onClick={() => mail.mutate()}>
            <Trans>Email me a code</Trans>
          </Anchor>
        ) : null}
        <FormError message={reauth.error} />
        {reauth.signInAgain !== null ? <SignInAgain message={reauth.signInAgain} /> : null}
        <CodeActions
          onCancel={onCancel}
          confirmLabel={submitLabel}
          pending={pending}
          disabled={!form.isValid()}
          danger={danger}
        />
      </Stack>
    </form>
  );
}
