/**
 * The register tab: username, email, password with its strength meter, and the two
 * confirmations the terms require (acceptance and being 18 or older); once the server took
 * them, the code it mailed to the address (SignupCodeStep). The details stay as typed when the
 * player goes back to change them.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Checkbox, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { registerBodySchema } from '@/contracts/auth';
import { useErrorText } from '@/shared/api/use-error-text';
import { FormError } from '@/shared/ui/FormError';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { type AuthResult, serverFieldIssuesOf, submitRegister } from './queries';
import { SignupCodeStep } from './SignupCodeStep';
import { useAccountValidate } from './use-account-validate';

type RegisterValues = {
  username: string;
  email: string;
  password: string;
  acceptTerms: boolean;
  confirmAge: boolean;
};

const EMPTY: RegisterValues = {
  username: '',
  email: '',
  password: '',
  acceptTerms: false,
  confirmAge: false,
};

export interface RegisterFormProps {
  onSignedIn: (result: AuthResult) => void | Promise<void>;
  onLoginInstead: () => void;
}

export function RegisterForm({ onSignedIn, onLoginInstead }: RegisterFormProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const form = useForm({
    initialValues: EMPTY,
    validate: useAccountValidate(registerBodySchema),
    validateInputOnBlur: true,
  });
  const register = useMutation({
    // The checkboxes are true here: validation blocks the submit otherwise.
    mutationFn: async (v: RegisterValues) => {
      await submitRegister({ ...v, acceptTerms: true, confirmAge: true });
      return v.email.trim();
    },
    onSuccess: (email) => setCodeSentTo(email),
    onError: (error) => form.setErrors(serverFieldIssuesOf(error)),
  });
  const { values } = form;

  if (codeSentTo) {
    return (
      <SignupCodeStep
        email={codeSentTo}
        onSignedIn={onSignedIn}
        onBack={() => setCodeSentTo(null)}
      />
    );
  }

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) => {
        if (!register.isPending) register.mutate(v);
      })}
      data-testid="register-form"
    >
      <Stack gap="md">
        <TextInput
          label={t`Username`}
          description={t`3 to 20 letters, digits or underscores. Shown to other players.`}
          autoComplete="username"
          required
          {...form.getInputProps('username')}
        />
        <TextInput
          label={t`Email`}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <Stack gap={6}>
          <PasswordInput
            label={t`Password`}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordStrengthMeter password={values.password} />
        </Stack>
        <Checkbox
          {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
          label={
            <Trans>
              I accept the{' '}
              <Anchor href="/terms-and-conditions" target="_blank" rel="noopener" inherit>
                Terms and Conditions
              </Anchor>
            </Trans>
          }
        />
        <Checkbox
          {...form.getInputProps('confirmAge', { type: 'checkbox' })}
          label={<Trans>I am 18 years of age or older</Trans>}
        />
        <FormError message={register.error && errorText(register.error)} />
        <Button type="submit" fullWidth loading={register.isPending}>
          <Trans>Create account</Trans>
        </Button>
        <Text size="sm" ta="center" c="dimmed">
          <Trans>Already have an account?</Trans>{' '}
          <Anchor component="button" type="button" size="sm" onClick={onLoginInstead}>
            <Trans>Sign in</Trans>
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
