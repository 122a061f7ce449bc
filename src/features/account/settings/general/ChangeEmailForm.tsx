/**
 * Changing the email address needs the password again (a player without one: a recent
 * sign-in, else the 'Sign in again' way back); the new address starts unverified and gets its
 * own verification email.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys, useCurrentUser } from '@/shared/session';
import { FormError } from '@/shared/ui/FormError';
import { showToast } from '@/shared/ui/toast';
import { serverFieldIssuesOf } from '../../auth/queries';
import { useAccountValidate } from '../../auth/use-account-validate';
import { SignInAgain } from '../../identity/SignInAgain';
import { useSignInAgain } from '../../identity/use-sign-in-again';
import { changeEmail } from '../account-calls';
import { emailChangeSchema, emailOnlySchema } from './email-change-schema';

type EmailChangeValues = { email: string; password: string };

export function ChangeEmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const passwordless = useCurrentUser().user?.hasPassword === false;
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: useAccountValidate(passwordless ? emailOnlySchema : emailChangeSchema),
    validateInputOnBlur: true,
  });
  const change = useMutation({
    mutationFn: (values: EmailChangeValues) =>
      changeEmail({
        email: values.email.trim(),
        ...(passwordless ? {} : { password: values.password }),
      }),
    onError: (error) => form.setErrors(serverFieldIssuesOf(error)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountKeys.current });
      void showToast({
        kind: 'success',
        message: t`Your email address was changed. Check your inbox to verify it.`,
      });
      onDone();
    },
  });
  const reauth = useSignInAgain(passwordless, change.error);
  return (
    <form
      onSubmit={form.onSubmit((values) => {
        if (!change.isPending) change.mutate(values);
      })}
      noValidate
    >
      <Stack gap="sm" maw={420}>
        <TextInput
          label={t`New email address`}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        {passwordless ? null : (
          <PasswordInput
            label={t`Current password`}
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
        )}
        {reauth.signInAgain === null ? (
          <FormError message={reauth.error} />
        ) : (
          <SignInAgain message={reauth.signInAgain} />
        )}
        <Button type="submit" loading={change.isPending} w="fit-content">
          <Trans>Change email</Trans>
        </Button>
      </Stack>
    </form>
  );
}
