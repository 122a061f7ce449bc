/**
 * Changing the password: the current one (re-authentication), the new one with its strength
 * meter. The server rotates this session's token; other devices stay signed in until the
 * player takes the offer to sign them out.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '@/shared/ui/FormError';
import { showToast } from '@/shared/ui/toast';
import { PasswordStrengthMeter } from '../../auth/PasswordStrengthMeter';
import { useAuthForm } from '../../auth/use-auth-form';
import { validatePasswordChange } from '../../auth/validation';
import { changePassword } from '../account-calls';
import { EndOtherSessionsOffer } from './EndOtherSessionsOffer';

export function ChangePasswordForm() {
  const { t } = useLingui();
  const [others, setOthers] = useState(0);
  const form = useAuthForm({
    initial: { currentPassword: '', newPassword: '' },
    validate: validatePasswordChange,
    submit: changePassword,
    onSuccess: (result) => {
      setOthers(result.otherSessions);
      void showToast({ kind: 'success', message: t`Your password was changed.` });
    },
  });

  return (
    <Stack gap="sm" maw={420}>
      <form onSubmit={(event) => void form.onSubmit(event)} noValidate>
        <Stack gap="sm">
          <PasswordInput
            label={t`Current password`}
            autoComplete="current-password"
            {...form.textField('currentPassword')}
          />
          <PasswordInput
            label={t`New password`}
            autoComplete="new-password"
            {...form.textField('newPassword')}
          />
          <PasswordStrengthMeter password={form.values.newPassword} />
          <FormError message={form.serverError} />
          <Button type="submit" loading={form.pending} w="fit-content">
            <Trans>Change password</Trans>
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
