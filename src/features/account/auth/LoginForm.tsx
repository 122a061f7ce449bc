/** The sign-in tab: username or email, and password. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { FormError } from '@/shared/ui/FormError';
import { type AuthResult, submitLogin } from '../auth-api';
import { useAuthForm } from './use-auth-form';
import { validateLogin } from './validation';

export interface LoginFormProps {
  onSignedIn: (result: AuthResult) => void | Promise<void>;
  onRegisterInstead: () => void;
}

export function LoginForm({ onSignedIn, onRegisterInstead }: LoginFormProps) {
  const { t } = useLingui();
  const form = useAuthForm({
    initial: { identifier: '', password: '' },
    validate: validateLogin,
    submit: submitLogin,
    onSuccess: onSignedIn,
  });

  return (
    <form noValidate onSubmit={(event) => void form.onSubmit(event)} data-testid="login-form">
      <Stack gap="md">
        <TextInput
          label={t`Username or email`}
          autoComplete="username"
          required
          {...form.textField('identifier')}
        />
        <PasswordInput
          label={t`Password`}
          autoComplete="current-password"
          required
          {...form.textField('password')}
        />
        <FormError message={form.serverError} />
        <Button type="submit" fullWidth loading={form.pending}>
          <Trans>Sign in</Trans>
        </Button>
        <Text size="sm" ta="center" c="dimmed">
          <Trans>New here?</Trans>{' '}
          <Anchor component="button" type="button" size="sm" onClick={onRegisterInstead}>
            <Trans>Create an account</Trans>
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
