/**
 * Choosing a username, for a signed-in player whose account has none yet (an account made
 * through another provider). Used by the auth dialog's setUsername tab and the setUsername
 * dialog.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { setUsernameBodySchema } from '@/contracts/auth';
import { useErrorText } from '@/shared/api/use-error-text';
import { FormError } from '@/shared/ui/FormError';
import { serverFieldIssuesOf, submitUsername } from './queries';
import { useAccountValidate } from './use-account-validate';

export function UsernameForm({ onSaved }: { onSaved: () => void | Promise<void> }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const form = useForm({
    initialValues: { username: '' },
    validate: useAccountValidate(setUsernameBodySchema),
    validateInputOnBlur: true,
  });
  const save = useMutation({
    mutationFn: submitUsername,
    onSuccess: () => onSaved(),
    onError: (error) => form.setErrors(serverFieldIssuesOf(error)),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        if (!save.isPending) save.mutate(values);
      })}
      data-testid="username-form"
    >
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
          {...form.getInputProps('username')}
        />
        <FormError message={save.error && errorText(save.error)} />
        <Button type="submit" fullWidth loading={save.isPending}>
          <Trans>Save username</Trans>
        </Button>
      </Stack>
    </form>
  );
}
