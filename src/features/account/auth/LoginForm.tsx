/**
 * The sign-in tab: username or email, and password; and the captcha, once the server asks for
 * it after too many failed sign-ins on the account.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { type LoginBody, loginBodySchema } from '@/contracts/auth';
import { CaptchaField } from '@/features/captcha';
import { useErrorText } from '@/shared/api/use-error-text';
import { FormError } from '@/shared/ui/FormError';
import { type AuthResult, serverFieldIssuesOf, submitLogin } from './queries';
import { useAccountValidate } from './use-account-validate';
import { useSignInCaptcha } from './use-sign-in-captcha';

export interface LoginFormProps {
  onSignedIn: (result: AuthResult) => void | Promise<void>;
  onRegisterInstead: () => void;
}

export function LoginForm({ onSignedIn, onRegisterInstead }: LoginFormProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const captcha = useSignInCaptcha();
  const form = useForm({
    initialValues: { identifier: '', password: '' },
    validate: useAccountValidate(loginBodySchema),
    validateInputOnBlur: true,
  });
  const signIn = useMutation({
    mutationFn: (body: LoginBody) => captcha.attempt(body.captcha, () => submitLogin(body)),
    onSuccess: (result) => onSignedIn(result),
    onError: (error) => form.setErrors(serverFieldIssuesOf(error)),
  });
  const failure = signIn.error;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        if (!signIn.isPending) signIn.mutate({ ...values, captcha: captcha.answer });
      })}
      data-testid="login-form"
    >
      <Stack gap="md">
        <TextInput
          label={t`Username or email`}
          autoComplete="username"
          required
          {...form.getInputProps('identifier')}
        />
        <PasswordInput
          label={t`Password`}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        {captcha.needed ? (
          <CaptchaField
            onChange={captcha.setSolution}
            resetKey={captcha.resetKey}
            testId="sign-in-captcha"
          />
        ) : null}
        <FormError
          message={
            failure &&
            (captcha.describe(failure, signIn.variables?.captcha !== undefined) ??
              errorText(failure))
          }
        />
        <Button type="submit" fullWidth loading={signIn.isPending} disabled={!captcha.ready}>
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
