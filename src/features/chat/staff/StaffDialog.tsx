/**
 * The frame every staff dialog shares (spec part 2 §6: a title, what will happen, cancel and
 * the red confirm): the dialogs differ only in what they ask and which call they make.
 */
import { Trans } from '@lingui/react/macro';
import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  onClose: () => void;
  /** The confirm button's words: the action itself ('Mute', 'Ban', 'Delete message'). */
  confirm: ReactNode;
  pending: boolean;
  onConfirm: () => void;
  children: ReactNode;
}

export function StaffDialog({ title, onClose, confirm, pending, onConfirm, children }: Props) {
  return (
    <Modal opened onClose={onClose} title={title} size="sm" centered>
      <Stack gap="md">
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" loading={pending} onClick={onConfirm}>
            {confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
