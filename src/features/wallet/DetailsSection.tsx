/**
 * A section that opens and closes under a toggle; the wallet dialogs' `expanded` parameter
 * says whether it starts open. The toggle stays local: changing the address would remount the
 * dialog and lose what the player typed.
 */
import { Button, Collapse, Stack } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';

export interface DetailsSectionProps {
  label: ReactNode;
  initiallyOpen: boolean;
  children: ReactNode;
}

export function DetailsSection({ label, initiallyOpen, children }: DetailsSectionProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        justify="space-between"
        rightSection={open ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
        onClick={() => setOpen((v) => !v)}
        aria-expanded={open}
      >
        {label}
      </Button>
      <Collapse expanded={open}>{children}</Collapse>
    </Stack>
  );
}
