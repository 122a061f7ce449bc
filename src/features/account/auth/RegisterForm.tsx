/**
 * The register tab: username, email, password with its strength meter, and the two
 * confirmations the terms require (acceptance and being 18 or older); once the server took
 * them, the code it mailed to the address (SignupCodeStep). The details stay as typed when the
 * player goes back to change them.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Checkbox, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '@/shared/ui/FormError';
import { type AuthResult, submitRegister } from '../auth-api';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { SignupCodeStep } from './SignupCodeStep';
import { useAuthForm } from './use-auth-form';
import { type RegisterValues, validateRegister } from './validation';

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
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const form = useAuthForm({
    initial: EMPTY,
    validate: validateRegister,
    // The checkboxes are true here: validation blocks the submit otherwise.
    submit: async (v) => {
      await submitRegister({ ...v, acceptTerms: true, confirmAge: true });
      return v.email.trim();
    },
    onSuccess: setCodeSentTo,
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
    <form noValidate onSubmit={(event) => void form.onSubmit(event)} data-testid="register-form">
      <Stack gap="md">
        <TextInput
          label={t`Username`}
          description={t`3 to 20 letters, digits or underscores. Shown to other players.`}
          autoComplete="username"
          required
          {...form.textField('username')}
        />
        <TextInput
          label={t`Email`}
          type="email"
          autoComplete="email"
          required
          {...form.textField('email')}
        />
        <Stack gap={6}>
          <PasswordInput
            label={t`Password`}
            autoComplete="new-password"
            required
            {...form.textField('password')}
          />
          <PasswordStrengthMeter password={values.password} />
        </Stack>
        <Checkbox
          {...form.checkField('acceptTerms')}
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
          {...form.checkField('confirmAge')}
          label={<Trans>I am 18 years of age or older</Trans>}
        />
        <FormError message={form.serverError} />
        <Button type="submit" fullWidth loading={form.pending}>
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
