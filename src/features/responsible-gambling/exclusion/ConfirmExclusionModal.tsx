/**
 * The confirmation of a break or self-exclusion: what it means, the password again (as for
 * closing the account) and a tick that it cannot be undone. The call is the caller's. A player
 * without a password only ticks — nothing may stand between them and excluding themselves —
 * and if their sign-in is too old they get the 'Sign in again' way back, never a dead end.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SignInAgain } from '@/features/account';
import { contractValidate } from '@/shared/forms/contract-validate';
import { useCurrentUser } from '@/shared/session';
import { FormError } from '@/shared/ui/FormError';
import { confirmPasswordlessSchema, confirmWithPasswordSchema } from './confirm-exclusion-schema';
import type { ExclusionProblem } from './use-start-exclusion';

export function ConfirmExclusionModal({
  title,
  summary,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  summary: ReactNode;
  confirmLabel: string;
  /** Resolves with the refusal to show, or null when done; no password when there is none. */
  onConfirm: (password?: string) => Promise<ExclusionProblem | null>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { user } = useCurrentUser();
  const passwordless = user?.hasPassword === false;
  // No messages: the confirm button stays disabled until the contract's rules pass.
  const form = useForm({
    initialValues: { password: '', confirm: false },
    validate: contractValidate(
      passwordless ? confirmPasswordlessSchema : confirmWithPasswordSchema,
      () => undefined,
    ),
  });
  const { password } = form.values;
  // The caller's call resolves with its refusal rather than failing: that is this one's data.
  const confirm = useMutation({
    mutationFn: () => onConfirm(passwordless ? undefined : password),
  });
  const error = confirm.data ?? null;
  const signInAgain = passwordless && error?.reauthRequired === true;

  return (
    <Modal opened onClose={onClose} title={title} centered data-testid="confirm-exclusion">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!confirm.isPending && form.isValid()) confirm.mutate();
        }}
        noValidate
      >
        <Stack gap="md">
          <Text size="sm">{summary}</Text>
          <Text size="sm">
            <Trans>
              You will stay signed in and can withdraw your balance at any time. Until it ends you
              cannot deposit, bet, tip or join rain.
            </Trans>
          </Text>
          {passwordless ? null : (
            <PasswordInput
              label={t`Current password`}
              autoComplete="current-password"
              {...form.getInputProps('password')}
            />
          )}
          <Checkbox
            {...form.getInputProps('confirm', { type: 'checkbox' })}
            label={<Trans>I understand that this cannot be cancelled or shortened.</Trans>}
          />
          {signInAgain && error ? (
            <SignInAgain message={error.message} />
          ) : (
            <FormError message={error?.message ?? null} />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              type="submit"
              color="orange"
              disabled={!form.isValid()}
              loading={confirm.isPending}
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
