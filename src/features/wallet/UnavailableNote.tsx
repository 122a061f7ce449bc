/**
 * Why an action of the wallet cannot be used on this server yet. Shown next to the disabled
 * button so the player never clicks something that only pretends to work.
 */
import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function UnavailableNote({ children }: { children: ReactNode }) {
  return (
    <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} data-unavailable>
      {children}
    </Alert>
  );
}
