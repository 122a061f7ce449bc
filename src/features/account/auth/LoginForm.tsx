/**
 * The sign-in tab: username or email, and password; and the captcha, once the server asks for
 * it after too many failed sign-ins on the account.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { CaptchaField } from '@/features/captcha';
import { FormError } from '@/shared/ui/FormError';
import { type AuthResult, submitLogin } from '../auth-api';
import { useAuthForm } from './use-auth-form';
import { useSignInCaptcha } from './use-sign-in-captcha';
import { validateLogin } from './validation';

export interface LoginFormProps {
  onSignedIn: (result: AuthResult) => void | Promise<void>;
  onRegisterInstead: () => void;
}

export function LoginForm({ onSignedIn, onRegisterInstead }: LoginFormProps) {
  const { t } = useLingui();
  const captcha = useSignInCaptcha();
  const form = useAuthForm({
    initial: { identifier: '', password: '' },
    validate: validateLogin,
    submit: (values) => captcha.attempt((solved) => submitLogin({ ...values, captcha: solved })),
    onSuccess: onSignedIn,
    describeError: captcha.describe,
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
        {captcha.needed ? (
          <CaptchaField
            onChange={captcha.setSolution}
            resetKey={captcha.resetKey}
            testId="sign-in-captcha"
          />
        ) : null}
        <FormError message={form.serverError} />
        <Button type="submit" fullWidth loading={form.pending} disabled={!captcha.ready}>
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
