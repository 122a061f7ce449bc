/** Asks for the password before a security change (re-authentication), then continues. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { reauthBodySchema } from '@/contracts/auth';
import { useErrorText } from '@/shared/api/use-error-text';
import { contractValidate } from '@/shared/forms/contract-validate';
import { FormError } from '@/shared/ui/FormError';
import { reauthenticate } from './queries';

/** Only the password is asked here (a code, when needed, has its own step). */
const passwordOnlySchema = z.object({ password: reauthBodySchema.shape.password });

interface Props {
  onConfirmed: () => Promise<void>;
  onCancel: () => void;
}

export function PasswordConfirm({ onConfirmed, onCancel }: Props) {
  const errorText = useErrorText();
  const { t } = useLingui();
  // No messages: Continue stays disabled until the contract's rule passes.
  const form = useForm({
    initialValues: { password: '' },
    validate: contractValidate(passwordOnlySchema, () => undefined),
  });
  const { password } = form.values;
  const confirm = useMutation({
    mutationFn: async () => {
      await reauthenticate(password);
      await onConfirmed();
    },
  });

  return (
    <form
      data-testid="password-confirm"
      onSubmit={(event) => {
        event.preventDefault();
        if (!confirm.isPending && form.isValid()) confirm.mutate();
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          <Trans>For your security, enter your password to continue.</Trans>
        </Text>
        <PasswordInput
          label={t`Password`}
          autoComplete="current-password"
          autoFocus
          {...form.getInputProps('password')}
        />
        <FormError message={confirm.error && errorText(confirm.error)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={confirm.isPending} disabled={!form.isValid()}>
            <Trans>Continue</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
