/** 'Cancel' and the confirming button under a code or password form of the two-factor flows. */
import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  onCancel: () => void;
  confirmLabel: ReactNode;
  /** Without it the button submits its form. */
  onConfirm?: () => void;
  pending: boolean;
  disabled: boolean;
  danger?: boolean;
}

export function CodeActions({
  onCancel,
  confirmLabel,
  onConfirm,
  pending,
  disabled,
  danger,
}: Props) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        color={danger ? 'red' : undefined}
        loading={pending}
        disabled={disabled}
        onClick={onConfirm}
      >
        {confirmLabel}
      </Button>
    </Group>
  );
}
