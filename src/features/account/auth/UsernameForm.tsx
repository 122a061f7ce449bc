/**
 * Choosing a username, for a signed-in player whose account has none yet (an account made
 * through another provider). Used by the auth dialog's setUsername tab and the setUsername
 * dialog.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { FormError } from '@/shared/ui/FormError';
import { submitUsername } from '../auth-api';
import { useAuthForm } from './use-auth-form';
import { validateUsernameForm } from './validation';

export function UsernameForm({ onSaved }: { onSaved: () => void | Promise<void> }) {
  const { t } = useLingui();
  const form = useAuthForm({
    initial: { username: '' },
    validate: validateUsernameForm,
    submit: submitUsername,
    onSuccess: onSaved,
  });

  return (
    <form noValidate onSubmit={(event) => void form.onSubmit(event)} data-testid="username-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <Trans>Your username is how other players see you in chat and in the bets feed.</Trans>
        </Text>
        <TextInput
          label={t`Username`}
          description={t`3 to 20 letters, digits or underscores.`}
          autoComplete="username"
          required
          data-autofocus
          {...form.textField('username')}
        />
        <FormError message={form.serverError} />
        <Button type="submit" fullWidth loading={form.pending}>
          <Trans>Save username</Trans>
        </Button>
      </Stack>
    </form>
  );
}
