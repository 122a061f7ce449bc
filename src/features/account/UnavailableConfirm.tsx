/**
 * The end of an account confirmation dialog this server cannot carry out yet: a note saying
 * why, 'Cancel', and the confirm button, disabled so it never only pretends to work.
 */
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface Props {
  /** Why the step cannot be confirmed. */
  reason: ReactNode;
  confirmLabel: ReactNode;
  /** The disabled button's tooltip, where it has one. */
  confirmTitle?: string;
  onCancel: () => void;
}

export function UnavailableConfirm({ reason, confirmLabel, confirmTitle, onCancel }: Props) {
  return (
    <>
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
        {reason}
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button disabled title={confirmTitle}>
          {confirmLabel}
        </Button>
      </Group>
    </>
  );
}
