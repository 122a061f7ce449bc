/**
 * Changing the email address needs the password again (a player without one: a recent
 * sign-in, else the 'Sign in again' way back); the new address starts unverified and gets its
 * own verification email.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { accountKeys, useCurrentUser } from '@/shared/session';
import { FormError } from '@/shared/ui/FormError';
import { showToast } from '@/shared/ui/toast';
import { useAuthForm } from '../../auth/use-auth-form';
import {
  type EmailChangeValues,
  validateEmailChange,
  validateEmailOnly,
} from '../../auth/validation';
import { SignInAgain } from '../../identity/SignInAgain';
import { useSignInAgain } from '../../identity/use-sign-in-again';
import { changeEmail } from '../account-calls';

export function ChangeEmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const passwordless = useCurrentUser().user?.hasPassword === false;
  const reauth = useSignInAgain(passwordless);
  const form = useAuthForm({
    initial: { email: '', password: '' },
    validate: passwordless ? validateEmailOnly : validateEmailChange,
    submit: async (values: EmailChangeValues) => {
      reauth.reset();
      try {
        return await changeEmail({
          email: values.email.trim(),
          ...(passwordless ? {} : { password: values.password }),
        });
      } catch (failure) {
        reauth.classify(failure);
        throw failure;
      }
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountKeys.current });
      void showToast({
        kind: 'success',
        message: t`Your email address was changed. Check your inbox to verify it.`,
      });
      onDone();
    },
  });
  return (
    <form onSubmit={(event) => void form.onSubmit(event)} noValidate>
      <Stack gap="sm" maw={420}>
        <TextInput
          label={t`New email address`}
          type="email"
          autoComplete="email"
          {...form.textField('email')}
        />
        {passwordless ? null : (
          <PasswordInput
            label={t`Current password`}
            autoComplete="current-password"
            {...form.textField('password')}
          />
        )}
        {reauth.signInAgain === null ? (
          <FormError message={form.serverError} />
        ) : (
          <SignInAgain message={reauth.signInAgain} />
        )}
        <Button type="submit" loading={form.pending} w="fit-content">
          <Trans>Change email</Trans>
        </Button>
      </Stack>
    </form>
  );
}
