/**
 * Changing the password: the current one (re-authentication), the new one with its strength
 * meter. A player who signed up through an identity provider has none yet: the same card
 * offers 'Set a password' without the current one, which the server allows on a recent
 * sign-in (else SignInAgain). The server rotates this session's token; other devices stay
 * signed in until the player takes the offer to sign them out.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { accountKeys, useCurrentUser } from '@/shared/session';
import { FormError } from '@/shared/ui/FormError';
import { showToast } from '@/shared/ui/toast';
import { PasswordStrengthMeter } from '../../auth/PasswordStrengthMeter';
import { serverFieldIssuesOf } from '../../auth/queries';
import { useAccountValidate } from '../../auth/use-account-validate';
import { SignInAgain } from '../../identity/SignInAgain';
import { useSignInAgain } from '../../identity/use-sign-in-again';
import { changePassword } from '../account-calls';
import { EndOtherSessionsOffer } from './EndOtherSessionsOffer';
import { firstPasswordSchema, passwordChangeSchema } from './password-change-schema';

type PasswordChangeValues = { currentPassword: string; newPassword: string };

export function ChangePasswordForm() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const passwordless = user?.hasPassword === false;
  const [others, setOthers] = useState(0);
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '' },
    validate: useAccountValidate(passwordless ? firstPasswordSchema : passwordChangeSchema),
    validateInputOnBlur: true,
  });
  const change = useMutation({
    mutationFn: ({ currentPassword, newPassword }: PasswordChangeValues) =>
      changePassword(passwordless ? { newPassword } : { currentPassword, newPassword }),
    onError: (error) => form.setErrors(serverFieldIssuesOf(error)),
    onSuccess: async (result) => {
      setOthers(result.otherSessions);
      void showToast({
        kind: 'success',
        message: passwordless ? t`Your password was set.` : t`Your password was changed.`,
      });
      // hasPassword flips: the card becomes the ordinary 'Change password'.
      await queryClient.invalidateQueries({ queryKey: accountKeys.current });
    },
  });
  // A 'sign in again' shows as its notice with the way out instead of the plain message.
  const reauth = useSignInAgain(passwordless, change.error);

  return (
    <Stack gap="sm" maw={420}>
      <form
        onSubmit={form.onSubmit((values) => {
          if (!change.isPending) change.mutate(values);
        })}
        noValidate
        data-testid="password-form"
      >
        <Stack gap="sm">
          {passwordless ? (
            <Text size="sm" c="dimmed">
              <Trans>
                You sign in with a linked account. Set a password to also sign in with your username
                or email.
              </Trans>
            </Text>
          ) : (
            <PasswordInput
              label={t`Current password`}
              autoComplete="current-password"
              {...form.getInputProps('currentPassword')}
            />
          )}
          <PasswordInput
            label={t`New password`}
            autoComplete="new-password"
            {...form.getInputProps('newPassword')}
          />
          <PasswordStrengthMeter password={form.values.newPassword} />
          <FormError message={reauth.error} />
          {reauth.signInAgain !== null ? <SignInAgain message={reauth.signInAgain} /> : null}
          <Button type="submit" loading={change.isPending} w="fit-content">
            {passwordless ? <Trans>Set a password</Trans> : <Trans>Change password</Trans>}
          </Button>
        </Stack>
      </form>
      {others > 0 ? (
        <Alert color="blue" variant="light">
          <EndOtherSessionsOffer count={others} onDone={() => setOthers(0)} />
        </Alert>
      ) : null}
    </Stack>
  );
}
