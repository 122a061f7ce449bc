/**
 * Changing the email address needs the password again; the new address starts unverified and
 * gets its own verification email.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { FormError } from '@/shared/ui/FormError';
import { showToast } from '@/shared/ui/toast';
import { useAuthForm } from '../../auth/use-auth-form';
import { type EmailChangeValues, validateEmailChange } from '../../auth/validation';
import { accountKeys } from '../../queries';
import { changeEmail } from '../account-calls';

export function ChangeEmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const form = useAuthForm({
    initial: { email: '', password: '' },
    validate: validateEmailChange,
    submit: (values: EmailChangeValues) =>
      changeEmail({ email: values.email.trim(), password: values.password }),
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
        <PasswordInput
          label={t`Current password`}
          autoComplete="current-password"
          {...form.textField('password')}
        />
        <FormError message={form.serverError} />
        <Button type="submit" loading={form.pending} w="fit-content">
          <Trans>Change email</Trans>
        </Button>
      </Stack>
    </form>
  );
}
