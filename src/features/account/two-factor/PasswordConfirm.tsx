/** Asks for the password before a security change (re-authentication), then continues. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useErrorText } from '@/shared/api/use-error-text';
import { FormError } from '@/shared/ui/FormError';
import { reauthenticate } from './two-factor-api';

interface Props {
  onConfirmed: () => Promise<void>;
  onCancel: () => void;
}

export function PasswordConfirm({ onConfirmed, onCancel }: Props) {
  const errorText = useErrorText();
  const { t } = useLingui();
  const [password, setPassword] = useState('');
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
        if (!confirm.isPending) confirm.mutate();
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
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <FormError message={confirm.error && errorText(confirm.error)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={confirm.isPending} disabled={password === ''}>
            <Trans>Continue</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
